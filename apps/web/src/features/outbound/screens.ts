import type { ScreenMap } from '../../shared/screen';

/** 收费作业 → 消息发送 (seed/src/menu-catalogue.ts, menu item 1298, function charge_ops-messages). */
export const screens: ScreenMap = {
  'charging/ops/messages': () => import('./screens/messages-screen'),
};
