import type { Allocation } from '@pm/domain';
import type { OpenLineRow } from './counter.repo';
import type { PaymentGuard } from './payment-insert.repo';

/** What the payment's write checks again of the lines its allocations settle (see PaymentGuard). */
export function guardOf(allocations: readonly Allocation[], byId: ReadonlyMap<number, OpenLineRow>, heldBy: number | null): PaymentGuard {
  const lineIds = [...new Set(allocations.map((a) => a.lineId))];
  return { lineIds, notWaived: lineIds.filter((id) => !byId.get(id)?.waived), heldBy };
}
