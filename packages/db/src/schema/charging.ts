import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  AREA_TYPES,
  BILL_LINE_EVENT_ACTIONS,
  BILL_LINE_STATUSES,
  BILL_LINE_TARGETS,
  CHARGE_BASES,
  CHARGE_TARGETS,
  FIXED_DICTIONARY_CODES,
  PRICE_METHODS,
  PRORATIONS,
  READING_STATES,
  REDUCTION_KINDS,
  REDUCTION_STATES,
  ROUNDING_MODES,
  RUN_KINDS,
  RUN_STATES,
  SHARE_METHOD_CODES,
  SHARE_SCOPES,
} from '@pm/domain';
import { auditColumns, companyRef, id, money, money4, oneOf } from './columns';
import { liveUnique, recordColumns } from './records-audit';

// 收费 (issue 11). Amounts numeric(14,2), prices and quantities numeric(14,4), read and written as
// decimal strings. The bill line is the unit of truth: once released (待收费) it is never updated or
// deleted (triggers in packages/db/sql/charging_ledger.sql); what a house owes is the open part of
// its released lines, kept in bill_line_open and house_receivables by those triggers.

const day = () => date({ mode: 'string' });
const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });
const qty = () => numeric({ precision: 14, scale: 4 });

/** 收费项目 (record engine): what is charged; category, lifetime, cycle and the settlement flags. */
export const chargeItems = pgTable(
  'charge_items',
  {
    ...recordColumns(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** dictionary charge_item_category */
    category: varchar({ length: 10 }).notNull(),
    /** dictionary charge_lifetime: 1 按周期 2 一次性 3 按服务月 4 按协议 */
    lifetime: varchar({ length: 10 }).notNull(),
    /** Months per billing cycle of a periodic item (1, 2, 3, 6, 12). */
    cycleMonths: integer().notNull().default(1),
    /** Settlement order within one due date: lower first. */
    priority: integer().notNull().default(10),
    /** A pre-payment may be offset against this item's lines. */
    deductFromPrepay: boolean().notNull().default(true),
    /** Collected for a utility (代收代付): booked as a payable, not revenue. */
    passThrough: boolean().notNull().default(false),
    /** Revenue subject code for vouchers (accounting). */
    incomeSubject: varchar({ length: 30 }),
    remark: text(),
  },
  (t) => [
    liveUnique('charge_items_code_unique', t, t.code),
    liveUnique('charge_items_name_unique', t, t.name),
    check('charge_items_lifetime_check', oneOf(t.lifetime, FIXED_DICTIONARY_CODES.charge_lifetime)),
  ],
);

/** 收费账户 (record engine): where money of a settle method lands. */
export const chargeAccounts = pgTable(
  'charge_accounts',
  {
    ...recordColumns(),
    estateId: ref(),
    name: varchar({ length: 50 }).notNull(),
    /** dictionary settle_method */
    method: varchar({ length: 10 }).notNull(),
    bankName: varchar({ length: 100 }),
    accountNo: varchar({ length: 40 }),
    subjectCode: varchar({ length: 30 }),
    remark: text(),
  },
  (t) => [index().on(t.companyId, t.estateId), liveUnique('charge_accounts_name_unique', t, t.name)],
);

/** 欠费设置 (record engine): due day, grace and the contract's late-fee (违约金) terms per estate and item. */
export const arrearsSettings = pgTable(
  'arrears_settings',
  {
    ...recordColumns(),
    estateId: ref().notNull(),
    /** null: every item of the estate without its own setting. */
    itemId: ref(),
    /** A period's lines fall due this many days after the period's first day (0: on the first day). */
    dueDays: integer().notNull().default(0),
    graceDays: integer().notNull().default(0),
    /** Late fee per day on unpaid principal, e.g. 0.0003 for 0.3‰. */
    lateRatePerDay: numeric({ precision: 8, scale: 6, mode: 'number' }).notNull().default(0),
    /** Cap of the late fee as a share of the principal (1 = 100 %); null: no cap. */
    lateCapRatio: numeric({ precision: 6, scale: 4, mode: 'number' }),
    /** 告知公文 notices are cleared after this many days. */
    noticeKeepDays: integer().notNull().default(90),
    remark: text(),
  },
  (t) => [index().on(t.companyId, t.estateId)],
);

/**
 * 收费标准: how an item's amount is computed for an estate, one row per version. Versions of one
 * standard share `code`; a new version closes the previous one the day before it starts. A
 * standard already used by a bill line is never changed: a new version is written instead.
 */
export const chargeStandards = pgTable(
  'charge_standards',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    itemId: ref().notNull(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    version: integer().notNull().default(1),
    /** 1 单价×计费数量, 2 固定金额, 3 阶梯单价, 4 按日单价 */
    priceMethod: varchar({ length: 2 }).notNull(),
    /** What the quantity is: area | usage | house | parking | persons | days */
    basis: varchar({ length: 10 }).notNull(),
    /** area_charge_type 1 建筑 2 使用 3 套内; null: the estate's own. */
    areaType: varchar({ length: 2 }),
    unitPrice: money4(),
    fixedAmount: money(),
    /** Rate of a vacant house (空置房), e.g. 0.5000; null: full rate. */
    vacantRate: numeric({ precision: 6, scale: 4 }),
    /** half_up_2 | half_up_1 | ceil_2 | floor_2 | half_up_0 */
    rounding: varchar({ length: 12 }).notNull().default('half_up_2'),
    /** actual_days | days30 | none: how a month begun or ended inside is charged. */
    proration: varchar({ length: 12 }).notNull().default('actual_days'),
    validFrom: day().notNull(),
    validTo: day(),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    index().on(t.companyId, t.estateId, t.itemId),
    uniqueIndex('charge_standards_code_version_unique').on(t.companyId, t.code, t.version),
    check('charge_standards_price_method_check', oneOf(t.priceMethod, PRICE_METHODS)),
    check('charge_standards_basis_check', oneOf(t.basis, CHARGE_BASES)),
    check('charge_standards_area_type_check', oneOf(t.areaType, AREA_TYPES)),
    check('charge_standards_rounding_check', oneOf(t.rounding, ROUNDING_MODES)),
    check('charge_standards_proration_check', oneOf(t.proration, PRORATIONS)),
  ],
);

/** Bands of a tiered (阶梯) standard, half-open [fromQty, toQty), cumulative within a period. */
export const chargeStandardTiers = pgTable(
  'charge_standard_tiers',
  {
    standardId: ref().notNull(),
    seq: integer().notNull(),
    fromQty: qty().notNull(),
    toQty: qty(),
    unitPrice: money4().notNull(),
  },
  (t) => [primaryKey({ columns: [t.standardId, t.seq] })],
);

/**
 * A standard bound to a house (or one of its parking spaces or meters) from `startDate`. One
 * binding per house, target and item at a time: rebinding ends the previous one.
 */
export const chargeBindings = pgTable(
  'charge_bindings',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    /** house | parking | meter */
    targetType: varchar({ length: 10 }).notNull(),
    /** The parking space or meter id; the house id for a house. */
    targetId: ref().notNull(),
    itemId: ref().notNull(),
    /** The standard's code: the version in force on each billed day applies. */
    standardCode: varchar({ length: 30 }).notNull(),
    startDate: day().notNull(),
    endDate: day(),
    /** Persons, days or a coefficient when the standard's basis needs one per house. */
    quantity: qty(),
    ...auditColumns,
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    index().on(t.houseId),
    uniqueIndex('charge_bindings_open_unique').on(t.companyId, t.targetType, t.targetId, t.itemId).where(sql`${t.endDate} is null`),
    check('charge_bindings_target_type_check', oneOf(t.targetType, CHARGE_TARGETS)),
  ],
);

