import { Dec, dec } from './decimal';

/** Exact sum of amounts (元, decimal text or Dec) as text with 2 decimals; [] → "0.00". Does not round: inputs must be at most 2 dp. */
export function sumAmounts(values: readonly (string | Dec)[]): string {
  const total = values.reduce<Dec>((sum, v) => sum.plus(dec(v)), new Dec(0));
  if (total.decimalPlaces() > 2) throw new RangeError(`金额最多2位小数：${total.toFixed()}`);
  return (total.isZero() ? new Dec(0) : total).toFixed(2);
}
