import type { Db, DbOrTx } from '@pm/db';
import { insertNotifications, type NotificationInsert } from './pay-notifications.repo';
import * as repo from './pay-orders.repo';
import { recordPaid, settleLockedOrder, type InboxEntry, type PaidOutcome, type PaidTransaction } from './record-paid';

// Payment notifications settled in batches (group commit): while one batch is in its transaction, the deliveries that
// arrive wait, and the next batch takes them all — one BEGIN, one lock of every order, the orders' reads and payment
// statements sent together on one connection, one COMMIT. Each delivery is still answered only after the commit that
// settled it; a batch that fails is rolled back and its deliveries settle one by one (only the faulty one fails).
// Each written payment and receipt is the counter's (settleLockedOrder), so nothing but the number of round trips
// differs from a notification settled alone.

/** Enough to keep a batch's transaction short; more wait for the next. */
const MAX_BATCH = 64;
/**
 * Batches in their transactions at once: one reads its orders and lines while the other writes, so PostgreSQL has
 * work for two cores. Their payments take the receipt counters in estate order, so two batches mostly wait for each
 * other; a deadlock left (two orders of one house go one after another) rolls a batch back to settle one by one.
 */
const BATCHES_AT_ONCE = 2;

interface Pending {
  t: PaidTransaction;
  inbox: InboxEntry;
  /** The delivery as the inbox keeps it when no payment keeps it (duplicate, mismatch, unknown, unpaid). */
  kept: Omit<NotificationInsert, 'result' | 'orderId' | 'companyId'>;
  resolve: (outcome: PaidOutcome) => void;
  reject: (error: unknown) => void;
}

export interface NotifiedOrders {
  /** The delivery settled (or found done) and kept in the inbox, in a batch with the others waiting now. */
  settle(t: PaidTransaction, inbox: InboxEntry, kept: Pending['kept']): Promise<PaidOutcome>;
}

export function createNotifiedOrders(db: Db): NotifiedOrders {
  const waiting: Pending[] = [];
  /** The order numbers of the batches in their transactions: a repeat waits until that batch has committed. */
  const busy = new Set<string>();
  let running = 0;

  function next() {
    if (running >= BATCHES_AT_ONCE || waiting.length === 0) return;
    const batch = takeBatch(waiting, busy);
    if (batch.length === 0) return;
    running++;
    for (const p of batch) busy.add(p.t.out_trade_no);
    void settleBatch(db, batch).finally(() => {
      running--;
      for (const p of batch) busy.delete(p.t.out_trade_no);
      next();
    });
  }

  return {
    settle(t, inbox, kept) {
      return new Promise((resolve, reject) => {
        waiting.push({ t, inbox, kept, resolve, reject });
        next();
      });
    },
  };
}

/**
 * Up to MAX_BATCH waiting deliveries, one per order number and none of an order a running batch has (a repeat waits
 * for a later batch, which sees the first one's commit).
 */
function takeBatch(waiting: Pending[], busy: ReadonlySet<string>): Pending[] {
  const taken: Pending[] = [];
  const numbers = new Set<string>(busy);
  for (let i = 0; i < waiting.length && taken.length < MAX_BATCH; ) {
    const p = waiting[i]!;
    if (numbers.has(p.t.out_trade_no)) {
      i++;
      continue;
    }
    numbers.add(p.t.out_trade_no);
    taken.push(p);
    waiting.splice(i, 1);
  }
  return taken;
}

async function settleBatch(db: Db, batch: Pending[]) {
  let outcomes: PaidOutcome[];
  try {
    outcomes = await db.transaction((tx) => settleTogether(tx, batch));
  } catch {
    // One delivery failed the transaction: each settles alone now, and only a faulty one fails again.
    await Promise.all(
      batch.map(async (p) => {
        try {
          const outcome = await recordPaid(db, p.t, p.inbox);
          p.resolve(outcome);
        } catch (error) {
          p.reject(error);
        }
      }),
    );
    return;
  }
  batch.forEach((p, i) => p.resolve(outcomes[i]!));
}

/**
 * The batch in the caller's transaction: every order locked by one statement, then the orders of different houses
 * settled side by side (their statements pipelined on the connection), those of one house one after another (they
 * share the house's accounts); the deliveries no payment kept go to the inbox in one statement.
 */
async function settleTogether(tx: DbOrTx, batch: Pending[]): Promise<PaidOutcome[]> {
  const orders = new Map((await repo.lockOrdersByOutTradeNo(tx, batch.map((p) => p.t.out_trade_no))).map((o) => [o.outTradeNo, o]));
  const byHouse = new Map<number | string, number[]>();
  // In estate order: the reads go out in this order, so do the payments after them (see BATCHES_AT_ONCE).
  const inEstateOrder = batch.map((p, i) => ({ order: orders.get(p.t.out_trade_no), i })).sort((x, y) => (x.order?.estateId ?? 0) - (y.order?.estateId ?? 0));
  for (const { order, i } of inEstateOrder) {
    const key = order ? order.houseId : `none:${i}`;
    byHouse.set(key, [...(byHouse.get(key) ?? []), i]);
  }
  const outcomes = new Array<PaidOutcome>(batch.length);
  const settled = await Promise.allSettled(
    [...byHouse.values()].map(async (indexes) => {
      for (const i of indexes) {
        const p = batch[i]!;
        outcomes[i] = await settleLockedOrder(tx, orders.get(p.t.out_trade_no), p.t, p.inbox);
      }
    }),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const notKept = batch.flatMap((p, i) => {
    const outcome = outcomes[i]!;
    return outcome.kept ? [] : [{ ...p.kept, orderId: outcome.orderId, companyId: outcome.companyId, result: outcome.result }];
  });
  await insertNotifications(tx, notKept);
  return outcomes.map((o) => ({ ...o, kept: true }));
}
