import { BUYER_TYPES, INVOICE_DIRECTIONS, INVOICE_MERGE_MODES, INVOICE_POLICY_FLAGS, INVOICE_RED_REASONS, INVOICE_STATES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 电子发票 (issue 33): the tax setup of charge items and of the company as seller, invoice requests made from
// receipts, their lines, the invoices the platform issued and the 红字确认单 of red letters. A receipt line (a
// payment allocation) is never invoiced beyond what was paid, net of red letters: invoice_allocation_totals keeps
// the running sum per allocation, moved only by the triggers of packages/db/sql/invoices.sql.

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });
/** A VAT rate or 征收率 as a fraction: 0.0600. */
const rate = () => numeric({ precision: 5, scale: 4 });

/** 税收分类编码 and rate of a charge item, per company (收费规则's tax tab). */
export const invoiceTaxItems = pgTable(
  'invoice_tax_items',
  {
    companyId: companyRef(),
    itemId: ref().notNull(),
    /** 税收分类编码: 19 digits. */
    taxCode: varchar({ length: 19 }).notNull(),
    rate: rate().notNull(),
    /** The charge amounts include tax (the usual case): 金额 = 含税 / (1 + rate); otherwise the tax comes on top. */
    priceIncludesTax: boolean().notNull().default(true),
    /** favouredPolicyFlag: 01 简易征收, 03 免税, 04 不征税, 08/09/10 simplified; null: none. */
    policyFlag: varchar({ length: 2 }),
    /** 项目名称 on the invoice; null: the item's name. */
    goodsName: varchar({ length: 90 }),
    updatedBy: ref(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.itemId] }),
    check('invoice_tax_items_rate_check', sql`${t.rate} >= 0 and ${t.rate} < 1`),
    check('invoice_tax_items_code_check', sql`${t.taxCode} ~ '^[0-9]{19}$'`),
    check('invoice_tax_items_policy_flag_check', oneOf(t.policyFlag, INVOICE_POLICY_FLAGS)),
  ],
);

/** The company as seller (销方) and how its invoices are made. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    companyId: ref().primaryKey(),
    sellerName: varchar({ length: 100 }).notNull(),
    /** 统一社会信用代码, as registered with the platform (its userTax). */
    sellerTaxId: varchar({ length: 20 }).notNull(),
    address: varchar({ length: 200 }).notNull().default(''),
    tel: varchar({ length: 30 }).notNull().default(''),
    /** 开户行及账号 */
    bankAccount: varchar({ length: 100 }).notNull().default(''),
    /** 开票人 */
    clerk: varchar({ length: 20 }).notNull().default(''),
    /** merged: one invoice per receipt; per_item: one per charge item of the receipt. */
    mergeMode: varchar({ length: 8 }).notNull().default('merged'),
    updatedBy: ref(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('invoice_settings_merge_check', oneOf(t.mergeMode, INVOICE_MERGE_MODES))],
);

/**
 * 开票申请: a blue invoice asked for a receipt (or a red one reversing a blue request). The state moves
 * pending 待开具 → issuing 开具中 → issued 已开具 | failed 失败 (fail_reason: the platform's words); a blue one
 * fully reversed by red letters becomes reversed 已红冲; a pending one whose receipt is reversed is cancelled 已取消.
 * request_no is our orderNo at the platform: fixed at insert, so a resend is refused there as a duplicate (E9106).
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref(),
    paymentId: ref().notNull(),
    receiptId: ref(),
    /** blue | red */
    direction: varchar({ length: 4 }).notNull(),
    /** A red request's blue one. */
    blueRequestId: ref(),
    /** per_item: the charge item this request covers; null: all of the receipt. */
    itemId: ref(),
    /** person | company */
    buyerType: varchar({ length: 8 }).notNull(),
    buyerName: varchar({ length: 100 }).notNull(),
    buyerTaxId: varchar({ length: 20 }).notNull().default(''),
    buyerPhone: varchar({ length: 20 }).notNull().default(''),
    buyerEmail: varchar({ length: 100 }).notNull().default(''),
    state: varchar({ length: 10 }).notNull().default('pending'),
    failReason: varchar({ length: 500 }).notNull().default(''),
    requestNo: varchar({ length: 20 }).notNull(),
    /** The platform's 流水号 once it took the order. */
    serialNo: varchar({ length: 40 }),
    net: money().notNull(),
    tax: money().notNull(),
    gross: money().notNull(),
    /** The background job that sends it. */
    jobId: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_requests_request_no_unique').on(t.requestNo),
    index().on(t.companyId, t.paymentId),
    index().on(t.companyId, t.houseId),
    index().on(t.companyId, t.state, t.id),
    check('invoice_requests_direction_check', oneOf(t.direction, INVOICE_DIRECTIONS)),
    check('invoice_requests_buyer_type_check', oneOf(t.buyerType, BUYER_TYPES)),
    check('invoice_requests_state_check', oneOf(t.state, INVOICE_STATES)),
  ],
);

