import Decimal from 'decimal.js';

/**
 * The money Decimal: a module-local clone (40 significant digits, HALF_UP), so no other code's
 * configuration of decimal.js changes our arithmetic. Money never passes through a JS number.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

/** Plain decimal text: optional minus, digits, optional fraction ("205.78", "-0.5", "7"). */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** A Dec from plain decimal text or a Dec; throws a RangeError on anything else (exponents, hex, '', NaN). */
export function dec(value: string | Dec): Dec {
  if (typeof value !== 'string') return new Dec(value);
  if (!DECIMAL_TEXT.test(value)) throw new RangeError(`不是有效的数字：${value}`);
  return new Dec(value);
}
