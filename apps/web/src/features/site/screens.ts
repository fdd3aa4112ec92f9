import type { ScreenMap } from '../../shared/screen';

/**
 * The system administrator's screen for requests from /register. A system-management menu item
 * with component `site/registration/list` opens it.
 */
export const screens: ScreenMap = {
  'site/registration/list': () => import('./screens/registration-list-screen'),
};
