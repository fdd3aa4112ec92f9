import type { ScreenMap } from '../../shared/screen';

/** 派工管理 (menu 127): the dispatcher's board of work orders (issue 34), with the old 派工单 records as a tab. */
export const screens: ScreenMap = {
  'workorders/board/index': () => import('./screens/board-screen'),
};
