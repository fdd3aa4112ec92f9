import { Dec, dec } from '../money/decimal';

/**
 * An exact ratio of two non-negative decimals (areas in ㎡ with ≤ 2 dp, or head counts): the two
 * sides as written, the reduced integer fraction, and a percentage for display only (4 dp, cut
 * down, never used to decide anything).
 */
export interface ExactRatio {
  numerator: string;
  denominator: string;
  /** Reduced integer fraction "p/q" ("0/1" when the denominator is zero). */
  reduced: string;
  /** numerator / denominator × 100 truncated to 2 dp, for reading only ("66.66"). */
  percent: string;
}

/** A decimal with at most 2 dp as an integer count of hundredths. */
export function hundredths(value: string): bigint {
  const d = dec(value);
  if (d.decimalPlaces() > 2) throw new RangeError(`最多2位小数：${value}`);
  return BigInt(d.times(100).toFixed(0));
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The exact fraction numerator/denominator of two decimals (≤ 2 dp each). */
export function fractionOf(numerator: string, denominator: string): ExactRatio {
  const n = hundredths(numerator);
  const d = hundredths(denominator);
  const g = d === 0n ? 1n : gcd(n, d) || 1n;
  const percent = d === 0n ? new Dec(0) : new Dec(n.toString()).times(100).dividedBy(d.toString()).toDecimalPlaces(2, Dec.ROUND_DOWN);
  return {
    numerator,
    denominator,
    reduced: d === 0n ? '0/1' : `${n / g}/${d / g}`,
    percent: percent.toFixed(2),
  };
}

/** A threshold p/q and whether reaching it exactly is enough (以上: yes; 过半数: no, strictly more). */
export interface Threshold {
  p: bigint;
  q: bigint;
  inclusive: boolean;
}

/** Whether numerator/denominator (decimals ≤ 2 dp) reaches the threshold; cross-multiplied, exact. A zero denominator never does. */
export function reaches(numerator: string, denominator: string, t: Threshold): boolean {
  const n = hundredths(numerator);
  const d = hundredths(denominator);
  if (d === 0n) return false;
  const left = n * t.q;
  const right = t.p * d;
  return t.inclusive ? left >= right : left > right;
}

/** "p/q" and whether it is inclusive, for answers ("≥ 2/3", "> 1/2"). */
export function thresholdText(t: Threshold): string {
  return `${t.inclusive ? '≥' : '>'} ${t.p}/${t.q}`;
}
