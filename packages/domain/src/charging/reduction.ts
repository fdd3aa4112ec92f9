import { dec } from '../money/decimal';
import { roundAmount } from '../money/rounding';

/** A reduction (减免) by a fixed amount (元) or a percentage of the line's net (0 < p ≤ 100). */
export interface ReductionInput {
  kind: 'amount' | 'percent';
  value: string;
}

/**
 * Reduction of a bill line's net (元, ≤ 2 dp, > 0) and the net left: a percentage is rounded half up
 * to the fen once (C12: 205.79 at 50% → 102.895 → 102.90, net 102.89). Errors (Chinese): net ≤ 0,
 * an amount ≤ 0, with more than 2 dp or above the net, a percentage outside (0, 100], a reduction under a fen.
 */
export function reductionAmount(
  net: string,
  reduction: ReductionInput,
): { reduction: string; net: string } | { error: string } {
  const base = dec(net);
  if (base.decimalPlaces() > 2) throw new RangeError(`金额最多2位小数：${net}`);
  if (!base.greaterThan(0)) return { error: '只能对应收金额大于0的费用减免' };
  const value = dec(reduction.value);
  let amount;
  if (reduction.kind === 'percent') {
    if (!value.greaterThan(0) || value.greaterThan(100)) return { error: '减免比例必须大于0且不超过100' };
    amount = dec(roundAmount(base.times(value).dividedBy(100)));
    if (amount.isZero()) return { error: '减免金额不足1分' };
  } else {
    if (!value.greaterThan(0)) return { error: '减免金额必须大于0' };
    if (value.decimalPlaces() > 2) return { error: '减免金额最多2位小数' };
    if (value.greaterThan(base)) return { error: '减免金额不能大于应收金额' };
    amount = value;
  }
  return { reduction: amount.toFixed(2), net: base.minus(amount).toFixed(2) };
}
