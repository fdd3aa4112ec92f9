import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 有偿服务 orders and their 服务计费 line (bill_lines.work_order_id, generation 0), read over the charging and settlement
// ledgers by their own rules: a released line is open while bill_line_open holds it; allocations are what was paid.

export interface PaidOrder {
  id: number;
  companyId: number;
  /** What paid it off last: the receipt number, else the payment's id. */
  reference: string;
}

/**
 * Settled in full: released, nothing open, no released reversal (a 冲销 also empties bill_line_open), and the
 * allocations reach the net (a 减免 lowering the open part is not a payment).
 */
const settledInFull = sql`l.released_at is not null
  and not exists (select 1 from bill_line_open bo where bo.line_id = l.id)
  and not exists (select 1 from bill_lines rv where rv.reversal_of = l.id and rv.released_at is not null)
  and (select coalesce(sum(a.principal), 0) from payment_allocations a where a.line_id = l.id) >= l.net`;

type Raw = { id: string; company_id: string; line_id: string; reference: string | null };

/** 待支付 orders whose line is settled in full, oldest first (`onlyId`: that order alone, re-read under its lock). */
export async function paidAwaitingOrders(db: DbOrTx, limit: number, onlyId?: number): Promise<PaidOrder[]> {
  const rows = await db.execute<Raw>(sql`select w.id, w.company_id, l.id as line_id,
      (select coalesce(rc.number, a.payment_id::text) from payment_allocations a left join receipts rc on rc.payment_id = a.payment_id
        where a.line_id = l.id and a.principal > 0 order by a.id desc limit 1) as reference
    from work_orders w join bill_lines l on l.work_order_id = w.id and l.generation = 0
    where w.state = 'awaiting_payment' and ${settledInFull} ${onlyId === undefined ? sql`` : sql`and w.id = ${onlyId}`}
    order by w.id limit ${limit}`);
  return [...rows].map((r) => ({ id: Number(r.id), companyId: Number(r.company_id), reference: r.reference ?? `line:${r.line_id}` }));
}

/** The order has been billed: a generation-0 service line carries it (whatever its audit or payment state). */
export async function orderBilled(db: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from bill_lines where work_order_id = ${orderId} and generation = 0 limit 1`);
  return rows.length > 0;
}
