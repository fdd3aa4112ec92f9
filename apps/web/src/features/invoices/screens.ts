import type { ScreenMap } from '../../shared/screen';

/** 电子发票 (issue 33) has no menu item of its own: 发票管理 is a tab of 结算汇总 (arrears), 税务设置 a row action of 收费规则. */
export const screens: ScreenMap = {};

/** Screens shown inside another feature's (never from the menu): the 发票管理 tab of 结算汇总, the 发票 tab of 综合查询's house. */
export const parts: ScreenMap = {
  'charging/settle/summary/invoices': () => import('./screens/invoices-tab'),
  'search/panel/invoices': () => import('./screens/house-invoices-panel'),
};
