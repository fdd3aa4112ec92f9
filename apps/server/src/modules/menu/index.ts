// What other modules may use of the menu: the per-role rule the rights screen (权限管理) configures.
export { defaultVisible, FIXED_ROLE, lockedFor } from './menu-rights';
