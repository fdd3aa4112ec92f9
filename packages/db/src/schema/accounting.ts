import {
  ASSET_STATUSES,
  CHART_KEYS,
  PERIOD_ACTIONS,
  PERIOD_STATUSES,
  REPORT_KINDS,
  SETTLE_METHOD_CODES,
  SIDES,
  VOUCHER_ACTION_CODES,
  VOUCHER_SOURCES,
  VOUCHER_TEMPLATE_KINDS,
  VOUCHER_WORDS,
  WORD_MODES,
} from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 会计核算 (issue 13): a company's books. Subjects (会计科目) from a chart template, monthly periods,
// vouchers from 待修改 to 已登账 and their lines, the per-period totals that posting adds to, fixed
// assets and their monthly depreciation, and the charging events turned into vouchers (业财一体).
// The database keeps the books' rules (packages/db/sql/accounting_ledger.sql), so a bug in code
// cannot break them: a voucher leaving 待修改 balances, lines change only while 待修改, a posted
// voucher is never updated or deleted, nothing is posted into a closed period, and the period
// totals move only by posting.
// Amounts are numeric(14,2) text. A line's amount sits on one side; a red reversal (红字冲销)
// negates the original's amounts on the same sides.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });
/** 'YYYY-MM': an accounting period (one per calendar month). */
const periodKey = () => varchar({ length: 7 });

/** The company's book: which chart it was built from, the code scheme, the first period, voucher words. */
export const acctBooks = pgTable(
  'acct_books',
  {
    companyId: companyRef().primaryKey(),
    /** small 小企业会计准则 | enterprise 企业会计准则 (packages/domain accounting CHART_TEMPLATES). */
    chart: varchar({ length: 12 }).notNull(),
    /** Digits per level, '4-2-2' by default. */
    codeScheme: varchar({ length: 20 }).notNull().default('4-2-2'),
    /** The first period of the book: opening balances are as of its start. */
    startPeriod: periodKey().notNull(),
    /** single: 记 only | split: 收/付/转. */
    wordMode: varchar({ length: 6 }).notNull().default('single'),
    /** Close renumbers the period's vouchers per word 1..n when a deleted draft left a gap. */
    renumberOnClose: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('acct_books_chart_check', oneOf(t.chart, CHART_KEYS)),
    check('acct_books_word_mode_check', oneOf(t.wordMode, WORD_MODES)),
  ],
);

/** 会计科目: a node of the company's subject tree. Only a leaf (no children) takes voucher lines. */
export const acctSubjects = pgTable(
  'acct_subjects',
  {
    id: id(),
    companyId: companyRef(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    /** Voucher subject category 1-6 (spec §9; docs/decisions.md maps both charts). */
    category: smallint().notNull(),
    /** Balance direction: D 借 | C 贷. */
    direction: varchar({ length: 1 }).notNull(),
    parentId: ref(),
    level: smallint().notNull(),
    /** Auxiliary dimensions a line on this subject carries: comma-separated estate,house,customer. */
    aux: varchar({ length: 40 }).notNull().default(''),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acct_subjects_code_unique').on(t.companyId, t.code),
    index('acct_subjects_parent_idx').on(t.parentId),
    check('acct_subjects_direction_check', oneOf(t.direction, SIDES)),
    check('acct_subjects_category_check', sql`${t.category} between 1 and 6`),
  ],
);

/** 期初余额: a leaf subject's balance at the start of the book (debit positive, credit negative). */
export const acctOpeningBalances = pgTable(
  'acct_opening_balances',
  {
    companyId: companyRef(),
    subjectId: ref().notNull(),
    amount: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.subjectId] })],
);

/** 会计期间: one per month, opened in order; closed by 结账, re-opened (the latest only) by a supervisor. */
export const acctPeriods = pgTable(
  'acct_periods',
  {
    companyId: companyRef(),
    period: periodKey().notNull(),
    /** open | closed */
    status: varchar({ length: 6 }).notNull().default('open'),
    openedAt: at().notNull().defaultNow(),
    closedAt: at(),
    closedBy: ref(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period] }), check('acct_periods_status_check', oneOf(t.status, PERIOD_STATUSES))],
);

