import type { ScreenMap } from '../../shared/screen';
import { loadSiteContent } from './content/load-content';

/**
 * The system administrator's screen for requests from /register. A system-management menu item
 * with component `site/registration/list` opens it.
 */
export const screens: ScreenMap = {
  // Its strings (admin.*) come with the pages' copy (content/), not with the login route.
  'site/registration/list': () =>
    Promise.all([import('./screens/registration-list-screen'), loadSiteContent()]).then(([screen]) => screen),
};
