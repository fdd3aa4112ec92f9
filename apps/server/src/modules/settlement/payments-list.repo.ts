import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { likePattern } from '../records/index';

// 结算记录: payments of the company with receipt, house, tenders and cashier; one round trip per page.

export interface PaymentFilter {
  estateId?: number | undefined;
  houseId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  settleType?: string | undefined;
  method?: string | undefined;
  cashierId?: number | undefined;
  q?: string | undefined;
}

export type PaymentDbRow = {
  id: string | number;
  receipt_no: string | null;
  voided: boolean;
  estate_name: string;
  house_id: string | number | null;
  house_name: string | null;
  settle_type: string;
  total: string;
  late_fee: string;
  tenders: { method: string; amount: string }[];
  payer_name: string | null;
  cashier_name: string | null;
  business_date: string;
  created_at: string;
  reversal_of: string | number | null;
  reversed_by: string | number | null;
  /** A 冲红's: the number of the receipt it voided (the reversal itself takes none). */
  reversed_receipt_no: string | null;
};

/** A timestamp as ISO-8601 UTC text (the answer's createdAt). */
export const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The tenders of payment `pid` as a JSON array of { method, amount } in their order. */
export const tendersJson = (pid: SQL) =>
  sql`coalesce((select json_agg(json_build_object('method', t.method, 'amount', t.amount::text) order by t.seq) from payment_tenders t where t.payment_id = ${pid}), '[]'::json)`;

function paymentWhere(companyId: number, f: PaymentFilter): SQL {
  const like = f.q ? likePattern(f.q) : undefined;
  const parts = [
    sql`p.company_id = ${companyId}`,
    f.estateId ? sql`p.estate_id = ${f.estateId}` : undefined,
    f.houseId ? sql`p.house_id = ${f.houseId}` : undefined,
    f.dateFrom ? sql`p.business_date >= ${f.dateFrom}::date` : undefined,
    f.dateTo ? sql`p.business_date <= ${f.dateTo}::date` : undefined,
    f.settleType ? sql`p.settle_type = ${f.settleType}` : undefined,
    f.cashierId ? sql`p.cashier_id = ${f.cashierId}` : undefined,
    f.method ? sql`exists (select 1 from payment_tenders t where t.payment_id = p.id and t.method = ${f.method})` : undefined,
    like
      ? // a receipt number finds its payment and the 冲红 of it (which shows that number)
        sql`(p.payer_name ilike ${like} or exists (select 1 from receipts r where r.payment_id in (p.id, p.reversal_of) and r.number ilike ${like})
          or exists (select 1 from houses h where h.id = p.house_id and (h.code ilike ${like} or h.name ilike ${like})))`
      : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return sql.join(parts, sql` and `);
}

const columns = sql`p.id, r.number as receipt_no, exists (select 1 from receipt_voids v where v.receipt_id = r.id) as voided,
  (select es.name from estates es where es.id = p.estate_id) as estate_name, p.house_id, (select h.name from houses h where h.id = p.house_id) as house_name,
  p.settle_type, p.total::text as total, p.late_fee::text as late_fee, ${tendersJson(sql`p.id`)} as tenders, p.payer_name,
  (select u.name from users u where u.id = p.cashier_id) as cashier_name, p.business_date::text as business_date, ${isoOf(sql`p.created_at`)} as created_at,
  p.reversal_of, (select x.id from payments x where x.reversal_of = p.id) as reversed_by,
  (select o.number from receipts o where o.payment_id = p.reversal_of) as reversed_receipt_no`;

/** A page of payments (newest first) with the count and Σ total of every match. */
export async function paymentPage(db: DbOrTx, companyId: number, f: PaymentFilter, page: number, size: number) {
  const rows = await db.execute<PaymentDbRow & { n: number; sum_total: string; seq: number }>(sql`
    with hits as (select p.* from payments p where ${paymentWhere(companyId, f)})
    select t.n, t.sum_total, x.* from
      (select count(*)::int as n, coalesce(sum(total), 0)::text as sum_total from hits) t
      left join lateral (
        select row_number() over (order by p.created_at desc, p.id desc) as seq, ${columns}
        from (select * from hits order by created_at desc, id desc limit ${size} offset ${(page - 1) * size}) p
        left join receipts r on r.payment_id = p.id
      ) x on true
    order by x.seq`);
  const first = rows[0];
  return { total: first?.n ?? 0, sumTotal: first?.sum_total ?? '0', rows: rows.filter((r) => r.id !== null) };
}

/** Payments after an id (keyset, oldest first), for the export. */
export async function paymentsAfter(db: DbOrTx, companyId: number, f: PaymentFilter, afterId: number, size: number) {
  return db.execute<PaymentDbRow>(sql`
    select ${columns} from payments p left join receipts r on r.payment_id = p.id
    where ${paymentWhere(companyId, f)} and p.id > ${afterId} order by p.id limit ${size}`);
}
