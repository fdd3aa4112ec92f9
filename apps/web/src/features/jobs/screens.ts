import type { ScreenMap } from '../../shared/screen';

/** 后台作业 and 定时任务 (数据应用中心 › 系统设置). */
export const screens: ScreenMap = {
  'setup/jobs/index': () => import('./screens/jobs-screen'),
  'setup/jobs/schedules': () => import('./screens/schedules-screen'),
};
