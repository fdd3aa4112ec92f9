import type { ScreenMap } from '../../shared/screen';

/** System management (系统管理) screens for sa and super. */
export const screens: ScreenMap = {
  'sysadmin/customers/index': () => import('./screens/customers-screen'),
  'sysadmin/menu/index': () => import('./screens/menu-screen'),
  'sysadmin/pictures/index': () => import('./screens/pictures-screen'),
  'sysadmin/release/index': () => import('./screens/release-screen'),
  'sysadmin/file-config/index': () => import('./screens/file-config-screen'),
  'sysadmin/website/index': () => import('./screens/website-screen'),
  'sysadmin/dictionary/index': () => import('./screens/dictionary-screen'),
  'sysadmin/documents/index': () => import('./screens/documents-screen'),
  'sysadmin/navigation/index': () => import('./screens/navigation-screen'),
  'sysadmin/rights/index': () => import('./screens/rights-screen'),
};
