import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// One payment as its detail screen shows it: the row, tenders, allocations, entries and receipt.
// (The write side answers the same shape after a payment; the two may be merged into one reader.)

export type PaymentHead = {
  id: string | number;
  estate_id: string | number;
  estate_name: string;
  house_id: string | number | null;
  house_code: string | null;
  house_name: string | null;
  settle_type: string;
  total: string;
  principal: string;
  late_fee: string;
  accounts: string;
  payer_name: string | null;
  remark: string | null;
  batch_ref: string | null;
  cashier_name: string | null;
  business_date: string;
  created_at: string;
  reversal_of: string | number | null;
  reversed_by: string | number | null;
  receipt_id: string | number | null;
  receipt_no: string | null;
  void_reason: string | null;
  voided: boolean;
  prints: number;
};

export async function paymentHead(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.execute<PaymentHead>(sql`
    select p.id, p.estate_id, es.name as estate_name, p.house_id, h.code as house_code, h.name as house_name, p.settle_type,
      p.total::text as total, p.principal::text as principal, p.late_fee::text as late_fee,
      (select coalesce(sum(e.amount), 0)::text from settle_account_entries e join settle_accounts a on a.id = e.account_id
        where e.payment_id = p.id and a.kind <> 'agency') as accounts,
      p.payer_name, p.remark, p.batch_ref, (select u.name from users u where u.id = p.cashier_id) as cashier_name,
      p.business_date::text as business_date, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      p.reversal_of, (select x.id from payments x where x.reversal_of = p.id) as reversed_by,
      r.id as receipt_id, r.number as receipt_no, v.reason as void_reason, (v.receipt_id is not null) as voided,
      (select count(*)::int from receipt_prints rp where rp.receipt_id = r.id) as prints
    from payments p
    join estates es on es.id = p.estate_id
    left join houses h on h.id = p.house_id
    left join receipts r on r.payment_id = p.id
    left join receipt_voids v on v.receipt_id = r.id
    where p.id = ${id} and p.company_id = ${companyId}`);
  return row;
}

export async function paymentTenders(db: DbOrTx, paymentId: number) {
  return db.execute<{ method: string; amount: string; account_name: string | null; reference: string | null }>(sql`
    select t.method, t.amount::text as amount, (select ca.name from charge_accounts ca where ca.id = t.account_id) as account_name, t.reference
    from payment_tenders t where t.payment_id = ${paymentId} order by t.seq`);
}

export async function paymentAllocations(db: DbOrTx, paymentId: number) {
  return db.execute<{ line_id: string | number; item_name: string; period: string; principal: string; late_fee: string; late_days: number; source: string }>(sql`
    select a.line_id, i.name as item_name, l.period, a.principal::text as principal, a.late_fee::text as late_fee, a.late_days, a.source
    from payment_allocations a join bill_lines l on l.id = a.line_id join charge_items i on i.id = a.item_id
    where a.payment_id = ${paymentId} order by a.id`);
}

export async function paymentEntries(db: DbOrTx, paymentId: number) {
  return db.execute<{ kind: string; item_name: string | null; amount: string; balance_after: string; summary: string }>(sql`
    select a.kind, (select i.name from charge_items i where i.id = a.item_id) as item_name, e.amount::text as amount,
      e.balance_after::text as balance_after, e.summary
    from settle_account_entries e join settle_accounts a on a.id = e.account_id
    where e.payment_id = ${paymentId} order by e.id`);
}