/** 抄表: one reading per meter and period; feeds a bill only once audited (C), and only once. */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    meterId: ref().notNull(),
    houseId: ref(),
    /** YYYY-MM */
    period: varchar({ length: 7 }).notNull(),
    previous: numeric({ precision: 14, scale: 2 }).notNull(),
    current: numeric({ precision: 14, scale: 2 }).notNull(),
    rolledOver: boolean().notNull().default(false),
    /** (current − previous, or through the roll-over) × the meter's multiplier. */
    usage: qty().notNull(),
    unusual: boolean().notNull().default(false),
    /** W 待审核, C 已审核, F 已驳回 */
    state: varchar({ length: 1 }).notNull().default('W'),
    readOn: day().notNull(),
    readBy: ref(),
    auditedBy: ref(),
    auditedAt: at(),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('meter_readings_meter_period_unique').on(t.companyId, t.meterId, t.period),
    index().on(t.companyId, t.estateId, t.period),
    check('meter_readings_state_check', oneOf(t.state, READING_STATES)),
  ],
);

/** 分摊设置: what is shared (a shared meter's usage priced by a standard, or a fixed amount), over which houses, by which method. */
export const shareRules = pgTable(
  'share_rules',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    itemId: ref().notNull(),
    name: varchar({ length: 50 }).notNull(),
    /** share_method: 1 2 10 11 12 13 14 15 16 */
    method: varchar({ length: 2 }).notNull(),
    /** The shared (public or total) meter whose audited usage is shared; null: `amount` per period. */
    meterId: ref(),
    /** Standard pricing the shared usage (basis usage). */
    standardCode: varchar({ length: 30 }),
    amount: money(),
    /** estate | building | houses */
    scope: varchar({ length: 10 }).notNull(),
    buildingId: ref(),
    /** area_charge_type for method 1 and 12 */
    areaType: varchar({ length: 2 }).notNull().default('1'),
    active: boolean().notNull().default(true),
    remark: text(),
    ...auditColumns,
  },
  (t) => [
    index().on(t.companyId, t.estateId),
    check('share_rules_method_check', oneOf(t.method, SHARE_METHOD_CODES)),
    check('share_rules_scope_check', oneOf(t.scope, SHARE_SCOPES)),
    check('share_rules_area_type_check', oneOf(t.areaType, AREA_TYPES)),
  ],
);

