import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Online refunds (pay_refunds): sent and followed until the vendor's final status; the state moves forward only.

const r = schema.payRefunds;

export type RefundRow = typeof r.$inferSelect;

/** Refunds to send (sending) or to ask about (processing), each at most every `pace` seconds after a try. */
export async function refundsToCheck(db: DbOrTx, limit: number, paceSeconds: number) {
  const rows = await db.execute<{ id: string }>(sql`
    select id from pay_refunds
    where state in ('sending', 'processing')
      and (checked_at is null or checked_at < now() - make_interval(secs => ${paceSeconds}))
    order by id
    limit ${limit}`);
  return [...rows].map((x) => Number(x.id));
}

export async function refundById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

export async function findRefund(db: DbOrTx, id: number, companyId: number) {
  const [row] = await db.select().from(r).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row;
}

export async function orderOfRefund(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ outTradeNo: schema.payOrders.outTradeNo, amount: schema.payOrders.amount, transactionId: schema.payOrders.transactionId })
    .from(schema.payOrders)
    .where(eq(schema.payOrders.id, orderId));
  return row;
}

export async function noteTried(db: DbOrTx, id: number, error: string | null) {
  await db.update(r).set({ checkedAt: sql`now()`, tries: sql`${r.tries} + 1`, error }).where(eq(r.id, id));
}

/**
 * The vendor's status, applied once: only a refund still sending or processing moves (a repeat or a stale answer
 * changes nothing). Answers the row when it moved.
 */
export async function applyStatus(
  db: DbOrTx,
  outRefundNo: string,
  v: { state: 'processing' | 'success' | 'abnormal' | 'closed'; refundId: string | null; acceptedAt: Date | null; acceptedDay: string | null; successAt: Date | null },
) {
  const moving = v.state === 'processing' ? ['sending'] : ['sending', 'processing'];
  const [row] = await db
    .update(r)
    .set({
      state: v.state,
      refundId: sql`coalesce(${r.refundId}, ${v.refundId})`,
      acceptedAt: sql`coalesce(${r.acceptedAt}, ${v.acceptedAt?.toISOString() ?? null}::timestamptz)`,
      acceptedDay: sql`coalesce(${r.acceptedDay}, ${v.acceptedDay}::date)`,
      successAt: v.successAt,
      checkedAt: sql`now()`,
      error: null,
    })
    .where(and(eq(r.outRefundNo, outRefundNo), inArray(r.state, moving)))
    .returning();
  // The call's answer may come after the notification: its acceptance time still counts (the trade bill dates by it).
  if (!row && v.acceptedAt)
    await db
      .update(r)
      .set({ acceptedAt: sql`coalesce(${r.acceptedAt}, ${v.acceptedAt.toISOString()}::timestamptz)`, acceptedDay: sql`coalesce(${r.acceptedDay}, ${v.acceptedDay}::date)` })
      .where(eq(r.outRefundNo, outRefundNo));
  return row;
}

export async function refundByOutRefundNo(db: DbOrTx, outRefundNo: string) {
  const [row] = await db.select().from(r).where(eq(r.outRefundNo, outRefundNo));
  return row;
}

export async function markClosedByVendor(db: DbOrTx, id: number, error: string) {
  await db.update(r).set({ state: 'closed', error, checkedAt: sql`now()` }).where(and(eq(r.id, id), eq(r.state, 'sending')));
}

/** A closed refund sent again: the new row (same order, request, payment, amount) and the old one pointing at it. */
export async function insertRetry(tx: DbOrTx, old: RefundRow, outRefundNo: string, by: number): Promise<number | undefined> {
  const [row] = await tx
    .insert(r)
    .values({ companyId: old.companyId, orderId: old.orderId, outRefundNo, amount: old.amount, reason: old.reason, requestId: old.requestId, paymentId: old.paymentId, createdBy: by })
    .returning({ id: r.id });
  const moved = await tx.update(r).set({ retriedBy: row!.id }).where(and(eq(r.id, old.id), eq(r.state, 'closed'), sql`${r.retriedBy} is null`)).returning({ id: r.id });
  return moved.length === 1 ? row!.id : undefined;
}

export async function lockRefund(tx: DbOrTx, id: number, companyId: number) {
  const [row] = await tx.select().from(r).where(and(eq(r.id, id), eq(r.companyId, companyId))).for('update');
  return row;
}

/** The company's online refunds with their order and house, newest first. */
export async function refundAnswers(db: DbOrTx, companyId: number, filter: { state?: string | undefined; orderId?: number | undefined; id?: number | undefined }, page: { limit: number; offset: number }) {
  const where = sql.join(
    [
      sql`f.company_id = ${companyId}`,
      ...(filter.state ? [sql`f.state = ${filter.state}`] : []),
      ...(filter.orderId ? [sql`f.order_id = ${filter.orderId}`] : []),
      ...(filter.id ? [sql`f.id = ${filter.id}`] : []),
    ],
    sql` and `,
  );
  const rows = await db.execute<Record<string, unknown>>(sql`
    select f.id, f.order_id as "orderId", o.out_trade_no as "outTradeNo", f.out_refund_no as "outRefundNo", f.amount::text as amount, f.reason,
      f.state, f.refund_id as "refundId", f.request_id as "requestId", f.payment_id as "paymentId", f.created_at as "createdAt",
      f.success_at as "successAt", f.error, f.retried_by as "retriedBy", h.code as "houseCode", h.name as "houseName",
      (select u.name from users u where u.id = f.created_by) as "createdByName",
      count(*) over () as total
    from pay_refunds f join pay_orders o on o.id = f.order_id join houses h on h.id = o.house_id
    where ${where}
    order by f.id desc
    limit ${page.limit} offset ${page.offset}`);
  return [...rows];
}
