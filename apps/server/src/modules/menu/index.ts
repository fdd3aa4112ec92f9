// What other modules may use of the menu: the per-role rule the rights screen (权限管理) configures, the menu stamp, and
// the rights check every endpoint passes (installed once on the root instance by app.ts).
export { defaultVisible, FIXED_ROLE, lockedFor } from './menu-rights';
export { ensureMenuCatalogue, prepareMenuStamp } from './menu.repo';
export { decideFor, installRights, REFUSAL_LOG, type Rights } from './rights-check';
