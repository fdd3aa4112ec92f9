import { LATE_MONEY_DESTINATIONS, ONLINE_METHODS, ONLINE_SETTLE_TYPES, PAY_CLOSE_REASONS, PAY_ORDER_STATES, PAY_REFUND_STATES, PAY_TRADE_TYPES } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

// 线上支付 (issue 30): settle methods 6 微信线上 and 10 企业微信 collected through WeChat Pay (the
// bundled fake or a real merchant, by configuration). An order reserves the lines it pays, the
// vendor's notification (or a query) settles it exactly once, an order past its time is closed at
// the vendor and frees its lines; refunds go back through the vendor; the daily trade bill is matched
// against all of it. docs/decisions.md "线上支付".

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/** Per company: how long an order may be paid, and what becomes of money that arrives for a closed one. */
export const paySettings = pgTable(
  'pay_settings',
  {
    companyId: bigint({ mode: 'number' }).primaryKey(),
    /** 收款码 (method 6, Native): minutes from creation to time_expire. */
    orderMinutes: integer().notNull().default(15),
    /** 收款链接 (method 10): hours a link sent to an owner stays payable. */
    linkHours: integer().notNull().default(24),
    /** Money for an order already closed or for lines paid otherwise: prepay (预交款) | refund (预交款, then a 退款申请). */
    lateMoney: varchar({ length: 8 }).notNull().default('prepay'),
    updatedAt: at().notNull().defaultNow(),
    updatedBy: ref(),
  },
  (t) => [
    check('pay_settings_minutes_check', sql`${t.orderMinutes} between 5 and 120`),
    check('pay_settings_hours_check', sql`${t.linkHours} between 1 and 168`),
    check('pay_settings_late_check', oneOf(t.lateMoney, LATE_MONEY_DESTINATIONS)),
  ],
);

/**
 * One online collection (a 支付单): the amount of its lines as of `asOf`, fixed when created and
 * never changed (a change is a new order). open → paid | closed. `late` marks money that arrived
 * after the order was closed (or for lines paid otherwise): it is still recorded, never dropped.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: id(),
    companyId: companyRef(),
    estateId: ref().notNull(),
    houseId: ref().notNull(),
    /** The settle type the payment is written with: 1 收费, 4 特服, 5 委收, 6 其他. */
    settleType: varchar({ length: 2 }).notNull(),
    /** settle_method 6 微信线上 (a QR code at the counter) | 10 企业微信 (a link sent to the owner). */
    method: varchar({ length: 2 }).notNull(),
    /** NATIVE | H5 | JSAPI */
    tradeType: varchar({ length: 8 }).notNull(),
    /** Ours, unique at the merchant, never reused. */
    outTradeNo: varchar({ length: 32 }).notNull(),
    description: varchar({ length: 127 }).notNull(),
    amount: money().notNull(),
    principal: money().notNull(),
    lateFee: money().notNull(),
    /** The day the late fees were counted to: the payment settles the lines as of this day. */
    asOf: date({ mode: 'string' }).notNull(),
    /** open | paid | closed */
    state: varchar({ length: 8 }).notNull().default('open'),
    /** Why closed: expired | cancelled | failed (the vendor refused the order). */
    closeReason: varchar({ length: 10 }),
    codeUrl: text(),
    /** 收款链接: the token of the owner's page (method 10). */
    linkToken: varchar({ length: 40 }),
    /** 收款链接: the owner's address at the first 去支付 (the H5 order is re-entered with the same scene). */
    payerIp: varchar({ length: 45 }),
    expiresAt: at().notNull(),
    /** The staff member who made it, or for an owner's order (业主端) the company's online cashier: the payment's cashier. */
    createdBy: ref().notNull(),
    /** 业主端: the owner's portal account that made the order. */
    portalAccountId: ref(),
    createdAt: at().notNull().defaultNow(),
    closedAt: at(),
    closedBy: ref(),
    /** The vendor's order number and success time, once paid. */
    transactionId: varchar({ length: 32 }),
    paidAt: at(),
    /** The payment written for the money (the receipt is its receipt). */
    paymentId: ref(),
    /** Paid after the order was closed or its lines were paid otherwise: what could not settle went to 预交款. */
    late: boolean().notNull().default(false),
    /** The vendor's last answer to a query or close, and when (the sweep's pace). */
    queriedAt: at(),
    queries: integer().notNull().default(0),
    error: text(),
  },
  (t) => [
    uniqueIndex('pay_orders_out_trade_no_unique').on(t.outTradeNo),
    uniqueIndex('pay_orders_transaction_unique').on(t.transactionId),
    uniqueIndex('pay_orders_payment_unique').on(t.paymentId),
    uniqueIndex('pay_orders_link_unique').on(t.linkToken),
    index('pay_orders_company_idx').on(t.companyId, t.createdAt),
    index('pay_orders_house_idx').on(t.houseId, t.createdAt),
    index('pay_orders_portal_idx').on(t.portalAccountId, t.createdAt).where(sql`${t.portalAccountId} is not null`),
    index('pay_orders_open_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    // 线上对账 reads a day's payments by their success time
    index('pay_orders_paid_idx').on(t.paidAt).where(sql`${t.transactionId} is not null`),
    check('pay_orders_state_check', oneOf(t.state, PAY_ORDER_STATES)),
    check('pay_orders_method_check', oneOf(t.method, ONLINE_METHODS)),
    check('pay_orders_trade_type_check', oneOf(t.tradeType, PAY_TRADE_TYPES)),
    check('pay_orders_settle_type_check', oneOf(t.settleType, ONLINE_SETTLE_TYPES)),
    check('pay_orders_amount_check', sql`${t.amount} > 0 and ${t.amount} = ${t.principal} + ${t.lateFee}`),
    check('pay_orders_close_check', sql`(${t.state} = 'closed') = (${t.closeReason} is not null)`),
    check('pay_orders_close_reason_check', oneOf(t.closeReason, PAY_CLOSE_REASONS)),
    // Money once recorded stays recorded: a paid order has its transaction and payment; a closed one may too (late money).
    check('pay_orders_paid_check', sql`(${t.state} <> 'paid' or ${t.paymentId} is not null) and ((${t.paymentId} is null) = (${t.transactionId} is null))`),
  ],
);

