import type { ScreenMap } from '../../shared/screen';

/**
 * 管理设置 screens that are not generic record screens: the menu catalogue gives them the record
 * component paths of shared design point 3 (no record type is declared under these keys).
 */
export const screens: ScreenMap = {
  'record/staff-permission/index': () => import('./screens/staff-permission-screen'),
  'record/system-log/index': () => import('./screens/system-log-screen'),
};
