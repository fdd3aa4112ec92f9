import { shareByLargestRemainder } from '../charging/share';
import { Dec, dec } from '../money/decimal';

/**
 * A house's first deposit to the special repair fund (首期应交维修资金): its registered area (㎡,
 * ≤ 2 dp) × the local rate (元/㎡, ≤ 4 dp), rounded half up to the fen once. A missing area gives 0.00.
 */
export function repairFundShare(area: string | null, rate: string): string {
  const a = dec(area ?? '0');
  const r = dec(rate);
  if (a.isNegative() || r.isNegative()) throw new RangeError('面积和单价不能为负数');
  const due = a.times(r).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
  return (due.isZero() ? new Dec(0) : due).toFixed(2);
}

export interface HouseWeight {
  houseId: number;
  /** The weight as decimal text: the house's fund balance (interest) or its area (a withdrawal). */
  weight: string;
}

export type Split = { parts: { houseId: number; amount: string }[] } | { error: string };

function split(total: string, houses: readonly HouseWeight[], emptyError: string): Split {
  if (houses.length === 0) return { error: emptyError };
  const result = shareByLargestRemainder(
    total,
    houses.map((h) => ({ key: String(h.houseId), weight: h.weight })),
  );
  if ('error' in result) return { error: result.error === '分摊权重合计为0，无法分摊' ? emptyError : result.error };
  return { parts: result.shares.map((s, i) => ({ houseId: houses[i]!.houseId, amount: s.amount })) };
}

/**
 * 增值分配: the fund's interest for a period split over the houses by their fund balance (分户账面余额),
 * exact to the fen by largest remainder, so the houses' parts sum to the interest exactly; a house
 * with nothing in the fund gets nothing. Ties go to the lower house id.
 */
export function allocateInterest(interest: string, balances: readonly HouseWeight[]): Split {
  const positive = dec(interest);
  if (!positive.greaterThan(0)) return { error: '利息金额必须大于0' };
  return split(interest, balances, '维修资金账户没有余额，无法分配利息');
}

/**
 * A repair project's cost charged to the houses that share the repaired parts, by their area
 * (按专有部分面积分摊), exact to the fen; each house's part must be covered by its fund balance,
 * else the houses short are named (so nothing is written).
 */
export function splitWithdrawal(
  amount: string,
  houses: readonly { houseId: number; area: string; balance: string }[],
): { parts: { houseId: number; amount: string }[] } | { error: string; short?: number[] } {
  if (!dec(amount).greaterThan(0)) return { error: '使用金额必须大于0' };
  const result = split(amount, houses.map((h) => ({ houseId: h.houseId, weight: h.area })), '分摊范围内没有登记面积的房屋');
  if ('error' in result) return result;
  const short = result.parts.filter((p, i) => dec(p.amount).greaterThan(dec(houses[i]!.balance))).map((p) => p.houseId);
  if (short.length) return { error: `${short.length}户维修资金余额不足，不能使用`, short };
  return result;
}
