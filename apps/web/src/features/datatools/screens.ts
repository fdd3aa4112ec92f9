import type { ScreenMap } from '../../shared/screen';

/** 系统备份 and 导出登记 (资料导入 / 资料导出 are the record engine's: features/records/screens.ts). */
export const screens: ScreenMap = {
  'setup/system/backup': () => import('./screens/backup-screen'),
  'setup/export/audit': () => import('./screens/export-audit-screen'),
};
