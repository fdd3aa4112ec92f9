import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';

// 业主端's reads of orders, payments and receipts: always narrowed to the owner's account or house.

/** The owner's order still open for the house (the newest), to return to rather than start another. */
export async function openOrderOf(db: DbOrTx, accountId: number, houseId: number): Promise<number | null> {
  const [row] = await db.execute<{ id: number }>(sql`
    select id from pay_orders where portal_account_id = ${accountId} and house_id = ${houseId} and state = 'open' and expires_at > now()
    order by id desc limit 1`);
  return row ? Number(row.id) : null;
}

/** The receipt of a payment. */
export async function receiptOfPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db.execute<{ id: number; number: string }>(sql`select id, number from receipts where payment_id = ${paymentId}`);
  return row ? { id: Number(row.id), number: row.number } : undefined;
}

/** The house a receipt was written for, with its company. */
export async function receiptHouse(db: DbOrTx, receiptId: number) {
  const [row] = await db.execute<{ company_id: number; house_id: number | null }>(sql`
    select r.company_id, p.house_id from receipts r join payments p on p.id = r.payment_id where r.id = ${receiptId}`);
  return row ? { companyId: Number(row.company_id), houseId: row.house_id === null ? null : Number(row.house_id) } : undefined;
}

/**
 * The company's cashier for owners' online payments: its first administrator (sa), else its first user. The
 * payment's cashier column is a staff member; the order keeps the owner's account.
 */
export async function onlineCashierOf(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db.execute<{ id: number }>(sql`
    select id from users where company_id = ${companyId} and not disabled order by (role = 'sa') desc, id limit 1`);
  return row ? Number(row.id) : undefined;
}

export type PaidDbRow = {
  id: number;
  receipt_id: number | null;
  receipt_no: string | null;
  paid_at: string;
  business_date: string;
  total: string;
  late_fee: string;
  methods: string[];
  items: { itemName: string; period: string; amount: string }[];
  reversed: boolean;
  n: number;
};

/** A page of the house's payments (newest first), each with its receipt, tenders and the lines it paid. */
export async function paidPage(db: DbOrTx, companyId: number, houseId: number, page: number, size: number) {
  const rows = await db.execute<PaidDbRow>(sql`
    with hits as (select p.* from payments p where p.company_id = ${companyId} and p.house_id = ${houseId} and p.reversal_of is null)
    select t.n, x.* from (select count(*)::int as n from hits) t
    left join lateral (
      select p.id, r.id as receipt_id, r.number as receipt_no,
        ${isoOf(sql`p.created_at`)} as paid_at, p.business_date::text as business_date,
        p.total::text as total, p.late_fee::text as late_fee,
        array(select t.method from payment_tenders t where t.payment_id = p.id order by t.seq) as methods,
        coalesce((select json_agg(json_build_object('itemName', i.name, 'period', l.period, 'amount', (a.principal + a.late_fee)::text) order by a.id)
          from payment_allocations a join bill_lines l on l.id = a.line_id join charge_items i on i.id = a.item_id where a.payment_id = p.id), '[]'::json) as items,
        exists (select 1 from payments x where x.reversal_of = p.id) as reversed
      from (select * from hits order by created_at desc, id desc limit ${size} offset ${(page - 1) * size}) p
      left join receipts r on r.payment_id = p.id
      order by p.created_at desc, p.id desc
    ) x on true`);
  const total = rows[0]?.n ?? 0;
  return { total, rows: rows.filter((r) => r.id !== null) };
}
