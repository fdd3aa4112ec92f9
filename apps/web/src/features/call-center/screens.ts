import type { ScreenMap } from '../../shared/screen';

/** Menu components of the call-centre group (seed/src/menu-catalogue.ts). */
export const screens: ScreenMap = {
  'call-center/agent/index': () => import('./screens/agent-screen'),
  'call-center/records/index': () => import('./screens/records-screen'),
  'call-center/book/index': () => import('./screens/book-screen'),
};
