import type { ScreenMap } from '../../shared/screen';

/** 会计核算 screens (issue 13), each its own lazy chunk; every accounting helper adds its block. */
export const screens: ScreenMap = {
  // acct-assets: 固定资产 and 业财一体
  'accounting/asset/cards': () => import('./pages/assets-cards-screen'),
  'accounting/asset/depreciation': () => import('./pages/assets-depreciation-screen'),
  'charging/setup/voucher-templates': () => import('./pages/charging-vouchers-templates-screen'),
  'charging/settle/voucher': () => import('./pages/charging-vouchers-settle-screen'),
};
