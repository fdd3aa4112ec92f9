import { PERIOD_ACTIONS, PERIOD_STATUSES } from '@pm/domain';
import { z } from 'zod';
import { maxChars } from '../core/text';
import { Money, Period } from '../charging/charging.schemas';


/** A company's accounting period (会计期间) as listed. */
export const PeriodRow = z.object({
  period: z.string(),
  /** open 未结账 | closed 已结账 */
  status: z.enum(PERIOD_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** Vouchers of the period, and those not 已登账 yet. */
  voucherCount: z.number().int(),
  pendingCount: z.number().int(),
});

/** `/api/accounting/period`: the current (earliest open) period and the list, newest first. */
export const PeriodInfo = z.object({
  current: z.string().nullable(),
  /** The latest closed period: the one 反结账 may re-open. */
  latestClosed: z.string().nullable(),
  periods: z.array(PeriodRow),
});

/** `/api/accounting/period-range`: what a report may pick (the book's first period to the latest opened). */
export const PeriodRange = z.object({
  start: z.string().nullable(),
  end: z.string().nullable(),
  current: z.string().nullable(),
  periods: z.array(z.string()),
});

export const ClosePeriodInput = z.object({ period: Period });
export const ReopenPeriodInput = z.object({
  period: Period,
  reason: z.string({ error: '请填写反结账原因' }).trim().min(1, '请填写反结账原因').check(maxChars(200)),
});

/** What a close did: the 结转损益 voucher, renumbering or the gaps it found, the next period. */
export const CloseResult = z.object({
  period: z.string(),
  /** The 结转损益 voucher (null when every 损益 balance was already zero). */
  voucherId: z.number().nullable(),
  voucherNo: z.string().nullable(),
  closingLines: z.array(z.object({ summary: z.string(), subjectCode: z.string(), debit: Money.nullable(), credit: Money.nullable() })),
  /** Vouchers renumbered to close the gaps (A17, when the book renumbers). */
  renumbered: z.number().int(),
  /** Gaps left when the book does not renumber, e.g. 凭证号不连续，缺少记-0003. */
  gapMessages: z.array(z.string()),
  /** The period opened after this one by the close, if it did not exist. */
  openedNext: z.string().nullable(),
});

export const ReopenResult = z.object({
  period: z.string(),
  /** The red reversal of the 结转损益 voucher, posted at once. */
  reversalVoucherId: z.number().nullable(),
});

export const PeriodEventRow = z.object({
  id: z.number(),
  period: z.string(),
  action: z.enum(PERIOD_ACTIONS),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  voucherId: z.number().nullable(),
  at: z.string(),
});
