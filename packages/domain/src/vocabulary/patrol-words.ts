// 巡查签到's codes beside the domain's ROUND_STATES and verdicts (patrol/patrol-checkin.ts), declared once: the
// database's CHECKs are made from them.

import { ACCEPTED_VERDICTS, REFUSED_VERDICTS } from '../patrol/patrol-checkin';

/** Every scan is stored with its verdict, accepted or refused. */
export const SCAN_VERDICTS = [...ACCEPTED_VERDICTS, ...REFUSED_VERDICTS] as const;
