import { lazy, type ComponentType } from 'react';

// 业主端 (issue 31): the owners' portal under /owner, a feature the shell composes but does not own (feature-slots).
// In a module of its own: the portal's own start (app/owner-start) takes this and nothing else of the shell (not even
// the chunk timeout and its error list: the portal's first screen stays under 120 KB of script).

/** The portal's addresses: /owner and everything under it. */
export function isOwnerPath(pathname: string): boolean {
  return pathname === '/owner' || pathname.startsWith('/owner/');
}

interface OwnerPortalModule {
  OwnerPortal: ComponentType;
}
const loadOwnerPortal = Object.values(import.meta.glob<OwnerPortalModule>('../features/owner-portal/index.ts'))[0];

/** /owner/*: the portal's routes (sign-in, 账单, 缴费记录, 我的), lazily loaded; null when not part of the build. */
export const OwnerPortal: ComponentType | null = loadOwnerPortal
  ? lazy(() => loadOwnerPortal().then((m) => ({ default: m.OwnerPortal })))
  : null;
