import { Dec, dec } from '../money/decimal';
import { sumAmounts } from '../money/sum-amounts';

/** The platform's monthly server-management fee terms for a tenant company. */
export interface PlatformFeeTerms {
  /** 元 per month whatever the size. */
  flatFee: string;
  /** 元 per managed house per month. */
  perHouseFee: string;
}

/** A month's platform fee: flat + houses × per-house fee, exact to the fen (half up). */
export function platformFeeAmount(terms: PlatformFeeTerms, houses: number): string {
  if (!Number.isInteger(houses) || houses < 0) throw new RangeError(`房屋数不正确：${houses}`);
  return dec(terms.flatFee).plus(dec(terms.perHouseFee).times(houses)).toDecimalPlaces(2, Dec.ROUND_HALF_UP).toFixed(2);
}

/** What is still owed on a bill after its payments; never below zero (the database refuses overpaying). */
export function platformFeeOutstanding(amount: string, payments: readonly string[]): string {
  const left = dec(amount).minus(dec(sumAmounts(payments)));
  return (left.isNegative() ? new Dec(0) : left).toFixed(2);
}

/** Whether paying `pay` now would take the bill past its amount. */
export function exceedsOutstanding(outstanding: string, pay: string): boolean {
  return dec(pay).greaterThan(dec(outstanding));
}
