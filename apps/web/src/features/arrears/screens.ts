import type { ScreenMap } from '../../shared/screen';

/**
 * 欠费 and settlement reports (issue 12): arrears query and detail, the receivable and billing
 * search panels, 结算汇总 and 收费日报. The counter screens are another feature (settlement); these
 * screens reach them by menu route only.
 */
export const screens: ScreenMap = {
  'charging/arrears/query': () => import('./screens/arrears-query-screen'),
  'charging/arrears/detail': () => import('./screens/arrears-detail-screen'),
  'search/panel/receivable': () => import('./screens/receivable-screen'),
  'search/panel/billing': () => import('./screens/billing-screen'),
  'charging/settle/summary': () => import('./screens/settle-summary-screen'),
  'charging/reports/daily': () => import('./screens/daily-report-screen'),
};