/** Close and re-open history of a period (who, when, why): append-only. */
export const acctPeriodEvents = pgTable(
  'acct_period_events',
  {
    id: id(),
    companyId: companyRef(),
    period: periodKey().notNull(),
    /** close | reopen */
    action: varchar({ length: 6 }).notNull(),
    reason: varchar({ length: 200 }),
    actorId: ref(),
    /** The 结转损益 voucher the close posted (null on re-open or when nothing to carry). */
    voucherId: ref(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index('acct_period_events_period_idx').on(t.companyId, t.period), check('acct_period_events_action_check', oneOf(t.action, PERIOD_ACTIONS))],
);

/**
 * Σ posted debit and credit of a leaf subject in a period: added to by the posting trigger only,
 * so a trial balance reads a few thousand rows, never the voucher lines. A subject's balance at
 * the end of a period = its opening balance + Σ (debit − credit) of this and earlier periods.
 */
export const acctSubjectTotals = pgTable(
  'acct_subject_totals',
  {
    companyId: companyRef(),
    period: periodKey().notNull(),
    subjectId: ref().notNull(),
    debit: money().notNull().default('0'),
    credit: money().notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period, t.subjectId] })],
);

/**
 * 凭证. status 1 待修改 2 待审核 3 待登账 4 已登账. Numbered per company, period and word when saved
 * (acct_voucher_counters); a deleted draft leaves a gap that close reports or renumbers.
 */
export const acctVouchers = pgTable(
  'acct_vouchers',
  {
    id: id(),
    companyId: companyRef(),
    period: periodKey().notNull(),
    /** 记 | 收 | 付 | 转 */
    word: varchar({ length: 1 }).notNull(),
    /**
     * Taken from the period's counter when the voucher first balances; null for a draft saved
     * unbalanced (暂存), so abandoned drafts leave no gap. Only a 待修改 voucher may be without one.
     */
    number: integer(),
    voucherDate: date({ mode: 'string' }).notNull(),
    status: smallint().notNull().default(1),
    /** 附单据张数 */
    attachments: integer().notNull().default(0),
    /** Σ debit and Σ credit of the lines (kept by the line triggers). */
    totalDebit: money().notNull().default('0'),
    totalCredit: money().notNull().default('0'),
    /** manual | charging | depreciation | closing | reversal | opening | pay-settle (线上对账's settlement to the bank) */
    source: varchar({ length: 12 }).notNull().default('manual'),
    /** What made it, for drill-down: 'charging:2026-11-25:estate:3:tender:4', 'depreciation:2026-10'. */
    sourceRef: varchar({ length: 120 }),
    /** 红字冲销: the posted voucher this one reverses (one reversal per voucher). */
    reversalOf: ref(),
    remark: varchar({ length: 200 }),
    makerId: ref(),
    auditorId: ref(),
    auditedAt: at(),
    posterId: ref(),
    postedAt: at(),
    /** 退回: the auditor's reason, kept until the next submit. */
    returnReason: varchar({ length: 200 }),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acct_vouchers_number_unique').on(t.companyId, t.period, t.word, t.number),
    uniqueIndex('acct_vouchers_reversal_unique').on(t.reversalOf),
    uniqueIndex('acct_vouchers_source_unique').on(t.companyId, t.sourceRef),
    index('acct_vouchers_status_idx').on(t.companyId, t.status, t.period),
    check('acct_vouchers_status_check', sql`${t.status} between 1 and 4`),
    check('acct_vouchers_numbered_check', sql`${t.status} = 1 or ${t.number} is not null`),
    check('acct_vouchers_word_check', oneOf(t.word, VOUCHER_WORDS)),
    check('acct_vouchers_source_check', oneOf(t.source, VOUCHER_SOURCES)),
  ],
);

