import type { LazyScreen, ScreenMap } from '../shared/screen';

// Every feature's screens.ts, found at build time; each screen is its own lazily loaded chunk.
const modules = import.meta.glob<{ screens: ScreenMap }>('../features/*/screens.ts', { eager: true });

const registry = new Map<string, LazyScreen>();
for (const mod of Object.values(modules)) {
  for (const [component, load] of Object.entries(mod.screens)) registry.set(component, load);
}

/** A menu item's component path as the features name it: no leading slash, no file extension. */
export function componentKey(component: string): string {
  return component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
}

/** The screen for a menu item's component path, or undefined (the shell shows its fallback). */
export function findScreen(component: string): LazyScreen | undefined {
  return registry.get(componentKey(component));
}

export function registeredComponents(): string[] {
  return [...registry.keys()];
}
