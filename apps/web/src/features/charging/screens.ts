import type { ScreenMap } from '../../shared/screen';

/**
 * 收付结算中心 hand-written charging screens (issue 11), each its own lazy chunk. 收费规则, 收费账户 and
 * 欠费设置 are record screens (the menu catalogue gives them record/<key>/index).
 */
export const screens: ScreenMap = {
  'charging/ops/standards': () => import('./screens/standards-screen'),
  'charging/ops/meter-reading': () => import('./screens/meter-reading-screen'),
  'charging/ops/audit': () => import('./screens/audit-screen'),
  'charging/ops/reductions': () => import('./screens/reductions-screen'),
  'charging/ops/sharing': () => import('./screens/sharing-screen'),
  'charging/ops/service-billing': () => import('./screens/service-billing-screen'),
  'charging/ops/notices': () => import('./screens/dunning-screen'),
  'charging/setup/sharing': () => import('./screens/share-rules-screen'),
  'charging/setup/meters': () => import('./screens/meters-screen'),
  'charging/server/charge': () => import('./screens/server-charge-screen'),
};
