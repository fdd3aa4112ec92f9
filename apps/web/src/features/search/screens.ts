import type { ScreenMap } from '../../shared/screen';

/**
 * 综合查询 (issue 16): the named search page and the 投诉/报修/安全 info panels. The billing and
 * receivable panels are the arrears feature's; the named search shows them through the shell.
 */
export const screens: ScreenMap = {
  'search/named/index': () => import('./screens/named-search-screen'),
  'search/panel/complaint': () => import('./screens/panel-screens').then((m) => ({ default: m.ComplaintPanelScreen })),
  'search/panel/repair': () => import('./screens/panel-screens').then((m) => ({ default: m.RepairPanelScreen })),
  'search/panel/safety': () => import('./screens/panel-screens').then((m) => ({ default: m.SafetyPanelScreen })),
};