/**
 * The lines an order pays, with the principal and late fee counted into its amount. `held` while the
 * order is open: a line is held by one open order at most (unique index), and the counter refuses a
 * held line, so the same line cannot be paid online and at the counter at once.
 */
export const payOrderLines = pgTable(
  'pay_order_lines',
  {
    orderId: ref().notNull(),
    lineId: ref().notNull(),
    companyId: companyRef(),
    principal: money().notNull(),
    lateFee: money().notNull(),
    held: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineId] }), uniqueIndex('pay_order_lines_held_unique').on(t.lineId).where(sql`${t.held}`)],
);

/**
 * Every notification delivery as received (the inbox), written before it is answered: verified or
 * refused and why, and what processing it made (posted, duplicate, late, mismatch, unknown).
 */
export const payNotifications = pgTable(
  'pay_notifications',
  {
    id: id(),
    receivedAt: at().notNull().defaultNow(),
    eventId: varchar({ length: 64 }),
    eventType: varchar({ length: 40 }),
    /** The platform key (Wechatpay-Serial) it claimed. */
    serial: varchar({ length: 80 }),
    body: text().notNull(),
    /** null: not verified; else why refused (missing_headers, unknown_serial, timestamp, probe, signature, decrypt). */
    refusal: varchar({ length: 20 }),
    outTradeNo: varchar({ length: 32 }),
    outRefundNo: varchar({ length: 64 }),
    transactionId: varchar({ length: 32 }),
    companyId: ref(),
    orderId: ref(),
    refundId: ref(),
    /** posted | duplicate | late | mismatch | unknown | refused | failed | refund */
    result: varchar({ length: 10 }).notNull(),
    error: text(),
  },
  (t) => [index('pay_notifications_order_idx').on(t.orderId), index('pay_notifications_received_idx').on(t.receivedAt)],
);

/**
 * An online refund: money sent back through the vendor to the payer of a paid order, once approved.
 * processing → success | abnormal | closed (the vendor's status); `out_refund_no` is ours and is sent
 * again unchanged until the vendor answers (a new number would refund twice).
 */
export const payRefunds = pgTable(
  'pay_refunds',
  {
    id: id(),
    companyId: companyRef(),
    orderId: ref().notNull(),
    outRefundNo: varchar({ length: 64 }).notNull(),
    amount: money().notNull(),
    reason: varchar({ length: 80 }).notNull(),
    /** The approved 退款申请 it pays (退预交款 through method 6/10), and the refund payment written at approval. */
    requestId: ref(),
    paymentId: ref(),
    /** sending | processing | success | abnormal | closed */
    state: varchar({ length: 10 }).notNull().default('sending'),
    refundId: varchar({ length: 32 }),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    acceptedAt: at(),
    successAt: at(),
    /** The business day in China the vendor accepted it: what the trade bill dates refund rows by. */
    acceptedDay: date({ mode: 'string' }),
    /** The last send or query (the sweep's pace) and how many were made. */
    checkedAt: at(),
    tries: integer().notNull().default(0),
    /** A closed refund sent again under a new number: the refund that replaced it. */
    retriedBy: ref(),
    error: text(),
  },
  (t) => [
    uniqueIndex('pay_refunds_out_refund_no_unique').on(t.outRefundNo),
    index('pay_refunds_order_idx').on(t.orderId),
    index('pay_refunds_accepted_idx').on(t.acceptedDay),
    check('pay_refunds_state_check', oneOf(t.state, PAY_REFUND_STATES)),
    check('pay_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
