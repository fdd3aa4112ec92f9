import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from './payments-list.repo';

// 特服结算: released special-service lines (target 'service'), open or paid, with the latest receipt that paid them.

export interface SpecialFilter {
  estateId?: number | undefined;
  houseId?: number | undefined;
  state: 'open' | 'paid' | 'all';
}

export type SpecialDbRow = {
  line_id: string | number;
  house_id: string | number;
  house_name: string;
  item_name: string;
  dispatch_id: string | number | null;
  period: string;
  due_date: string;
  net: string;
  open: string;
  receipt_no: string | null;
  paid_at: string | null;
};

function where(companyId: number, f: SpecialFilter): SQL {
  const parts = [
    sql`l.company_id = ${companyId}`,
    sql`l.target_type = 'service'`,
    sql`l.released_at is not null and l.reversal_of is null and l.adjusts_line_id is null`,
    f.estateId ? sql`l.estate_id = ${f.estateId}` : undefined,
    f.houseId ? sql`l.house_id = ${f.houseId}` : undefined,
    f.state === 'open' ? sql`o.line_id is not null` : f.state === 'paid' ? sql`o.line_id is null` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return sql.join(parts, sql` and `);
}

/** A page of service lines (newest period first) with the count and Σ open of every match. */
export async function specialPage(db: DbOrTx, companyId: number, f: SpecialFilter, page: number, size: number) {
  const rows = await db.execute<SpecialDbRow & { n: number; sum_open: string; seq: number }>(sql`
    with hits as (
      select l.id as line_id, l.house_id, l.item_id, l.dispatch_id, l.period, l.due_date, l.net, coalesce(o.open, 0) as open
      from bill_lines l left join bill_line_open o on o.line_id = l.id where ${where(companyId, f)}
    )
    select t.n, t.sum_open, x.* from
      (select count(*)::int as n, coalesce(sum(open), 0)::text as sum_open from hits) t
      left join lateral (
        select row_number() over (order by k.period desc, k.line_id desc) as seq, k.line_id, k.house_id, h.name as house_name, i.name as item_name,
          k.dispatch_id, k.period, k.due_date::text as due_date, k.net::text as net, k.open::text as open, pay.receipt_no, pay.paid_at
        from (select * from hits order by period desc, line_id desc limit ${size} offset ${(page - 1) * size}) k
        join houses h on h.id = k.house_id join charge_items i on i.id = k.item_id
        left join lateral (
          select r.number as receipt_no, ${isoOf(sql`p.created_at`)} as paid_at
          from payment_allocations a join payments p on p.id = a.payment_id left join receipts r on r.payment_id = p.id
          where a.line_id = k.line_id and a.principal > 0 and not exists (select 1 from payments x where x.reversal_of = p.id)
          order by p.created_at desc, p.id desc limit 1
        ) pay on true
      ) x on true
    order by x.seq`);
  const first = rows[0];
  return { total: first?.n ?? 0, sumOpen: first?.sum_open ?? '0', rows: rows.filter((r) => r.line_id !== null) };
}
