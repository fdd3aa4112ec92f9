import type { ScreenMap } from '../../shared/screen';

/** 公共巡查's hand-written screen (its plans, patrols and checks are record screens). */
export const screens: ScreenMap = {
  'patrol/tools/qrcode': () => import('./screens/qrcode-screen'),
};
