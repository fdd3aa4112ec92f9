import { RECON_COMPANY_STATES, RECON_DAY_STATES, RECON_ITEM_STATES, RECON_KINDS, RECON_RESOLUTIONS } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 线上对账 (issue 30): the vendor's daily trade bill matched against pay_orders and pay_refunds, the
// differences kept until explained, and the money of a balanced day moved to the bank by one voucher per
// company. docs/decisions.md "线上对账"; the words of the CHECKs are the domain's (payments/recon-kinds.ts).

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });
/** The bill's 手续费: yuan with 5 decimals, kept as written; rounded once at the settlement. */
const fee = () => numeric({ precision: 16, scale: 5 });

/** What the bill's summary row says, as read (decimal text). */
export interface PayReconSummary {
  count: number;
  settlementTotal: string;
  refundTotal?: string | undefined;
  feeTotal: string;
  orderTotal: string;
  requestedRefundTotal?: string | undefined;
}

/**
 * One merchant's bill day, written once and updated by each run (idempotent by merchant and day): the file's SHA1,
 * its rows and summary, our rows of the day, how many matched, and the state — waiting (no bill yet), failed (the bill
 * could not be had or read: `error`), differences (some open, or Σ rows ≠ summary), balanced 平.
 */
export const payReconDays = pgTable(
  'pay_recon_days',
  {
    id: id(),
    mchid: varchar({ length: 32 }).notNull(),
    billDate: date({ mode: 'string' }).notNull(),
    state: varchar({ length: 12 }).notNull().default('waiting'),
    sha1: varchar({ length: 40 }),
    billRows: integer().notNull().default(0),
    billPayments: integer().notNull().default(0),
    billPaymentTotal: money().notNull().default('0'),
    billRefunds: integer().notNull().default(0),
    billRefundTotal: money().notNull().default('0'),
    feeTotal: fee().notNull().default('0'),
    summary: jsonb().$type<PayReconSummary>(),
    /** Σ rows against the summary row, in words; null when they agree. */
    summaryProblems: text(),
    ourPayments: integer().notNull().default(0),
    ourPaymentTotal: money().notNull().default('0'),
    ourRefunds: integer().notNull().default(0),
    ourRefundTotal: money().notNull().default('0'),
    matchedRows: integer().notNull().default(0),
    openItems: integer().notNull().default(0),
    fetchedAt: at(),
    reconciledAt: at(),
    runs: integer().notNull().default(0),
    error: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_recon_days_unique').on(t.mchid, t.billDate),
    index('pay_recon_days_date_idx').on(t.billDate),
    check('pay_recon_days_state_check', oneOf(t.state, RECON_DAY_STATES)),
  ],
);

/**
 * A company's part of a bill day: the bill rows attributed to it (its orders' and refunds', or `c<id>` of the attach),
 * its own rows, its open differences, and once it is balanced the settlement voucher (or why it could not be written).
 */
export const payReconCompanies = pgTable(
  'pay_recon_companies',
  {
    dayId: ref().notNull(),
    companyId: companyRef(),
    billDate: date({ mode: 'string' }).notNull(),
    state: varchar({ length: 12 }).notNull(),
    billPayments: integer().notNull().default(0),
    billPaymentTotal: money().notNull().default('0'),
    billRefunds: integer().notNull().default(0),
    billRefundTotal: money().notNull().default('0'),
    feeTotal: fee().notNull().default('0'),
    /** The bill's money by settle method (6, 10): what each clearing subject is credited. */
    byMethod: jsonb().$type<{ method: string; receipts: string; refunds: string }[]>().notNull().default([]),
    ourPayments: integer().notNull().default(0),
    ourPaymentTotal: money().notNull().default('0'),
    ourRefunds: integer().notNull().default(0),
    ourRefundTotal: money().notNull().default('0'),
    items: integer().notNull().default(0),
    openItems: integer().notNull().default(0),
    voucherId: ref(),
    voucherError: text(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dayId, t.companyId] }),
    index('pay_recon_companies_company_idx').on(t.companyId, t.billDate),
    check('pay_recon_companies_state_check', oneOf(t.state, RECON_COMPANY_STATES)),
  ],
);

/**
 * One difference of a bill day, keyed by its kind and out_trade_no (out_refund_no for a refund's): open until a run
 * no longer finds it (then it is gone) or it is resolved — by the system (posted: a 长款 of ours recorded through the
 * one paid path; cross_day: found in the neighbouring day's bill) or by a person with a note. A resolved item is kept
 * whatever later runs find. Amounts in 元; a fee difference's in `ourFee`/`theirFee` with 5 decimals.
 */
export const payReconItems = pgTable(
  'pay_recon_items',
  {
    id: id(),
    dayId: ref().notNull(),
    billDate: date({ mode: 'string' }).notNull(),
    kind: varchar({ length: 14 }).notNull(),
    /** out_refund_no for refund kinds (and a refund's fee), else out_trade_no. */
    itemKey: varchar({ length: 64 }).notNull(),
    outTradeNo: varchar({ length: 32 }).notNull(),
    outRefundNo: varchar({ length: 64 }),
    transactionId: varchar({ length: 32 }),
    /** Our order's (or refund's) company, else the attach's `c<id>`; null when nobody's. */
    companyId: ref(),
    orderId: ref(),
    refundId: ref(),
    ours: money(),
    theirs: money(),
    ourFee: fee(),
    theirFee: fee(),
    /** The bill row's time (China), or null for ours alone. */
    billTime: varchar({ length: 19 }),
    /** The day our row is dated when it is not the bill's. */
    ourDay: date({ mode: 'string' }),
    /** What the run found out (the vendor's answer to a query …). */
    detail: text(),
    state: varchar({ length: 8 }).notNull().default('open'),
    resolution: varchar({ length: 10 }),
    resolvedBy: ref(),
    resolvedAt: at(),
    note: varchar({ length: 200 }),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_recon_items_unique').on(t.dayId, t.kind, t.itemKey),
    index('pay_recon_items_company_idx').on(t.companyId, t.billDate),
    index('pay_recon_items_key_idx').on(t.itemKey, t.kind).where(sql`${t.state} = 'open'`),
    check('pay_recon_items_kind_check', oneOf(t.kind, RECON_KINDS)),
    check('pay_recon_items_state_check', oneOf(t.state, RECON_ITEM_STATES)),
    check('pay_recon_items_resolution_check', oneOf(t.resolution, RECON_RESOLUTIONS)),
    check('pay_recon_items_resolved_check', sql`(${t.state} = 'resolved') = (${t.resolution} is not null and ${t.resolvedAt} is not null)`),
    check('pay_recon_items_note_check', sql`${t.resolution} is distinct from 'note' or (${t.note} is not null and ${t.resolvedBy} is not null)`),
  ],
);
