import { Dec, dec } from '../money/decimal';
import { roundAmount, type RoundingMode } from '../money/rounding';

/** One price band of a tiered (阶梯) standard: usage in [from, to) costs unitPrice per unit; to null = no upper bound. */
export interface TierBand {
  from: string;
  to: string | null;
  unitPrice: string;
}

function isQuantity(text: string): boolean {
  return /^\d{1,12}(\.\d{1,4})?$/.test(text);
}

/** Chinese message for bands that are not contiguous half-open ranges from 0 (only the last may be open), or null when valid. */
export function validateBands(bands: readonly TierBand[]): string | null {
  if (bands.length === 0) return '阶梯价格至少需要一档';
  for (const [i, band] of bands.entries()) {
    const n = i + 1;
    if (!isQuantity(band.from) || (band.to !== null && !isQuantity(band.to)))
      return `第${n}档的用量不是有效的数字（最多4位小数）`;
    if (!isQuantity(band.unitPrice)) return `第${n}档的单价不是有效的数字（最多4位小数）`;
    const previous = bands[i - 1];
    if (!previous && !dec(band.from).isZero()) return '第1档必须从0开始';
    if (previous && (previous.to === null || !dec(previous.to).equals(dec(band.from))))
      return `第${n}档必须从第${i}档的上限开始`;
    if (band.to !== null && !dec(band.to).greaterThan(dec(band.from))) return `第${n}档的上限必须大于下限`;
  }
  return null;
}

/** Usage falling in each band (unrounded, same order); throws a RangeError on invalid bands, negative usage or usage beyond a closed last band. */
export function tierQuantities(bands: readonly TierBand[], usage: string): Dec[] {
  const invalid = validateBands(bands);
  if (invalid) throw new RangeError(invalid);
  const total = dec(usage);
  if (total.isNegative()) throw new RangeError(`用量不能为负数：${usage}`);
  const lastTo = bands[bands.length - 1]?.to;
  if (lastTo != null && total.greaterThan(dec(lastTo))) throw new RangeError(`用量${usage}超出最后一档上限${lastTo}`);
  return bands.map((band) => {
    const upper = band.to === null ? total : Dec.min(total, dec(band.to));
    return Dec.max(0, upper.minus(dec(band.from)));
  });
}

/**
 * Cost (元, 2 decimals) of a usage over cumulative half-open bands: Σ band quantity × band price,
 * rounded once at the end (C5: 34.6 over [0,20)@3.50 [20,30)@4.55 [30,∞)@6.10 → 70 + 45.5 + 28.06 = 143.56).
 */
export function tieredCost(bands: readonly TierBand[], usage: string, rounding: RoundingMode = 'half_up_2'): string {
  const cost = tierQuantities(bands, usage).reduce<Dec>(
    (sum, quantity, i) => sum.plus(quantity.times(dec(bands[i]?.unitPrice ?? '0'))),
    new Dec(0),
  );
  return roundAmount(cost, rounding);
}
