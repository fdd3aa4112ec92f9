import { Dec, dec } from '../money/decimal';
import { SETTLE_METHODS } from './settle-types';

export interface Tender {
  method: string;
  amount: string;
}

/**
 * Checks the tenders of one payment and answers their total: each a known settle method and a
 * positive amount with at most 2 decimals. Throws a RangeError with the Chinese reason otherwise.
 */
export function tenderTotal(tenders: readonly Tender[]): string {
  if (tenders.length === 0) throw new RangeError('请至少录入一种结算方式');
  let total = new Dec(0);
  for (const t of tenders) {
    if (!(t.method in SETTLE_METHODS)) throw new RangeError(`结算方式不正确：${t.method}`);
    const amount = dec(t.amount);
    if (amount.decimalPlaces() > 2) throw new RangeError('结算金额最多2位小数');
    if (amount.lte(0)) throw new RangeError('结算金额必须大于0');
    total = total.plus(amount);
  }
  return total.toFixed(2);
}

/** A reversal's rows: the same amounts negated (冲红 C15: −617.34 back to the tenders and lines). */
export function negated<T extends Record<K, string>, K extends keyof T>(rows: readonly T[], keys: readonly K[]): T[] {
  return rows.map((r) => {
    const copy = { ...r };
    for (const k of keys) copy[k] = dec(r[k]).negated().toFixed(2) as T[K];
    return copy;
  });
}
