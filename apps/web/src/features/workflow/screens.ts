import type { ScreenMap } from '../../shared/screen';

/** 公文 (issue 14): 发文, 办文 and 查阅 (menu ids 213-215) share the document-flow screen. */
export const screens: ScreenMap = {
  'office/flow/index': () => import('./pages/document-flow-screen'),
};
