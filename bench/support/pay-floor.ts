// settlement-pay's floor: the writes of one counter payment (the lines locked, the payment, its tenders and
// allocations, the operation log, the receipt counter and the receipt) as ONE statement in autocommit, through its
// own pool of the same size, with no session, validation, allocation rules or answer building. The same triggers
// fire (ledger, ageing, totals, the balance check at commit). What the app may cost above it is its own work.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@pm/db';

export interface FloorPayment {
  companyId: number;
  userId: number;
  estateId: number;
  houseId: number;
  lineIds: number[];
  tenders: { method: string; amount: string }[];
  day: string;
}

/** Adds POST /bare/pay to the helper server; returns how to close its pool. */
export async function registerPayFloor(helper: FastifyInstance, databaseUrl: string, pool: number): Promise<() => Promise<void>> {
  const bare = await openDatabase({ databaseUrl, dataDir: '/tmp/pm-bench', poolSize: pool });
  helper.post<{ Body: FloorPayment }>('/bare/pay', async (request, reply) => {
    const b = request.body;
    const rows = await bare.sql<{ id: string; total: string; number: string | null }[]>`
      with l as (
        select o.line_id, o.open, bl.item_id from bill_line_open o join bill_lines bl on bl.id = o.line_id
        where o.company_id = ${b.companyId} and o.house_id = ${b.houseId} and o.line_id = any(${b.lineIds}::bigint[])
        order by o.line_id for update of o
      ), p as (
        insert into payments (company_id, estate_id, house_id, settle_type, total, principal, late_fee, payer_name, cashier_id, business_date)
        select ${b.companyId}, ${b.estateId}, ${b.houseId}, '1', sum(l.open), sum(l.open), 0, '压测底线', ${b.userId}, ${b.day}::date from l
        returning id, company_id, total
      ), t as (
        insert into payment_tenders (payment_id, seq, company_id, method, amount)
        select p.id, x.seq, p.company_id, x.method, x.amount
        from p, json_to_recordset(${JSON.stringify(b.tenders.map((t, i) => ({ ...t, seq: i + 1 })))}::json) as x(seq int, method varchar, amount numeric)
      ), a as (
        insert into payment_allocations (company_id, payment_id, line_id, house_id, item_id, principal, late_fee, late_days, source)
        select p.company_id, p.id, l.line_id, ${b.houseId}, l.item_id, l.open, 0, 0, 'cash' from p, l order by l.line_id
      ), log as (
        insert into operation_logs (company_id, user_id, record_key, record_id, action, detail)
        select p.company_id, ${b.userId}, 'settle-payments', p.id, 'settle-1', '{}'::jsonb from p
      ), s as (
        insert into receipt_counters (company_id, counter_key, period_key, next_serial)
        values (${b.companyId}, ${`floor:${b.estateId}`}, ${b.day.slice(0, 4)}, 2)
        on conflict (company_id, counter_key, period_key) do update set next_serial = receipt_counters.next_serial + 1
        returning next_serial - 1 as serial
      ), r as (
        insert into receipts (company_id, estate_id, payment_id, rule_id, number, issued_by)
        select ${b.companyId}, ${b.estateId}, p.id, null, 'FL' || ${b.estateId}::text || '-' || lpad(s.serial::text, 8, '0'), ${b.userId} from p, s
        returning number
      )
      select p.id, p.total::text as total, r.number from p left join r on true`;
    const [row] = rows;
    if (!row) return reply.code(409).send({ code: 409, msg: '没有可结算的费用' });
    return { code: 200, msg: '0', data: { id: Number(row.id), total: row.total, receiptNo: row.number } };
  });
  return () => bare.close();
}
