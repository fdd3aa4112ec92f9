import type { ScreenMap } from '../../shared/screen';

/** 会计核算中心 (issue 13): the accounting screens, each its own lazy chunk. */
export const screens: ScreenMap = {
  'accounting/voucher/entry': () => import('./screens/voucher-entry-screen'),
  'accounting/voucher/audit': () => import('./screens/voucher-audit-screen'),
  'accounting/voucher/post': () => import('./screens/voucher-post-screen'),
  'accounting/setup/subjects': () => import('./screens/subjects-screen'),
  // acct-ledger: periods, ledgers, reports
  'accounting/setup/periods': () => import('./screens/periods-screen'),
  'accounting/ledger/general': () => import('./screens/ledger-general-screen'),
  'accounting/ledger/detail': () => import('./screens/ledger-detail-screen'),
  'accounting/ledger/balance': () => import('./screens/ledger-balance-screen'),
  'accounting/report/balance-sheet': () => import('./screens/report-balance-sheet-screen'),
  'accounting/report/income': () => import('./screens/report-income-screen'),
  // acct-assets: 固定资产 and 业财一体
  'accounting/asset/cards': () => import('./pages/assets-cards-screen'),
  'accounting/asset/depreciation': () => import('./pages/assets-depreciation-screen'),
  'charging/setup/voucher-templates': () => import('./pages/charging-vouchers-templates-screen'),
  'charging/settle/voucher': () => import('./pages/charging-vouchers-settle-screen'),
};
