import { Dec, dec } from '../money/decimal';
import { roundAmount, type RoundingMode } from '../money/rounding';
import type { Fraction } from './proration';

export interface LineAmountInput {
  /** Quantity basis (m², usage, households…), decimal text with at most 4 decimals; may be negative for a reversal. */
  quantity: string;
  /** Price per unit of quantity (元), decimal text with at most 4 decimals. */
  unitPrice: string;
  /** Share of the period charged (proration); default the whole period. */
  fraction?: Fraction;
  /** The standard's rounding; default half_up_2. */
  rounding?: RoundingMode;
}

function fourPlaces(label: string, text: string): Dec {
  const value = dec(text);
  if (value.decimalPlaces() > 4) throw new RangeError(`${label}最多4位小数：${text}`);
  return value;
}

/**
 * Amount of one bill line (元, 2 decimals): quantity × unit price × fraction, rounded ONCE at the end
 * (C1 89.47 × 2.30 = 205.781 → 205.78; C3 205.781 × 14/31 → 92.93). A multi-month charge is one line
 * per month, each rounded (C2). Throws a RangeError on more than 4 decimals or a bad fraction.
 */
export function lineAmount(input: LineAmountInput): string {
  const { fraction = { num: 1, den: 1 } } = input;
  if (
    !Number.isSafeInteger(fraction.num) ||
    !Number.isSafeInteger(fraction.den) ||
    fraction.den <= 0 ||
    fraction.num < 0
  ) {
    throw new RangeError(`计费比例不正确：${fraction.num}/${fraction.den}`);
  }
  const exact = fourPlaces('数量', input.quantity)
    .times(fourPlaces('单价', input.unitPrice))
    .times(fraction.num)
    .dividedBy(new Dec(fraction.den));
  return roundAmount(exact, input.rounding ?? 'half_up_2');
}
