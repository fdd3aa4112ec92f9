import { Dec, dec } from './decimal';

export interface FormatOptions {
  /** Group the integer part by thousands with commas ("1,234,567.89"); default false. */
  thousands?: boolean;
}

function group(fixed: string, thousands: boolean | undefined): string {
  if (!thousands) return fixed;
  const [integer = '', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * Display text of an amount or price (元): 2 decimals, or 4 when the value has more than 2
 * significant decimals (spec §9). Trailing zeros do not count ("1.23450" → "1.2345",
 * "12.5000" → "12.50"); beyond 4 it rounds half up ("1.23456" → "1.2346"); "-0" → "0.00".
 */
export function formatAmount(value: string | Dec, options: FormatOptions = {}): string {
  const d = dec(value);
  const places = d.decimalPlaces() > 2 ? 4 : 2;
  const rounded = d.toDecimalPlaces(places, Dec.ROUND_HALF_UP);
  return group((rounded.isZero() ? new Dec(0) : rounded).toFixed(places), options.thousands);
}

/**
 * Display text in 万元 (ten thousand yuan): value ÷ 10000 rounded half up to `decimals`
 * ("123456.78" → "12.35"); "-0" → "0.00".
 */
export function formatWan(value: string | Dec, decimals = 2, options: FormatOptions = {}): string {
  const rounded = dec(value).dividedBy(10000).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  return group((rounded.isZero() ? new Dec(0) : rounded).toFixed(decimals), options.thousands);
}
