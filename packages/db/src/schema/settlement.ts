import { ALLOCATION_SOURCES, REFUND_SETTLE_TYPES, SETTLE_ACCOUNT_KINDS, SETTLE_METHOD_CODES, SETTLE_TYPE_CODES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 结算 (issue 12): payments at the counter, their tenders and allocations, the house's accounts
// (预交款, 押金, 存零) and the estate's 代收 account, receipts and their numbering. Every row here
// but the counters and the account balances is append-only (packages/db/sql/settlement_ledger.sql):
// a refund or a correction is a new payment with negative amounts. Allocations lower the open part
// of bill lines (bill_line_open) in the same statement, and account entries move their account's
// balance, so what a house owes and holds can never drift from what was paid.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/**
 * 结算 (a payment): money in (positive) or out (negative) at the counter, of one settle type
 * (dictionary settle_type 1-14, docs/decisions.md). total = Σ tenders = Σ allocations (principal +
 * late fee) + Σ entries on the house's own accounts; a deferred constraint trigger checks it at commit.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    /** null only for 委付 (paid over to the principal of an estate's 代收 item). */
    houseId: ref(),
    /** settle_type 1-14 */
    settleType: varchar({ length: 2 }).notNull(),
    total: money().notNull(),
    /** Σ principal of the allocations. */
    principal: money().notNull().default('0'),
    /** Σ late fee (违约金) of the allocations. */
    lateFee: money().notNull().default('0'),
    payerName: varchar({ length: 50 }),
    remark: varchar({ length: 200 }),
    /** The payment this one reverses (冲红, type 14): one reversal per payment. */
    reversalOf: ref(),
    /** 托收: the bank's batch reference; 期初 (15): `opening:<import id>`. */
    batchRef: varchar({ length: 60 }),
    /** 实收: the money handed over when change was given back (null: no change). */
    received: money(),
    /** 找零: cash handed back to the payer, neither kept nor in an account; total = received − change. */
    changeGiven: money(),
    cashierId: ref(),
    /** The business day in China (UTC+8) the money moved: what daily reports group by. */
    businessDate: date({ mode: 'string' }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reversal_unique').on(t.reversalOf),
    index('payments_company_day_idx').on(t.companyId, t.businessDate),
    index('payments_house_idx').on(t.houseId, t.createdAt),
    check('payments_settle_type_check', oneOf(t.settleType, SETTLE_TYPE_CODES)),
    // Both or neither (a NULL comparison would let one alone through the check).
    check(
      'payments_change_check',
      sql`(${t.received} is null and ${t.changeGiven} is null) or (${t.received} is not null and ${t.changeGiven} is not null and ${t.changeGiven} > 0 and ${t.received} = ${t.total} + ${t.changeGiven})`,
    ),
  ],
);

/** How a payment's money moved: several tenders (cash plus WeChat) make one payment. */
export const paymentTenders = pgTable(
  'payment_tenders',
  {
    paymentId: ref().notNull(),
    seq: integer().notNull(),
    companyId: companyRef(),
    /** settle_method 1 2 3 4 5 6 10 */
    method: varchar({ length: 2 }).notNull(),
    amount: money().notNull(),
    /** The 收费账户 the money landed in, when chosen. */
    accountId: ref(),
    /** A transfer's or card slip's reference. */
    reference: varchar({ length: 60 }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.seq] }),
    check('payment_tenders_method_check', oneOf(t.method, SETTLE_METHOD_CODES)),
    check('payment_tenders_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * What a payment settled of one bill line: principal and the late fee fixed at payment, with the
 * days and rate it was computed from. A reversal writes the same rows negated. Inserting rows
 * lowers (or, negative, raises) the line's open part in bill_line_open, refusing more than is open.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    companyId: companyRef(),
    paymentId: ref().notNull(),
    lineId: ref().notNull(),
    houseId: ref().notNull(),
    itemId: ref().notNull(),
    principal: money().notNull(),
    lateFee: money().notNull().default('0'),
    lateDays: integer().notNull().default(0),
    lateRate: numeric({ precision: 8, scale: 6 }),
    /** cash: paid by the tenders; prepay: offset against the house's 预交款. */
    source: varchar({ length: 8 }).notNull().default('cash'),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_line_idx').on(t.lineId),
    check('payment_allocations_source_check', oneOf(t.source, ALLOCATION_SOURCES)),
  ],
);

/**
 * A balance held for a house (预交款 prepay, 押金 deposit per deposit item, 存零 change) or for an
 * estate (代收 agency per pass-through item: collected by 委收, paid over by 委付). The balance is
 * moved only by its entries' insert trigger and can never go below zero.
 */
export const settleAccounts = pgTable(
  'settle_accounts',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    /** 0 for an estate's agency account. */
    houseId: ref().notNull(),
    /** prepay | deposit | change | agency */
    kind: varchar({ length: 8 }).notNull(),
    /** The deposit's or the agency's charge item; 0 for prepay and change. */
    itemId: ref().notNull().default(0),
    balance: money().notNull().default('0'),
  },
  (t) => [
    uniqueIndex('settle_accounts_key_unique').on(t.companyId, t.houseId, t.kind, t.itemId, t.estateId),
    index('settle_accounts_estate_idx').on(t.companyId, t.estateId, t.kind),
    check('settle_accounts_balance_check', sql`${t.balance} >= 0`),
    check('settle_accounts_kind_check', oneOf(t.kind, SETTLE_ACCOUNT_KINDS)),
  ],
);

