import { PLATFORM_FEE_METHODS } from '@pm/domain';
import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { decimalText, Money, Period } from '../charging/charging.schemas';

/** 缴费方式 of a platform-fee payment. */
export const PlatformFeeMethod = z.enum(PLATFORM_FEE_METHODS, { error: '缴费方式不正确' });
export type PlatformFeeMethod = z.infer<typeof PlatformFeeMethod>;

/** A platform (server-management) bill of one tenant company for one month. */
export const PlatformFeeBill = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  period: Period,
  houses: z.number().int(),
  flatFee: Money,
  perHouseFee: Money,
  amount: Money,
  paid: Money,
  outstanding: Money,
  dueDate: z.string(),
  /** paid: nothing outstanding; overdue: outstanding after the due date; open otherwise. */
  status: z.enum(['open', 'overdue', 'paid']),
});
export type PlatformFeeBill = z.infer<typeof PlatformFeeBill>;

export const PlatformFeeBillQuery = z.object({
  /** Only for the platform's administrators: one tenant company. */
  companyId: Id.optional(),
  status: z.enum(['all', 'unpaid', 'paid'], { error: '状态不正确' }).default('all'),
  year: integer(z.number().int().min(2000).max(2100).optional()),
});
export type PlatformFeeBillQuery = z.infer<typeof PlatformFeeBillQuery>;

/** A tenant company the platform bills (for the platform's pickers). */
export const PlatformFeeCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Stopped (客户列表): its bills stay, the billing run makes no new ones. */
  disabled: z.boolean(),
});
export type PlatformFeeCompany = z.infer<typeof PlatformFeeCompany>;

export const PlatformFeeBillList = z.object({
  /** The caller administers the platform: every tenant's bills, no payments. */
  platform: z.boolean(),
  /** Every tenant company, for the platform's administrators; empty for a tenant. */
  companies: z.array(PlatformFeeCompany),
  bills: z.array(PlatformFeeBill),
  totals: z.object({ amount: Money, paid: Money, outstanding: Money }),
});
export type PlatformFeeBillList = z.infer<typeof PlatformFeeBillList>;

export const PlatformFeePayment = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  amount: Money,
  method: PlatformFeeMethod,
  reference: z.string(),
  paidByName: z.string(),
  paidAt: z.string(),
});
export type PlatformFeePayment = z.infer<typeof PlatformFeePayment>;

export const PlatformFeeBillParam = z.object({ id: Id });

export const PayPlatformFeeInput = z.object({
  billId: Id,
  amount: decimalText('缴费金额', 2, { positive: true }),
  method: PlatformFeeMethod,
  /** Bank or online transaction number. */
  reference: z.string().trim().check(maxChars(60)).default(''),
});
export type PayPlatformFeeInput = z.infer<typeof PayPlatformFeeInput>;

/** 生成账单: the platform bills one month for every active tenant company, or for one. */
export const RunPlatformFeesInput = z.object({
  period: Period,
  /** One tenant company; absent = every active tenant company. */
  companyId: Id.optional(),
});
export type RunPlatformFeesInput = z.infer<typeof RunPlatformFeesInput>;

/** What a billing run did: bills made, companies already billed for the month, the made bills' total. */
export const PlatformFeeRun = z.object({
  period: Period,
  created: z.number().int(),
  skipped: z.number().int(),
  /** Σ amount of the bills this run made (those it skipped are not counted). */
  amount: Money,
});
export type PlatformFeeRun = z.infer<typeof PlatformFeeRun>;
