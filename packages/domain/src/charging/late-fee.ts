import { Dec, dec } from '../money/decimal';
import { roundAmount, type RoundingMode } from '../money/rounding';
import { daysBetween } from './calendar';

export interface LateFeeInput {
  /** Unpaid principal (元); nothing accrues on zero or a negative balance. */
  principal: string;
  /** Contract rate per day as a fraction (0.03 %/day → "0.0003"), ≥ 0. */
  ratePerDay: string;
  /** Due date (ISO); the due date itself is not overdue. */
  dueDate: string;
  /** Days of grace after the due date (whole days, ≥ 0). */
  graceDays: number;
  /** Payment date or today (ISO), inclusive. */
  asOf: string;
  /** Cap as a fraction of the principal ("0.1" = at most 10 %); null/absent = no cap. */
  capRatio?: string | null;
  rounding?: RoundingMode;
}

/**
 * Late fee (违约金/滞纳金, 元): simple daily interest on the unpaid principal, accruing from
 * dueDate + graceDays + 1 through asOf inclusive (so days = asOf − dueDate − graceDays, 0 if not
 * positive), capped at capRatio × principal, rounded once (C9: 617.34 × 0.0003 × 45 = 8.33409 → 8.33).
 * Throws a RangeError on a negative rate, grace or cap.
 */
export function lateFee(input: LateFeeInput): { days: number; amount: string } {
  const rate = dec(input.ratePerDay);
  if (rate.isNegative() || !Number.isSafeInteger(input.graceDays) || input.graceDays < 0) {
    throw new RangeError('滞纳金费率和宽限天数不能为负数');
  }
  const days = Math.max(0, daysBetween(input.dueDate, input.asOf) - input.graceDays);
  const principal = dec(input.principal);
  if (!principal.greaterThan(0) || days === 0) return { days, amount: '0.00' };
  let fee = principal.times(rate).times(days);
  if (input.capRatio != null) {
    const cap = dec(input.capRatio);
    if (cap.isNegative()) throw new RangeError('滞纳金上限比例不能为负数');
    fee = Dec.min(fee, principal.times(cap));
  }
  return { days, amount: roundAmount(fee, input.rounding ?? 'half_up_2') };
}