/** One move of an account: signed amount and the balance after it (set by the insert trigger). */
export const settleAccountEntries = pgTable(
  'settle_account_entries',
  {
    id: id(),
    companyId: companyRef(),
    accountId: ref().notNull(),
    paymentId: ref().notNull(),
    /** The bill line a pre-payment was offset against. */
    lineId: ref(),
    amount: money().notNull(),
    balanceAfter: money().notNull().default('0'),
    summary: varchar({ length: 100 }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('settle_account_entries_account_idx').on(t.accountId, t.id), index().on(t.paymentId)],
);

/** 收据: one per payment that moved money, numbered by the estate's receipt rule; never renumbered. */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    paymentId: ref().notNull(),
    /** The receipt rule that numbered it; null: the built-in rule (SJ + year + 6 digits). */
    ruleId: ref(),
    number: varchar({ length: 60 }).notNull(),
    issuedBy: ref(),
    issuedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipts_number_unique').on(t.companyId, t.number), uniqueIndex('receipts_payment_unique').on(t.paymentId)],
);

/** 作废: a receipt voided by the reversal of its payment; the receipt row and its number stay. */
export const receiptVoids = pgTable('receipt_voids', {
  receiptId: ref().primaryKey(),
  companyId: companyRef(),
  reversalPaymentId: ref().notNull(),
  reason: varchar({ length: 200 }).notNull(),
  voidedBy: ref(),
  voidedAt: at().notNull().defaultNow(),
});

/** Every print of a receipt: copy 1 is the original, later ones are marked 副本 (copy). */
export const receiptPrints = pgTable(
  'receipt_prints',
  {
    id: id(),
    companyId: companyRef(),
    receiptId: ref().notNull(),
    copyNo: integer().notNull(),
    printedBy: ref(),
    printedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receipt_prints_copy_unique').on(t.receiptId, t.copyNo)],
);

/**
 * The next serial of a receipt numbering: per rule (or per estate for the built-in rule) and reset
 * period ('-' never, YYYY, YYYYMM, YYYYMMDD). Taken with UPDATE … RETURNING in the payment's own
 * transaction, so a rolled-back payment gives its number back and numbers have no gaps.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    companyId: companyRef(),
    /** rule:<id> | estate:<id> */
    counterKey: varchar({ length: 40 }).notNull(),
    periodKey: varchar({ length: 8 }).notNull(),
    nextSerial: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.counterKey, t.periodKey] })],
);

/** 减免违约金: the late fee of a bill line waived, with the reason; append-only. */
export const lateFeeWaivers = pgTable('late_fee_waivers', {
  lineId: ref().primaryKey(),
  companyId: companyRef(),
  reason: varchar({ length: 200 }).notNull(),
  waivedBy: ref(),
  waivedAt: at().notNull().defaultNow(),
});

/** How a refund is to be paid back: the tenders of its payment once approved (positive here, negated when paid). */
export type RefundTenderDraft = { method: string; amount: string; accountId?: number | undefined; reference?: string | undefined };

/**
 * 退款申请 (issue 24, 审批分离): a refund entered at the counter (退押 7, 退预交款 8, 经付 9, 退存零款 11, 退房预交 13)
 * waits here until another person approves it; no money moves and no receipt number is taken before. Approving
 * writes its payment in the same transaction and links it (`paymentId`); a decided request never changes again
 * (refund_requests_guard in packages/db/sql/settlement_ledger.sql).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    settleType: varchar({ length: 2 }).notNull(),
    /** 退押: the deposit item paid back. */
    itemId: ref(),
    /** Paid back: positive. */
    amount: money().notNull(),
    tenders: jsonb().$type<RefundTenderDraft[]>().notNull(),
    payeeName: varchar({ length: 50 }),
    reason: varchar({ length: 200 }).notNull(),
    /** pending 待审批 | approved 已审批 | rejected 已驳回 */
    state: varchar({ length: 10 }).notNull().default('pending'),
    requestedBy: ref().notNull(),
    requestedAt: at().notNull().defaultNow(),
    decidedBy: ref(),
    decidedAt: at(),
    rejectReason: varchar({ length: 200 }),
    /** The refund's payment, written by the approval. */
    paymentId: ref(),
  },
  (t) => [
    index('refund_requests_company_state_idx').on(t.companyId, t.state, t.requestedAt),
    index('refund_requests_house_idx').on(t.houseId, t.state),
    uniqueIndex('refund_requests_payment_unique').on(t.paymentId),
    check('refund_requests_settle_type_check', oneOf(t.settleType, REFUND_SETTLE_TYPES)),
    check('refund_requests_amount_check', sql`${t.amount} > 0`),
    check(
      'refund_requests_state_check',
      sql`(${t.state} = 'pending' and ${t.decidedBy} is null and ${t.paymentId} is null)
        or (${t.state} = 'approved' and ${t.decidedBy} is not null and ${t.paymentId} is not null)
        or (${t.state} = 'rejected' and ${t.decidedBy} is not null and ${t.rejectReason} is not null and ${t.paymentId} is null)`,
    ),
  ],
);
