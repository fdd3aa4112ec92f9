import type { Db } from '@pm/db';
import { applyAction } from './order-step';
import * as paid from './paid-orders.repo';
import * as repo from './workorders.repo';

// 待支付 → 支付 (issue 34): once the 服务计费 line of a 有偿服务 order is released and paid in full (at the counter or
// online), the system takes the domain's 支付 step, so the order goes on to 待评价 (or 待回访/已完成 by its settings)
// with its timeline event. Run by the minute sweep; the payment path itself stays unaware of work orders.

const BATCH = 500;

/** One pass: the orders one query finds, each stepped in its own transaction; answers how many moved. */
export async function movePaidOrders(db: Db, now: Date): Promise<number> {
  let moved = 0;
  for (const found of await paid.paidAwaitingOrders(db, BATCH)) {
    moved += await db.transaction(async (tx) => {
      const row = await repo.lockOrder(tx, found.companyId, found.id);
      // Another sweep moved it first, or a 冲红 reopened the line since the query: re-read under the lock.
      if (!row || row.state !== 'awaiting_payment') return 0;
      const [still] = await paid.paidAwaitingOrders(tx, 1, row.id);
      if (!still) return 0;
      // An instance whose clock lags the last step's must not fail the pass.
      const at = now < row.stateSince ? row.stateSince : now;
      await applyAction(tx, { companyId: row.companyId }, row, { type: 'pay', reference: still.reference }, { kind: 'system' }, at, {});
      return 1;
    });
  }
  return moved;
}
