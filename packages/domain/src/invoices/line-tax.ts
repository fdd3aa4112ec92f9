import { Dec, dec } from '../money/decimal';
import { roundDec } from '../money/rounding';

/** One invoice line's 金额 (without tax), 税额 and 价税合计 (元, 2 decimals as text); net + tax = gross exactly. */
export interface LineTax {
  net: string;
  tax: string;
  gross: string;
}

const fen = (value: Dec) => (value.isZero() ? new Dec(0) : value).toFixed(2);

function amount(text: string, what: string): Dec {
  const value = dec(text);
  if (value.decimalPlaces() > 2) throw new RangeError(`${what}最多2位小数：${text}`);
  return value;
}

/** A rate as a fraction in [0, 1): "0.06" is 6 %. */
export function rateDec(rate: string): Dec {
  const value = dec(rate);
  if (value.isNegative() || value.greaterThanOrEqualTo(1)) throw new RangeError(`税率应为 0 到 1 之间的小数：${rate}`);
  return value;
}

/**
 * A tax-inclusive amount (元, ≤ 2 decimals; negative on a red line) split at `rate` (notes §3, price incl. tax):
 * 金额 = round(含税 / (1 + rate), 2) half up, away from zero at .5; 税额 = 含税 − 金额. Rounded once, on the line.
 */
export function taxFromGross(gross: string, rate: string): LineTax {
  const g = amount(gross, '含税金额');
  const net = roundDec(g.dividedBy(rateDec(rate).plus(1)), 'half_up_2');
  return { net: fen(net), tax: fen(g.minus(net)), gross: fen(g) };
}

/** An amount without tax (元, ≤ 2 decimals) at `rate` (notes §3, price excl. tax): 税额 = round(金额 × rate, 2), 价税合计 = 金额 + 税额. */
export function taxFromNet(net: string, rate: string): LineTax {
  const n = amount(net, '不含税金额');
  const tax = roundDec(n.times(rateDec(rate)), 'half_up_2');
  return { net: fen(n), tax: fen(tax), gross: fen(n.plus(tax)) };
}

/** The unit price without tax a line shows: 金额 / 数量 to 8 decimals, half up (Nuonuo's `price` precision). */
export function unitPriceWithoutTax(net: string, quantity: string): string {
  const q = dec(quantity);
  if (q.isZero()) throw new RangeError('数量不能为0');
  return dec(net).dividedBy(q).toDecimalPlaces(8, Dec.ROUND_HALF_UP).toFixed(8);
}
