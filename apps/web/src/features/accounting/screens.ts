import type { ScreenMap } from '../../shared/screen';

/** 会计核算中心 (issue 13): the accounting screens, each its own lazy chunk. */
export const screens: ScreenMap = {
  'accounting/voucher/entry': () => import('./screens/voucher-entry-screen'),
  'accounting/voucher/audit': () => import('./screens/voucher-audit-screen'),
  'accounting/voucher/post': () => import('./screens/voucher-post-screen'),
  'accounting/setup/subjects': () => import('./screens/subjects-screen'),
};
