import { Dec, dec } from '../money/decimal';
import { naturalCompare } from './natural-compare';

/** One party of a share: a stable key (the house code) and a non-negative weight (decimal text). */
export interface SharePart {
  key: string;
  weight: string;
}

export interface Share {
  key: string;
  /** 元, 2 decimals. */
  amount: string;
}

function fenOf(total: string): bigint | null {
  const value = dec(total);
  if (value.decimalPlaces() > 2) return null;
  return BigInt(value.times(100).toFixed(0));
}

/**
 * Splits a total (元, ≤ 2 dp, may be negative for a refund) by weights with the largest-remainder
 * method on fen: each part gets floor(|total| × weight / Σweight) fen, then the leftover fen go one
 * each to the largest exact remainders, ties to the naturally smaller key ('101' < '1001'); a negative
 * total is split as its magnitude and negated. Parts sum exactly to the total, none is a fen or more
 * from its exact share, and the input order changes nothing. Results in input order.
 * Errors (Chinese): no parts, duplicate keys, negative weight, zero total weight, total with > 2 dp.
 */
export function shareByLargestRemainder(
  total: string,
  parts: readonly SharePart[],
): { shares: Share[] } | { error: string } {
  const totalFen = fenOf(total);
  if (totalFen === null) return { error: '分摊金额最多2位小数' };
  if (parts.length === 0) return { error: '没有可分摊的对象' };
  const keys = new Set<string>();
  for (const part of parts) {
    if (keys.has(part.key)) return { error: `分摊对象重复：${part.key}` };
    keys.add(part.key);
  }
  const weights = parts.map((part) => dec(part.weight));
  if (weights.some((w) => w.isNegative() && !w.isZero())) return { error: '分摊权重不能为负数' };
  // Scale weights to integers so remainders compare exactly (no decimal rounding can fake a tie).
  const scale = new Dec(10).pow(Math.max(...weights.map((w) => w.decimalPlaces())));
  const ints = weights.map((w) => BigInt(w.times(scale).toFixed(0)));
  const sumWeights = ints.reduce((a, b) => a + b, 0n);
  if (sumWeights === 0n) return { error: '分摊权重合计为0，无法分摊' };

  const magnitude = totalFen < 0n ? -totalFen : totalFen;
  const floors = ints.map((w) => (magnitude * w) / sumWeights);
  const remainders = ints.map((w) => (magnitude * w) % sumWeights);
  let leftover = magnitude - floors.reduce((a, b) => a + b, 0n);
  const order = parts
    .map((_, i) => i)
    .sort((i, j) => {
      const ri = remainders[i] ?? 0n;
      const rj = remainders[j] ?? 0n;
      return ri === rj ? naturalCompare(parts[i]?.key ?? '', parts[j]?.key ?? '') : ri > rj ? -1 : 1;
    });
  for (const i of order) {
    if (leftover === 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    leftover -= 1n;
  }
  const sign = totalFen < 0n ? -1n : 1n;
  return {
    shares: parts.map((part, i) => ({
      key: part.key,
      amount: new Dec(((floors[i] ?? 0n) * sign).toString()).dividedBy(100).toFixed(2),
    })),
  };
}
