import { sql } from 'drizzle-orm';
import { pgArray, type DbOrTx } from '@pm/db';
import type { ReconOrder, ReconRefund } from '@pm/domain';

// Our side of a bill day: online payments by the China day of their success time (paid_at), refunds by the day the
// vendor accepted them, and the orders and refunds a bill row names whatever their day. China is UTC+8 all year.

const CHUNK = 5_000;

type OrderSql = { order_id: string; company_id: string; out_trade_no: string; amount: string; paid_day: string | null; method: string };
type RefundSql = { refund_id: string; company_id: string; out_refund_no: string; out_trade_no: string; amount: string; state: string; accepted_day: string | null; method: string };

const orderColumns = sql`o.id as order_id, o.company_id, o.out_trade_no, o.amount::text as amount, o.method,
  case when o.transaction_id is null then null else to_char((o.paid_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') end as paid_day`;
const refundColumns = sql`r.id as refund_id, r.company_id, r.out_refund_no, o.out_trade_no, r.amount::text as amount, r.state, o.method,
  to_char(r.accepted_day, 'YYYY-MM-DD') as accepted_day`;

const toOrder = (r: OrderSql): ReconOrder => ({ orderId: Number(r.order_id), companyId: Number(r.company_id), outTradeNo: r.out_trade_no, amount: r.amount, paidDay: r.paid_day, method: r.method });
const toRefund = (r: RefundSql): ReconRefund => ({
  refundId: Number(r.refund_id),
  companyId: Number(r.company_id),
  outRefundNo: r.out_refund_no,
  outTradeNo: r.out_trade_no,
  amount: r.amount,
  state: r.state,
  acceptedDay: r.accepted_day,
  method: r.method,
});

/** Orders paid on the China day (their money recorded: a transaction id, late ones included). */
export async function ordersPaidOn(db: DbOrTx, day: string): Promise<ReconOrder[]> {
  const rows = await db.execute<OrderSql>(sql`
    select ${orderColumns} from pay_orders o
    where o.transaction_id is not null
      and o.paid_at >= ((${day}::date - interval '8 hours') at time zone 'UTC')
      and o.paid_at < ((${day}::date + interval '16 hours') at time zone 'UTC')`);
  return [...rows].map(toOrder);
}

/** Our orders of these out_trade_nos, paid or not. */
export async function ordersByOutTradeNo(db: DbOrTx, numbers: readonly string[]): Promise<ReconOrder[]> {
  const found: ReconOrder[] = [];
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db.execute<OrderSql>(sql`
      select ${orderColumns} from pay_orders o where o.out_trade_no = any(${pgArray(numbers.slice(i, i + CHUNK))}::text::varchar[])`);
    found.push(...[...rows].map(toOrder));
  }
  return found;
}

/** Refunds the vendor accepted on the day (what the bill's refund rows are dated by). */
export async function refundsAcceptedOn(db: DbOrTx, day: string): Promise<ReconRefund[]> {
  const rows = await db.execute<RefundSql>(sql`
    select ${refundColumns} from pay_refunds r join pay_orders o on o.id = r.order_id where r.accepted_day = ${day}::date`);
  return [...rows].map(toRefund);
}

export async function refundsByOutRefundNo(db: DbOrTx, numbers: readonly string[]): Promise<ReconRefund[]> {
  const found: ReconRefund[] = [];
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db.execute<RefundSql>(sql`
      select ${refundColumns} from pay_refunds r join pay_orders o on o.id = r.order_id
      where r.out_refund_no = any(${pgArray(numbers.slice(i, i + CHUNK))}::text::varchar[])`);
    found.push(...[...rows].map(toRefund));
  }
  return found;
}

/** Which of these company ids exist (an attach `c<id>` is attributed only to a real company). */
export async function existingCompanies(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ id: string }>(sql`select id from companies where id = any(${pgArray(ids)}::text::bigint[])`);
  return new Set([...rows].map((r) => Number(r.id)));
}