/** A voucher line: 摘要, a leaf subject, one side (debit xor credit), auxiliaries. */
export const acctVoucherLines = pgTable(
  'acct_voucher_lines',
  {
    id: id(),
    companyId: companyRef(),
    voucherId: ref().notNull(),
    seq: integer().notNull(),
    summary: varchar({ length: 200 }).notNull(),
    subjectId: ref().notNull(),
    debit: money().notNull().default('0'),
    credit: money().notNull().default('0'),
    estateId: ref(),
    houseId: ref(),
    customerName: varchar({ length: 60 }),
  },
  (t) => [
    uniqueIndex('acct_voucher_lines_seq_unique').on(t.voucherId, t.seq),
    index('acct_voucher_lines_subject_idx').on(t.companyId, t.subjectId),
    check('acct_voucher_lines_one_side_check', sql`(${t.debit} <> 0) <> (${t.credit} <> 0)`),
  ],
);

/** The next voucher number per company, period and word: taken with UPDATE … RETURNING. */
export const acctVoucherCounters = pgTable(
  'acct_voucher_counters',
  {
    companyId: companyRef(),
    period: periodKey().notNull(),
    word: varchar({ length: 1 }).notNull(),
    next: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.period, t.word] })],
);

/** Append-only history of a voucher: save, submit, audit, return, unaudit, post, reverse, delete. */
export const acctVoucherEvents = pgTable(
  'acct_voucher_events',
  {
    id: id(),
    companyId: companyRef(),
    voucherId: ref().notNull(),
    action: varchar({ length: 10 }).notNull(),
    fromStatus: smallint(),
    toStatus: smallint(),
    reason: varchar({ length: 200 }),
    actorId: ref(),
    at: at().notNull().defaultNow(),
  },
  (t) => [index('acct_voucher_events_voucher_idx').on(t.voucherId), check('acct_voucher_events_action_check', oneOf(t.action, VOUCHER_ACTION_CODES))],
);

/**
 * 凭证模板: a voucher shape to start from (常用凭证, kind manual), or how a charging event becomes
 * voucher lines (kind charging: event, optional tender method or item, debit and credit subjects).
 */
export const acctVoucherTemplates = pgTable(
  'acct_voucher_templates',
  {
    id: id(),
    companyId: companyRef(),
    kind: varchar({ length: 8 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    word: varchar({ length: 1 }).notNull().default('记'),
    /** charging: released | payment | prepay | offset | deposit_in | deposit_out | late_fee | reduction | refund | agency */
    event: varchar({ length: 16 }),
    /** charging: settle method 1-6, 10 for payment-like events; null for any. */
    tenderMethod: varchar({ length: 2 }),
    /** charging: a charge item (its revenue subject); null for any. */
    itemId: ref(),
    debitSubjectCode: varchar({ length: 20 }),
    creditSubjectCode: varchar({ length: 20 }),
    /** manual: the lines as JSON [{summary, subjectCode, side: 'D'|'C', amount?}]. */
    lines: text(),
    summary: varchar({ length: 100 }),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('acct_voucher_templates_company_idx').on(t.companyId, t.kind),
    uniqueIndex('acct_voucher_templates_event_unique')
      .on(t.companyId, t.event, sql`coalesce(${t.tenderMethod}, '')`, sql`coalesce(${t.itemId}, 0)`)
      .where(sql`${t.kind} = 'charging' and ${t.active}`),
    check('acct_voucher_templates_kind_check', oneOf(t.kind, VOUCHER_TEMPLATE_KINDS)),
    check('acct_voucher_templates_tender_method_check', oneOf(t.tenderMethod, SETTLE_METHOD_CODES)),
  ],
);

/**
 * Which source rows a generated voucher summarises (a payment, a bill line, a reduction, a
 * depreciation): a source feeds one voucher only, so generating twice cannot book it twice.
 */
export const acctVoucherSources = pgTable(
  'acct_voucher_sources',
  {
    companyId: companyRef(),
    /** bill_line | payment | reduction | depreciation */
    sourceKind: varchar({ length: 12 }).notNull(),
    sourceId: ref().notNull(),
    voucherId: ref().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceKind, t.sourceId] }), index('acct_voucher_sources_voucher_idx').on(t.voucherId)],
);

