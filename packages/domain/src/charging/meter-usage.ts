import { Dec, dec } from '../money/decimal';

export interface MeterUsageInput {
  /** Previous and current readings (decimal text, the meter's units). */
  previous: string;
  current: string;
  /** Highest value the register shows (e.g. "9999"); null/absent = the meter cannot roll over. */
  maxReading?: string | null;
  /** Meter multiplier (倍率, e.g. a CT ratio), > 0. */
  multiplier: string;
}

/** below_previous: current < previous on a meter without a max reading (needs audit); above_max: a reading beyond the max; invalid: negative reading or multiplier ≤ 0. */
export type MeterUsageError = 'below_previous' | 'above_max' | 'invalid';

/**
 * Usage of one reading (units × multiplier, exact, unrounded). When current < previous and the
 * meter has a max reading, the register rolled over: usage = (max − previous + current + step) × multiplier,
 * where step is the unit of max's last digit (1 for "9999", 0.1 for "9999.9") because max → 0 is
 * one step of the register (C16: max 9999, prev 9990, curr 15 → 9 + 1 + 15 = 25).
 */
export function meterUsage(
  input: MeterUsageInput,
): { usage: string; rolledOver: boolean } | { error: MeterUsageError } {
  const previous = dec(input.previous);
  const current = dec(input.current);
  const multiplier = dec(input.multiplier);
  if (previous.isNegative() || current.isNegative() || !multiplier.greaterThan(0)) return { error: 'invalid' };
  const max = input.maxReading == null ? null : dec(input.maxReading);
  if (max && (previous.greaterThan(max) || current.greaterThan(max))) return { error: 'above_max' };
  if (current.greaterThanOrEqualTo(previous)) {
    return { usage: current.minus(previous).times(multiplier).toFixed(), rolledOver: false };
  }
  if (!max) return { error: 'below_previous' };
  const step = new Dec(10).pow(-max.decimalPlaces());
  return { usage: max.minus(previous).plus(current).plus(step).times(multiplier).toFixed(), rolledOver: true };
}

/**
 * Flags an unusual usage against the average of previous periods: 'high' when usage > average × factor,
 * 'low' when usage < average ÷ factor, null otherwise or when there is no history (average ≤ 0).
 * factor must be > 1 (e.g. "2" = double or half); throws a RangeError otherwise.
 */
export function unusualUsage(usage: string, averageOfPrevious: string, factor: string): 'high' | 'low' | null {
  const f = dec(factor);
  if (!f.greaterThan(1)) throw new RangeError(`异常用量倍数必须大于1：${factor}`);
  const average = dec(averageOfPrevious);
  if (!average.greaterThan(0)) return null;
  const value = dec(usage);
  if (value.greaterThan(average.times(f))) return 'high';
  if (value.lessThan(average.dividedBy(f))) return 'low';
  return null;
}
