import type { CloseGuard, CloseGuardMap } from '../shared/close-guard';
import { componentKey } from './screen-registry';

// Every feature's close-guards.ts, found at build time like its screens.ts.
const modules = import.meta.glob<{ closeGuards: CloseGuardMap }>('../features/*/close-guards.ts', { eager: true });

const registry = new Map<string, CloseGuard>();
for (const mod of Object.values(modules)) {
  for (const [component, guard] of Object.entries(mod.closeGuards)) registry.set(component, guard);
}

/** The close guard of a menu item's component path, or undefined (its tab closes without asking). */
export function findCloseGuard(component: string): CloseGuard | undefined {
  return registry.get(componentKey(component));
}