/** The houses of a share rule of scope `houses`, and per-house weights where the method needs one. */
export const shareRuleHouses = pgTable(
  'share_rule_houses',
  {
    ruleId: ref().notNull(),
    houseId: ref().notNull(),
    /** Coefficient (16), persons (14) or days (15) when given per house. */
    weight: qty(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.houseId] })],
);

/** 计费: one run (常规 normal, 月中 mid_month, 其他 other, 服务计费 service, 分摊 share) as a job with progress. */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    kind: varchar({ length: 10 }).notNull(),
    /** First and last month billed (YYYY-MM). */
    periodFrom: varchar({ length: 7 }).notNull(),
    periodTo: varchar({ length: 7 }).notNull(),
    /** Mid-month: the charged days inside the period. */
    dateFrom: day(),
    dateTo: day(),
    /** { buildingIds?, houseIds?, itemIds?, shareRuleId?, dispatchIds?, workOrderIds?, serviceItemId? } */
    scope: jsonb().notNull(),
    /** running | done | failed | cancelled */
    state: varchar({ length: 10 }).notNull().default('running'),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    linesCreated: integer().notNull().default(0),
    linesSkipped: integer().notNull().default(0),
    amount: money().notNull().default('0'),
    error: text(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
    /** The job (jobs) that carries the run's batches on the queue. */
    jobId: ref(),
  },
  (t) => [
    index().on(t.companyId, t.createdAt),
    check('bill_runs_kind_check', oneOf(t.kind, RUN_KINDS)),
    check('bill_runs_state_check', oneOf(t.state, RUN_STATES)),
  ],
);

