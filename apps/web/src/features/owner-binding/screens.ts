import type { ScreenMap } from '../../shared/screen';

/** 客户服务中心 → 业主认证 (seed/src/menu-catalogue.ts, menu item 1299, route customer_owner-binding). */
export const screens: ScreenMap = {
  'service/owner-binding/index': () => import('./screens/owner-binding-screen'),
};
