import type { ScreenMap } from '../../shared/screen';

/** 帮助中心: 帮助条目 (the AI-help items of every menu) and 服务案例库 (the service-case library). */
export const screens: ScreenMap = {
  'help/items/index': () => import('./screens/help-items-screen'),
  'help/cases/index': () => import('./screens/case-library-screen'),
};