/**
 * 应收 (bill line). `status` pending_calc 待计费 → pending_audit 待审核 → audited 已审核 →
 * released 待收费; 已收费 is a released line with nothing open (bill_line_open). Before release a
 * line is a draft; from release on it is never updated or deleted (trigger). A correction is a
 * reversal line (negative, `reversalOf`) plus a new line of the next `generation`.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    itemId: ref().notNull(),
    runId: ref(),
    /** house | parking | meter | share | service | other */
    targetType: varchar({ length: 10 }).notNull(),
    targetId: ref(),
    standardId: ref(),
    /** YYYY-MM */
    period: varchar({ length: 7 }).notNull(),
    periodFrom: day().notNull(),
    periodTo: day().notNull(),
    /** Idempotency: one line per house, item, target and period in each generation. */
    billKey: varchar({ length: 80 }).notNull(),
    generation: integer().notNull().default(0),
    quantity: qty(),
    unitPrice: money4(),
    /** Share of the month charged, as "days/days in month" (proration); null: the whole month. */
    fraction: varchar({ length: 12 }),
    gross: money(),
    reduction: money().notNull().default('0'),
    net: money(),
    dueDate: day().notNull(),
    status: varchar({ length: 14 }).notNull(),
    readingId: ref(),
    shareRuleId: ref(),
    dispatchId: ref(),
    /** 服务计费 of a finished 有偿服务 work order (work_orders): its generation-0 line is its only bill. */
    workOrderId: ref(),
    /** The released line this one reverses (negative amounts). */
    reversalOf: ref(),
    /** The released line this one adjusts (a reduction after release). */
    adjustsLineId: ref(),
    remark: varchar({ length: 200 }),
    /** 期初: the opening import (opening_imports) that brought this line over from another system. */
    openingId: ref(),
    /** 违约金起算日: the first day its late fee accrues, when the line says so (a 期初 line); null: due date + grace. */
    lateFrom: day(),
    auditedBy: ref(),
    auditedAt: at(),
    releasedBy: ref(),
    releasedAt: at(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('bill_lines_bill_key_unique').on(t.companyId, t.billKey, t.generation),
    uniqueIndex('bill_lines_reversal_unique').on(t.reversalOf),
    // The counter asks per open line whether an adjustment of it waits for its audit (counter.repo.ts).
    index('bill_lines_adjusts_idx').on(t.adjustsLineId).where(sql`${t.adjustsLineId} is not null`),
    // A work order is billed at most once: a reversal and its replacement are later generations of the same line.
    uniqueIndex('bill_lines_work_order_unique').on(t.workOrderId).where(sql`${t.workOrderId} is not null and ${t.generation} = 0`),
    uniqueIndex('bill_lines_reading_unique').on(t.readingId).where(sql`${t.reversalOf} is null and ${t.adjustsLineId} is null`),
    index('bill_lines_company_status_idx').on(t.companyId, t.status, t.estateId, t.period),
    index('bill_lines_house_idx').on(t.houseId, t.period),
    // A drill-down's keyset (period, line) over released lines reads one page in index order (dashboards.repo.ts).
    index('bill_lines_released_period_idx').on(t.companyId, t.period, t.id).where(sql`${t.releasedAt} is not null`),
    index().on(t.runId),
    index('bill_lines_opening_idx').on(t.openingId).where(sql`${t.openingId} is not null`),
    check('bill_lines_target_type_check', oneOf(t.targetType, BILL_LINE_TARGETS)),
    check('bill_lines_status_check', oneOf(t.status, BILL_LINE_STATUSES)),
  ],
);

/** Every move of a bill line (who, when, from, to): append-only. */
export const billLineEvents = pgTable(
  'bill_line_events',
  {
    id: id(),
    companyId: companyRef(),
    lineId: ref().notNull(),
    /** create | delete | submit | approve | reject | unapprove | release | reverse | rebill | reduce | recompute */
    action: varchar({ length: 12 }).notNull(),
    fromStatus: varchar({ length: 14 }),
    toStatus: varchar({ length: 14 }),
    note: varchar({ length: 200 }),
    by: ref(),
    at: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.lineId),
    index().on(t.companyId, t.at),
    check('bill_line_events_action_check', oneOf(t.action, BILL_LINE_EVENT_ACTIONS)),
    check('bill_line_events_from_status_check', oneOf(t.fromStatus, BILL_LINE_STATUSES)),
    check('bill_line_events_to_status_check', oneOf(t.toStatus, BILL_LINE_STATUSES)),
  ],
);

