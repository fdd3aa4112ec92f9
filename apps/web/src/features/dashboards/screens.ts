import type { ScreenMap } from '../../shared/screen';

/**
 * 决策看板 (issue 16): customer, estate, service and settlement dashboards. Each screen is its own
 * lazy chunk with the chart library, so nothing of it reaches the login route.
 */
export const screens: ScreenMap = {
  'dashboard/decision/customer': () => import('./screens/customer-dashboard'),
  'dashboard/decision/estate': () => import('./screens/estate-dashboard'),
  'dashboard/decision/service': () => import('./screens/service-dashboard'),
  'dashboard/decision/settlement': () => import('./screens/settlement-dashboard'),
};
