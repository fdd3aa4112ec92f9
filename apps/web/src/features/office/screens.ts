import type { ScreenMap } from '../../shared/screen';

/** 行政事务中心 (issue 14): the office screens beside the document flow, each its own lazy chunk. */
export const screens: ScreenMap = {
  'office/workflow/templates': () => import('./screens/templates-screen'),
  'office/workflow/follow-up': () => import('./screens/follow-up-screen'),
  'office/workflow/push': () => import('./screens/push-screen'),
  'office/contacts/index': () => import('./screens/contacts-screen'),
};