/**
 * One line of a request: the receipt line (payment allocation) it comes from, its amounts as the domain split them
 * (negative on a red line) and `covered`, the part of the receipt line it counts against what was paid (the 含税
 * amount when prices include tax, else the 金额). Append-only.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: companyRef(),
    requestId: ref().notNull(),
    /** From 1, the platform's line order (a red line's blueDetailIndex is its blue line's seq). */
    seq: integer().notNull(),
    allocationId: ref().notNull(),
    itemId: ref().notNull(),
    name: varchar({ length: 90 }).notNull(),
    taxCode: varchar({ length: 19 }).notNull(),
    rate: rate().notNull(),
    policyFlag: varchar({ length: 2 }),
    covered: money().notNull(),
    gross: money().notNull(),
    net: money().notNull(),
    tax: money().notNull(),
    /** A red line's blue line. */
    blueLineId: ref(),
  },
  (t) => [
    uniqueIndex('invoice_lines_seq_unique').on(t.requestId, t.seq),
    index().on(t.allocationId),
    index().on(t.blueLineId),
    check('invoice_lines_sum_check', sql`${t.net} + ${t.tax} = ${t.gross}`),
    check('invoice_lines_policy_flag_check', oneOf(t.policyFlag, INVOICE_POLICY_FLAGS)),
  ],
);

/** What was paid and not yet invoiced is the allocation's amount less `invoiced` (moved only by triggers). */
export const invoiceAllocationTotals = pgTable(
  'invoice_allocation_totals',
  {
    allocationId: ref().primaryKey(),
    companyId: companyRef(),
    invoiced: money().notNull().default('0'),
  },
  (t) => [check('invoice_allocation_totals_invoiced_check', sql`${t.invoiced} >= 0`)],
);

/** 发票: what the platform issued for a request (blue or red), with its 20-digit number and files. Append-only. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyRef(),
    requestId: ref().notNull(),
    paymentId: ref().notNull(),
    houseId: ref(),
    direction: varchar({ length: 4 }).notNull(),
    number: varchar({ length: 20 }).notNull(),
    issuedAt: at().notNull(),
    net: money().notNull(),
    tax: money().notNull(),
    gross: money().notNull(),
    pdfUrl: varchar({ length: 500 }).notNull().default(''),
    ofdUrl: varchar({ length: 500 }).notNull().default(''),
    xmlUrl: varchar({ length: 500 }).notNull().default(''),
    /** A red invoice's blue one. */
    blueInvoiceId: ref(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_request_unique').on(t.requestId),
    uniqueIndex('invoices_number_unique').on(t.companyId, t.number),
    index().on(t.companyId, t.paymentId),
    index().on(t.companyId, t.houseId),
    check('invoices_direction_check', oneOf(t.direction, INVOICE_DIRECTIONS)),
  ],
);

/** 红字发票信息确认单 of a red request: the platform's bill id and number, its state (01 … 16) and amounts. */
export const invoiceRedLetters = pgTable(
  'invoice_red_letters',
  {
    requestId: ref().primaryKey(),
    companyId: companyRef(),
    /** 1 销货退回, 2 开票有误, 3 服务中止, 4 销售折让 */
    reason: varchar({ length: 1 }).notNull(),
    partial: boolean().notNull(),
    /** Ours, sent as billId (the request number). */
    billId: varchar({ length: 40 }).notNull(),
    /** 确认单编号, once the platform gave one. */
    billNo: varchar({ length: 40 }).notNull().default(''),
    /** '' before the platform took it, then its billStatus. */
    state: varchar({ length: 2 }).notNull().default(''),
    net: money().notNull(),
    tax: money().notNull(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('invoice_red_letters_reason_check', oneOf(t.reason, INVOICE_RED_REASONS))],
);
