import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf, tendersJson } from './payments-list.repo';

// 退费明细: payments of direction out (退押, 退预交款, 经付, 委付, 退存零款, 退房预交, 冲红).

const OUT_TYPES = sql.raw(`('7', '8', '9', '10', '11', '13', '14')`);

export interface RefundFilter {
  estateId?: number | undefined;
  houseId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export type RefundDbRow = {
  id: string | number;
  receipt_no: string | null;
  house_id: string | number | null;
  house_name: string | null;
  settle_type: string;
  amount: string;
  tenders: { method: string; amount: string }[];
  reason: string | null;
  reversed_receipt_no: string | null;
  cashier_name: string | null;
  created_at: string;
};

function where(companyId: number, f: RefundFilter): SQL {
  const parts = [
    sql`p.company_id = ${companyId}`,
    sql`p.settle_type in ${OUT_TYPES}`,
    f.estateId ? sql`p.estate_id = ${f.estateId}` : undefined,
    f.houseId ? sql`p.house_id = ${f.houseId}` : undefined,
    f.dateFrom ? sql`p.business_date >= ${f.dateFrom}::date` : undefined,
    f.dateTo ? sql`p.business_date <= ${f.dateTo}::date` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return sql.join(parts, sql` and `);
}

/** A page of refunds (newest first) with the count and Σ amount (negative) of every match. */
export async function refundPage(db: DbOrTx, companyId: number, f: RefundFilter, page: number, size: number) {
  const rows = await db.execute<RefundDbRow & { n: number; sum_amount: string; seq: number }>(sql`
    with hits as (select p.* from payments p where ${where(companyId, f)})
    select t.n, t.sum_amount, x.* from
      (select count(*)::int as n, coalesce(sum(total), 0)::text as sum_amount from hits) t
      left join lateral (
        select row_number() over (order by p.created_at desc, p.id desc) as seq, p.id, r.number as receipt_no, p.house_id,
          (select h.name from houses h where h.id = p.house_id) as house_name, p.settle_type, p.total::text as amount,
          ${tendersJson(sql`p.id`)} as tenders,
          coalesce((select v.reason from receipt_voids v where v.reversal_payment_id = p.id limit 1), p.remark) as reason,
          (select ro.number from receipts ro where ro.payment_id = p.reversal_of) as reversed_receipt_no,
          (select u.name from users u where u.id = p.cashier_id) as cashier_name, ${isoOf(sql`p.created_at`)} as created_at
        from (select * from hits order by created_at desc, id desc limit ${size} offset ${(page - 1) * size}) p
        left join receipts r on r.payment_id = p.id
      ) x on true
    order by x.seq`);
  const first = rows[0];
  return { total: first?.n ?? 0, sumAmount: first?.sum_amount ?? '0', rows: rows.filter((r) => r.id !== null) };
}
