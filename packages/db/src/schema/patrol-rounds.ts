import { sql } from 'drizzle-orm';
import { ROUND_STATES, SCAN_VERDICTS } from '@pm/domain';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';

// 巡查签到 (issue 34): an inspector walks a plan's route scanning the points' signed QR labels. A round is one plan on
// one China day, made by its first accepted scan; every scan, accepted or refused, is kept (append-only, trigger in
// packages/db/sql/patrol_rounds.sql) so the supervisor sees the attempts. docs/decisions.md "巡查签到".

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/** One plan walked on one day: 巡检中 until every point has an accepted scan, then 已完成. */
export const patrolRounds = pgTable(
  'patrol_rounds',
  {
    id: id(),
    companyId: companyRef(),
    planId: ref().notNull(),
    /** The plan's inspector (staff_profiles.id) when the round began. */
    inspectorId: ref().notNull(),
    /** China day, YYYY-MM-DD. */
    day: date({ mode: 'string' }).notNull(),
    /** 巡检中, 已完成 */
    state: varchar({ length: 10 }).notNull(),
    /** How many points the plan had when the round began. */
    pointCount: integer().notNull(),
    startedAt: at().notNull(),
    finishedAt: at(),
  },
  (t) => [
    uniqueIndex('patrol_rounds_plan_day_unique').on(t.planId, t.day),
    index().on(t.companyId, t.day),
    check('patrol_rounds_state_check', oneOf(t.state, ROUND_STATES)),
  ],
);

/** One scan of a point label: 准时 / 顺序不符 (accepted) or 二维码无效 / 重复签到 / 非本人计划 / 不在计划期 (refused). */
export const patrolScans = pgTable(
  'patrol_scans',
  {
    id: id(),
    companyId: companyRef(),
    /** The round it counts in; null when refused before a round applies (a bad code, another's plan, out of dates). */
    roundId: ref(),
    /** The plan the code names (null when the code named none). */
    planId: ref(),
    /** The point's place in the plan (null when unreadable). */
    seq: integer(),
    /** Who scanned (users.id). */
    userId: ref().notNull(),
    /** The scanned text as sent (cut to 200 characters), for the supervisor. */
    code: varchar({ length: 200 }).notNull(),
    scannedAt: at().notNull(),
    verdict: varchar({ length: 10 }).notNull(),
    reason: text(),
  },
  (t) => [
    index().on(t.roundId),
    index().on(t.companyId, t.scannedAt),
    // one accepted scan per point and round, whatever the timing of two scans
    uniqueIndex('patrol_scans_point_unique').on(t.roundId, t.seq).where(sql`${t.verdict} in ('准时', '顺序不符')`),
    check('patrol_scans_verdict_check', oneOf(t.verdict, SCAN_VERDICTS)),
  ],
);
