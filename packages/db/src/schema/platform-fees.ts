import { PLATFORM_FEE_METHODS } from '@pm/domain';
import { bigint, check, date, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, money, oneOf } from './columns';

/**
 * 服务器管理收费: what the platform bills each tenant company per month (a flat fee plus a fee per
 * house). Posted once and never changed (packages/db/sql/platform_fees.sql); a correction is a
 * new bill, a payment a new row.
 */
export const platformFeeBills = pgTable(
  'platform_fee_bills',
  {
    id: id(),
    /** The billed (tenant) company. */
    companyId: companyRef(),
    /** YYYY-MM. */
    period: varchar({ length: 7 }).notNull(),
    /** Houses counted when the bill was made. */
    houses: integer().notNull(),
    flatFee: money().notNull(),
    perHouseFee: money().notNull(),
    amount: money().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('platform_fee_bills_company_period_unique').on(t.companyId, t.period), index().on(t.period)],
);

/** A payment of a platform bill by the tenant company (append-only; never more than is outstanding). */
export const platformFeePayments = pgTable(
  'platform_fee_payments',
  {
    id: id(),
    billId: bigint({ mode: 'number' }).notNull(),
    companyId: companyRef(),
    amount: money().notNull(),
    /** transfer | online | cash */
    method: varchar({ length: 10 }).notNull(),
    reference: varchar({ length: 60 }).notNull().default(''),
    paidBy: bigint({ mode: 'number' }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.billId), index().on(t.companyId), check('platform_fee_payments_method_check', oneOf(t.method, PLATFORM_FEE_METHODS))],
);
