import type { LazyScreen, ScreenMap } from '../shared/screen';

// Every feature's screens.ts, found at build time; each screen is its own lazily loaded chunk.
const modules = import.meta.glob<{ screens: ScreenMap; parts?: ScreenMap }>('../features/*/screens.ts', { eager: true });

const registry = new Map<string, { load: LazyScreen; feature: string; part: boolean }>();
for (const [path, mod] of Object.entries(modules)) {
  const feature = /features\/([^/]+)\/screens\.ts$/.exec(path)?.[1] ?? '';
  for (const [component, load] of Object.entries(mod.screens)) registry.set(component, { load, feature, part: false });
  for (const [component, load] of Object.entries(mod.parts ?? {})) registry.set(component, { load, feature, part: true });
}

/** A menu item's component path as the features name it: no leading slash, no file extension. */
export function componentKey(component: string): string {
  return component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
}

/** The screen for a menu item's component path, or undefined (the shell shows its fallback). */
export function findScreen(component: string): LazyScreen | undefined {
  return registry.get(componentKey(component))?.load;
}

/** The feature folder whose screens.ts registers the component (its strings are the namespace of that name). */
export function screenFeature(component: string): string | undefined {
  return registry.get(componentKey(component))?.feature;
}

/** The screens the menu may open (not the parts, which only show inside another screen). */
export function registeredComponents(): string[] {
  return [...registry].filter(([, s]) => !s.part).map(([component]) => component);
}

/** The screens shown only inside another feature's screen (a feature's `parts`). */
export function registeredParts(): string[] {
  return [...registry].filter(([, s]) => s.part).map(([component]) => component);
}