/** 报表: a company's report definition (资产负债表, 利润表) built from the domain's templates. */
export const acctReports = pgTable(
  'acct_reports',
  {
    id: id(),
    companyId: companyRef(),
    /** balance_sheet | income */
    kind: varchar({ length: 14 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('acct_reports_kind_unique').on(t.companyId, t.kind), check('acct_reports_kind_check', oneOf(t.kind, REPORT_KINDS))],
);

/** A report row in the spec's shape (§3): name, type, category, formula1..6, parent, should/actual. */
export const acctReportRows = pgTable(
  'acct_report_rows',
  {
    id: id(),
    companyId: companyRef(),
    reportId: ref().notNull(),
    /** 行次 */
    rowNo: integer().notNull(),
    name: varchar({ length: 60 }).notNull(),
    type: smallint().notNull(),
    category: smallint().notNull(),
    parentRowNo: integer(),
    formula1: varchar({ length: 500 }),
    formula2: varchar({ length: 500 }),
    formula3: varchar({ length: 500 }),
    formula4: varchar({ length: 500 }),
    formula5: varchar({ length: 500 }),
    formula6: varchar({ length: 500 }),
    /** The row whose value this row should equal (资产总计 = 负债和所有者权益总计). */
    shouldRowNo: integer(),
  },
  (t) => [uniqueIndex('acct_report_rows_no_unique').on(t.reportId, t.category, t.rowNo)],
);

/** 资产类别 */
export const acctAssetCategories = pgTable(
  'acct_asset_categories',
  {
    id: id(),
    companyId: companyRef(),
    name: varchar({ length: 40 }).notNull(),
    lifeMonths: integer().notNull(),
    residualRate: numeric({ precision: 6, scale: 4 }).notNull().default('0.0500'),
    /** Depreciation method 1-4 (spec §9). */
    method: smallint().notNull().default(1),
  },
  (t) => [uniqueIndex('acct_asset_categories_name_unique').on(t.companyId, t.name)],
);

/** 资产卡片. Depreciation starts the month after acquisition and stops when fully depreciated or disposed. */
export const acctAssets = pgTable(
  'acct_assets',
  {
    id: id(),
    companyId: companyRef(),
    code: varchar({ length: 30 }).notNull(),
    name: varchar({ length: 60 }).notNull(),
    categoryId: ref(),
    estateId: ref(),
    acquiredOn: date({ mode: 'string' }).notNull(),
    cost: money().notNull(),
    residualRate: numeric({ precision: 6, scale: 4 }).notNull(),
    lifeMonths: integer().notNull(),
    method: smallint().notNull(),
    /** Method 2 (工作量法): the total work over the asset's life. */
    totalWork: numeric({ precision: 14, scale: 2 }),
    /** The leaf subject depreciation is charged to (管理费用-折旧费 by default). */
    expenseSubjectId: ref(),
    /** in_use | idle | disposed */
    status: varchar({ length: 8 }).notNull().default('in_use'),
    disposedOn: date({ mode: 'string' }),
    disposalVoucherId: ref(),
    remark: varchar({ length: 200 }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('acct_assets_code_unique').on(t.companyId, t.code),
    check('acct_assets_method_check', sql`${t.method} between 1 and 4`),
    check('acct_assets_status_check', oneOf(t.status, ASSET_STATUSES)),
    check('acct_assets_cost_check', sql`${t.cost} > 0`),
  ],
);

/** 折旧: one asset's depreciation of one period, written by the monthly run; never twice. */
export const acctDepreciations = pgTable(
  'acct_depreciations',
  {
    companyId: companyRef(),
    assetId: ref().notNull(),
    period: periodKey().notNull(),
    amount: money().notNull(),
    /** Method 2: the work done in the period. */
    work: numeric({ precision: 14, scale: 2 }),
    voucherId: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.period] }), index('acct_depreciations_period_idx').on(t.companyId, t.period)],
);
