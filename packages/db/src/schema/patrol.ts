import { FIXED_DICTIONARY_CODES } from '@pm/domain';
import { bigint, boolean, check, date, index, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';
import { minuteTimestamp } from './record-area-columns';
import { liveUnique, recordColumns } from './records-audit';

// Public patrol (spec section 2, 公共巡查). A plan gives an inspector (a staff user) hours in a
// month; their available hours are their contracted monthly hours minus the hours planned.
// Enum columns hold dictionary item values (codes "1", "2" …); comments list the items in order.

const dateTime = () => minuteTimestamp();
const day = () => date({ mode: 'string' });
/** Hours with two decimals, read as numbers (the engine's number kind). */
const hours = () => numeric({ precision: 7, scale: 2, mode: 'number' });

/** Contracted monthly hours of an inspector; absent → the standard 174 hours. */
export const patrolInspectorHours = pgTable(
  'patrol_inspector_hours',
  {
    ...recordColumns(),
    /** The inspector's staff record (员工档案, staff_profiles.id), as plans reference them. */
    inspectorId: bigint({ mode: 'number' }).notNull(),
    monthlyHours: hours().notNull(),
  },
  (t) => [liveUnique('patrol_inspector_hours_inspector_id_unique', t, t.inspectorId)],
);

/** 巡查计划 (menu 73): a route given to an inspector (a staff record) for a month. */
export const patrolPlans = pgTable(
  'patrol_plans',
  {
    ...recordColumns(),
    planName: varchar({ length: 100 }).notNull(),
    route: varchar({ length: 200 }).notNull(),
    checkpoints: text(),
    inspectorId: bigint({ mode: 'number' }).notNull(),
    /** YYYY-MM of startDate: the month the hours count in (set by the server). */
    planMonth: varchar({ length: 7 }).notNull(),
    plannedHours: hours().notNull(),
    /** The inspector's contracted monthly hours when last computed (set by the server). */
    contractedHours: hours(),
    /** Contracted minus the planned hours of all the inspector's plans in the month (set by the server). */
    availableHours: hours(),
    /** The planner confirmed a plan that leaves the inspector negative available hours. */
    hoursConfirmed: boolean().notNull().default(false),
    /** 每日一次, 每日两次, 每周一次, 每周两次, 每月一次 */
    frequency: varchar({ length: 10 }).notNull(),
    startDate: day().notNull(),
    endDate: day().notNull(),
    /** 执行中, 已暂停, 已结束 */
    status: varchar({ length: 10 }).notNull(),
    remark: text(),
  },
  (t) => [
    index().on(t.companyId, t.inspectorId, t.planMonth),
    check('patrol_plans_status_check', oneOf(t.status, FIXED_DICTIONARY_CODES.plan_state)),
  ],
);

/** 日常巡查: one patrol walked. */
export const patrolRoutines = pgTable(
  'patrol_routines',
  {
    ...recordColumns(),
    planId: bigint({ mode: 'number' }),
    patrolDate: day().notNull(),
    route: varchar({ length: 200 }).notNull(),
    patrollerId: bigint({ mode: 'number' }),
    startedAt: dateTime(),
    endedAt: dateTime(),
    findings: text(),
    /** 正常, 异常 */
    result: varchar({ length: 10 }).notNull(),
    handling: text(),
  },
  (t) => [
    index().on(t.companyId, t.patrolDate),
    check('patrol_routines_result_check', oneOf(t.result, FIXED_DICTIONARY_CODES.check_result)),
  ],
);

/** 巡查检查: a supervisor's check of the patrols. */
export const patrolInspections = pgTable(
  'patrol_inspections',
  {
    ...recordColumns(),
    checkDate: day().notNull(),
    planId: bigint({ mode: 'number' }),
    checkerId: bigint({ mode: 'number' }),
    checkedItems: text().notNull(),
    score: numeric({ precision: 5, scale: 1, mode: 'number' }),
    issues: text(),
    /** 合格, 基本合格, 不合格 */
    conclusion: varchar({ length: 10 }).notNull(),
  },
  (t) => [
    index().on(t.companyId, t.checkDate),
    check('patrol_inspections_conclusion_check', oneOf(t.conclusion, FIXED_DICTIONARY_CODES.check_conclusion)),
  ],
);
