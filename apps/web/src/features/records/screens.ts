import { allRecords } from '@pm/contracts';
import type { LazyScreen, ScreenMap } from '../../shared/screen';

/** The generic record screen, one lazy chunk shared by every record type. */
const load = (key: string): LazyScreen => async () => {
  const mod = await import('./record-screen');
  return { default: mod.screenFor(key) };
};

/** `record/<key>/index` → the generic list/form/import/export screen of that declaration. */
export const screens: ScreenMap = {
  ...Object.fromEntries(allRecords().filter((def) => !def.homeFunction).map((def) => [`record/${def.key}/index`, load(def.key)])),
  // 资料工具: the engine's import and export of the basic data, the kind chosen on the screen.
  'common/data/import': () => import('./datatools/data-import-screen'),
  'common/data/export': () => import('./datatools/data-export-screen'),
};

/** Screens shown inside another feature's (never from the menu): the 消息记录 tab of 综合查询's house. */
export const parts: ScreenMap = {
  'search/panel/messages': () => import('./house-messages-panel'),
  // Record types another screen shows as a tab (their homeFunction): 派工管理's 历史派工单.
  ...Object.fromEntries(allRecords().filter((def) => def.homeFunction).map((def) => [`record/${def.key}/index`, load(def.key)])),
};