/** 减免: a reduction of a bill line by amount or percent, with reason and approver. */
export const reductions = pgTable(
  'reductions',
  {
    id: id(),
    companyId: companyRef(),
    lineId: ref().notNull(),
    houseId: ref().notNull(),
    /** amount | percent */
    kind: varchar({ length: 8 }).notNull(),
    value: money4().notNull(),
    amount: money().notNull(),
    reason: varchar({ length: 200 }).notNull(),
    /** pending 待审批 | approved 已批准 | rejected 已驳回 */
    state: varchar({ length: 10 }).notNull().default('pending'),
    requestedBy: ref(),
    requestedAt: at().notNull().defaultNow(),
    approvedBy: ref(),
    approvedAt: at(),
    /** After release: the adjustment line that carries it. */
    adjustmentLineId: ref(),
  },
  (t) => [
    index().on(t.companyId, t.state),
    index().on(t.lineId),
    check('reductions_kind_check', oneOf(t.kind, REDUCTION_KINDS)),
    check('reductions_state_check', oneOf(t.state, REDUCTION_STATES)),
  ],
);

/**
 * What is still open of each released line (one row per line with something open). Inserted by
 * the release trigger; payment allocations lower it (and their reversals raise it) through their
 * insert trigger; a line with nothing open is 已收费.
 */
export const billLineOpen = pgTable(
  'bill_line_open',
  {
    lineId: ref().primaryKey(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    itemId: ref().notNull(),
    dueDate: day().notNull(),
    /** The line's own late-fee start (bill_lines.late_from), copied so the arrears read no line. */
    lateFrom: day(),
    open: money().notNull(),
  },
  (t) => [
    index('bill_line_open_house_idx').on(t.houseId, t.dueDate),
    // Ends with the line so a drill-down's keyset (due date, line) reads one page in index order (dashboards.repo.ts).
    index('bill_line_open_company_idx').on(t.companyId, t.estateId, t.dueDate, t.lineId),
    index('bill_line_open_due_idx').on(t.companyId, t.dueDate, t.lineId),
    // Nothing pays or reverses more than is open (settlement_ledger.sql, charging_ledger.sql).
    check('bill_line_open_open_check', sql`${t.open} >= 0`),
  ],
);

/** What each house owes now: Σ open of its released lines, kept by triggers on bill_line_open. */
export const houseReceivables = pgTable(
  'house_receivables',
  {
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    open: money().notNull().default('0'),
    openLines: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.houseId] }), index('house_receivables_company_idx').on(t.companyId, t.estateId)],
);

/**
 * The ageing of each house: its open lines and amount per due date, kept with house_receivables
 * by triggers on bill_line_open (packages/db/sql/settlement_receivables_ageing.sql).
 */
export const houseDueOpen = pgTable(
  'house_due_open',
  {
    houseId: ref().notNull(),
    dueDate: day().notNull(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    lines: integer().notNull(),
    open: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.houseId, t.dueDate] })],
);

/**
 * The company's arrears by due date in a few thousand rows, so ageing buckets are summed without
 * reading the open lines: per (estate, due date, previous open due date of the same house; -infinity
 * for a house's oldest) the houses with that pair and their open lines and amount. A house has open
 * lines in a window of due dates [a, b] exactly when one of its pairs has due in [a, b] and previous
 * due before a, so distinct houses per bucket are sums too (arrears.repo.ts bucketSums).
 */
export const arrearsDuePairs = pgTable(
  'arrears_due_pairs',
  {
    companyId: companyRef(),
    estateId: ref().notNull(),
    dueDate: day().notNull(),
    prevDue: day().notNull(),
    houses: integer().notNull(),
    lines: integer().notNull(),
    open: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.estateId, t.dueDate, t.prevDue] })],
);
