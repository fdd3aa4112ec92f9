import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// What a refund back through WeChat Pay reads and writes of online payment's tables: the paid order its money came
// from (locked, so refunds of one order queue) with what is already refunded or asked for, and the refund to send.

export interface OnlineOrderForRefund {
  id: number;
  amount: string;
  /** Σ refunds sent or being sent (not closed by the vendor). */
  refunded: string;
  /** Σ refund requests still pending that name this order (but the one being approved). */
  pending: string;
}

/** The paid online order of this house with this order number, locked FOR UPDATE; undefined if there is none. */
export async function lockOnlineOrder(tx: DbOrTx, companyId: number, houseId: number, outTradeNo: string, exceptRequestId: number | null) {
  const rows = await tx.execute<{ id: string; amount: string }>(sql`
    select id, amount::text as amount from pay_orders
    where company_id = ${companyId} and house_id = ${houseId} and out_trade_no = ${outTradeNo} and transaction_id is not null
    for update`);
  const [order] = [...rows];
  if (!order) return undefined;
  const [sums] = await tx.execute<{ refunded: string; pending: string }>(sql`
    select
      (select coalesce(sum(r.amount), 0)::text from pay_refunds r where r.order_id = ${order.id} and r.state <> 'closed') as refunded,
      (select coalesce(sum(q.amount), 0)::text from refund_requests q
        where q.company_id = ${companyId} and q.house_id = ${houseId} and q.state = 'pending'
          and (${exceptRequestId}::bigint is null or q.id <> ${exceptRequestId}::bigint)
          and exists (select 1 from jsonb_array_elements(q.tenders) t where t->>'reference' = ${outTradeNo} and t->>'method' in ('6', '10'))) as pending`);
  return { id: Number(order.id), amount: order.amount, refunded: sums!.refunded, pending: sums!.pending } satisfies OnlineOrderForRefund;
}

export async function insertOnlineRefund(tx: DbOrTx, row: typeof schema.payRefunds.$inferInsert) {
  await tx.insert(schema.payRefunds).values(row);
}
