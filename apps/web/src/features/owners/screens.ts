import type { ScreenMap } from '../../shared/screen';

/** 业主账户与决策 (issue 15): the accounts of 大会管理中心 and the owners' votes, elections and outsourcing contracts. */
export const screens: ScreenMap = {
  'owners/accounts/private': () => import('./screens/private-screen'),
  'owners/accounts/public': () => import('./screens/public-screen'),
  'owners/accounts/repair': () => import('./screens/repair-screen'),
  'owners/accounts/repair-fund': () => import('./screens/repair-fund-screen'),
  'owners/decision/votes': () => import('./screens/votes-screen'),
  'owners/decision/elections': () => import('./screens/elections-screen'),
  'owners/decision/outsourcing': () => import('./screens/outsourcing-screen'),
  'owners/archive/index': () => import('./screens/archive-screen'),
  'budget/public/create': () => import('./screens/budget-create-screen'),
  'budget/public/audit': () => import('./screens/budget-audit-screen'),
  'budget/public/vote': () => import('./screens/budget-vote-screen'),
  'budget/public/end': () => import('./screens/budget-end-screen'),
};
