import type { ScreenMap } from '../../shared/screen';

/** 收银台 (issue 12): the counter screens of 收付结算中心, each its own lazy chunk. */
export const screens: ScreenMap = {
  'charging/settle/normal': () => import('./screens/normal-screen'),
  'charging/settle/mid-month': () => import('./screens/mid-month-screen'),
  'charging/settle/other': () => import('./screens/other-screen'),
  'charging/settle/special': () => import('./screens/special-screen'),
  'charging/settle/prepay': () => import('./screens/prepay-screen'),
};

/** Screens shown inside another feature's (never from the menu): the 线上收款 tab of 结算汇总 (arrears). */
export const parts: ScreenMap = {
  'charging/settle/summary/online': () => import('./online/screens/online-orders-tab'),
  'charging/settle/summary/recon': () => import('./recon/screens/recon-tab'),
};
