import { Dec, dec } from '../money/decimal';
import { sumAmounts } from '../money/sum-amounts';
import { isPeriod } from './period';

/** The platform's monthly server-management fee terms for a tenant company. */
export interface PlatformFeeTerms {
  /** 元 per month whatever the size. */
  flatFee: string;
  /** 元 per managed house per month. */
  perHouseFee: string;
}

/**
 * The platform's terms by company level: a regional company (level 2) pays a larger flat fee than a
 * project office (level 3); any other level is charged as a project office. Per-house fee the same.
 */
export const PLATFORM_FEE_TERMS: Readonly<Record<2 | 3, PlatformFeeTerms>> = {
  2: { flatFee: '800.00', perHouseFee: '0.35' },
  3: { flatFee: '300.00', perHouseFee: '0.35' },
};

/** The terms a tenant company of `level` is billed on (level 3's for any level other than 2). */
export function platformFeeTerms(level: number): PlatformFeeTerms {
  return level === 2 ? PLATFORM_FEE_TERMS[2] : PLATFORM_FEE_TERMS[3];
}

/** The due date of a month's platform bill (YYYY-MM → YYYY-MM-15: the 15th of the billed month). */
export function platformFeeDueDate(period: string): string {
  if (!isPeriod(period)) throw new RangeError(`期间格式应为YYYY-MM：${period}`);
  return `${period}-15`;
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
