import { dec } from '../money/decimal';
import { parseDecimal } from '../money/parse-amount';
import { roundAmount } from '../money/rounding';
import { sumAmounts } from '../money/sum-amounts';

// 有偿服务 at completion (notes §5): materials from the technician's store at a price within the item's range, labour
// and 上门费 at a free price; line = unit price × quantity rounded once, half up to the fen; the total becomes a
// bill line in charging.

export type ChargeLineKind = 'material' | 'labour' | 'visit_fee';

export const CHARGE_LINE_KIND_LABELS: Readonly<Record<ChargeLineKind, string>> = {
  material: '材料',
  labour: '人工',
  visit_fee: '上门费',
};

/** A line as the technician's phone sends it: prices and quantities as decimal text. */
export interface ChargeLineInput {
  name: string;
  kind: ChargeLineKind;
  unitPrice: unknown;
  quantity: unknown;
  /** The catalogue item's allowed unit price, 元, inclusive (HC out_low_price / out_high_price). */
  priceRange?: { low: string; high: string } | null;
}

export interface ChargeLine {
  name: string;
  kind: ChargeLineKind;
  /** 元, 4 decimals. */
  unitPrice: string;
  /** 4 decimals. */
  quantity: string;
  /** 元, 2 decimals: unitPrice × quantity, half up. */
  amount: string;
}

export interface ServiceCharge {
  lines: readonly ChargeLine[];
  /** 元, 2 decimals: the sum of the rounded line amounts. */
  total: string;
}

export type ServiceChargeResult = { ok: true; charge: ServiceCharge } | { ok: false; line: number; message: string };

/** Prices and amounts of the lines, or the first problem with its line number (1-based) and a Chinese message. */
export function serviceCharge(inputs: readonly ChargeLineInput[]): ServiceChargeResult {
  const lines: ChargeLine[] = [];
  for (const [i, input] of inputs.entries()) {
    const name = input.name.trim();
    const refuse = (message: string): ServiceChargeResult => ({ ok: false, line: i + 1, message });
    if (!name) return refuse(`第${i + 1}行请填写名称`);
    const price = parseDecimal(input.unitPrice, { scale: 4, label: `${name}单价` });
    if ('error' in price) return refuse(price.error);
    const quantity = parseDecimal(input.quantity, { scale: 4, label: `${name}数量` });
    if ('error' in quantity) return refuse(quantity.error);
    if (dec(quantity.value).isZero()) return refuse(`${name}数量应大于0`);
    const range = input.priceRange;
    if (range && (dec(price.value).lessThan(dec(range.low)) || dec(price.value).greaterThan(dec(range.high))))
      return refuse(`${name}单价应在${range.low}元至${range.high}元之间`);
    lines.push({
      name,
      kind: input.kind,
      unitPrice: price.value,
      quantity: quantity.value,
      amount: roundAmount(dec(price.value).times(dec(quantity.value))),
    });
  }
  return { ok: true, charge: { lines, total: sumAmounts(lines.map((l) => l.amount)) } };
}

/** Share above the quote that still needs no new confirmation by the owner (notes §5: quote + 10 %). */
export const QUOTE_TOLERANCE = '0.10';

/** True when the actual total exceeds the confirmed quote by more than 10 % (exact, no rounding). */
export function exceedsQuote(total: string, quote: string): boolean {
  return dec(total).greaterThan(dec(quote).times(dec('1').plus(dec(QUOTE_TOLERANCE))));
}

/** "12.5000 × 2.0000 = 25.00": a line as the owner signs it (HC stores "单价 * 数量 = 总价"). */
export function chargeLineText(line: ChargeLine): string {
  return `${line.unitPrice} × ${line.quantity} = ${line.amount}`;
}
