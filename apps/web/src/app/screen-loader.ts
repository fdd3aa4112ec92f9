import i18next from 'i18next';
import type { ComponentType } from 'react';
import { namespaces } from '../i18n';
import type { ScreenProps } from '../shared/screen';
import { withChunkTimeout } from './chunk-timeout';
import { findScreen, screenFeature } from './screen-registry';

type Screen = ComponentType<ScreenProps>;

const loading = new Map<string, Promise<Screen>>();
const loaded = new Map<string, Screen>();

/** A screen whose code and strings are already here, or undefined. */
export function loadedScreen(component: string): Screen | undefined {
  return loaded.get(component);
}

/**
 * Loads a menu screen once: its chunk and its feature's strings together, so the screen renders
 * (and asks for its data) after one wait instead of the chunk, then the strings it suspends on.
 * The menus call it on the click, before the route changes. Null when no feature has the component;
 * a failed load is forgotten, so opening the screen again tries again.
 */
export function loadScreen(component: string): Promise<Screen> | null {
  const started = loading.get(component);
  if (started) return started;
  const load = findScreen(component);
  if (!load) return null;
  const feature = screenFeature(component);
  const strings = feature && namespaces().includes(feature) ? i18next.loadNamespaces(feature) : Promise.resolve();
  const promise = withChunkTimeout(() => Promise.all([load(), strings]).then(([mod]) => mod.default), component);
  loading.set(component, promise);
  promise.then(
    (screen) => loaded.set(component, screen),
    () => loading.delete(component),
  );
  return promise;
}
