import { Dec, dec } from '../money/decimal';
import type { Tender } from './tenders';

/** Settle method 1 现金: the only money a cashier can hand back as change. */
export const CASH_METHOD = '1';

export interface ChangeGiven<T extends Tender> {
  /** The tenders as kept: the cash rows less the change, the last cash row first; a row handed back whole is left out. */
  kept: T[];
  /** 实收: all the money handed over (Σ tenders, 2 decimals). */
  received: string;
  /** 找零: handed back in cash (received − due, 2 decimals). */
  change: string;
  /** What the payment keeps: received − change = due (2 decimals). */
  total: string;
}

/** Σ of the cash tenders (元, 2 decimals). */
export function cashTendered(tenders: readonly Tender[]): string {
  return tenders.filter((t) => t.method === CASH_METHOD).reduce((sum, t) => sum.plus(dec(t.amount)), new Dec(0)).toFixed(2);
}

/**
 * 找零: of money handed over above what is due, the part given back in cash. `due` is what the
 * payment takes (元, ≥ 0): the lines' due less any pre-payment offset. Exact decimals, no rounding
 * (tenders and due have at most 2 decimals). Answers null when nothing is over. Only cash can be
 * handed back: throws a RangeError with the Chinese reason when the over-tender is more than the
 * cash handed over (a card or transfer over-tender goes to an account instead).
 */
export function giveChange<T extends Tender>(tenders: readonly T[], due: string): ChangeGiven<T> | null {
  const received = tenders.reduce((sum, t) => sum.plus(dec(t.amount)), new Dec(0));
  const change = received.minus(dec(due));
  if (change.lte(0)) return null;
  const cash = dec(cashTendered(tenders));
  if (change.gt(cash)) throw new RangeError(`只能用现金找零：找零${change.toFixed(2)}元超过现金${cash.toFixed(2)}元`);
  let left = change;
  const kept: T[] = [];
  for (const t of [...tenders].reverse()) {
    if (t.method !== CASH_METHOD || left.isZero()) {
      kept.unshift(t);
      continue;
    }
    const taken = Dec.min(left, dec(t.amount));
    left = left.minus(taken);
    const rest = dec(t.amount).minus(taken);
    if (rest.gt(0)) kept.unshift({ ...t, amount: rest.toFixed(2) });
  }
  return { kept, received: received.toFixed(2), change: change.toFixed(2), total: received.minus(change).toFixed(2) };
}
