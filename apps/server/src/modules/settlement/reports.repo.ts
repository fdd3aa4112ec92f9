import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 结算汇总 and 收费日报: payments of a date range summed under one key. Items sum the allocations
// (principal + late fee), methods the tenders, every other key the payments' totals.

export type Grouping = 'day' | 'estate' | 'item' | 'method' | 'cashier' | 'type';

export interface ReportRange {
  estateId?: number | undefined;
  dateFrom: string;
  dateTo: string;
}

export type SumDbRow = { key: string; label: string | null; count: number; amount: string };

const scope = (companyId: number, f: ReportRange): SQL =>
  sql.join(
    [
      sql`p.company_id = ${companyId}`,
      sql`p.business_date between ${f.dateFrom}::date and ${f.dateTo}::date`,
      f.estateId ? sql`p.estate_id = ${f.estateId}` : undefined,
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );

const QUERIES: Record<Grouping, (where: SQL) => SQL> = {
  day: (w) => sql`select p.business_date::text as key, p.business_date::text as label, count(*)::int as count, sum(p.total)::text as amount
    from payments p where ${w} group by p.business_date order by p.business_date`,
  estate: (w) => sql`select p.estate_id::text as key, es.name as label, count(*)::int as count, sum(p.total)::text as amount
    from payments p join estates es on es.id = p.estate_id where ${w} group by p.estate_id, es.name, es.code order by es.code, p.estate_id`,
  type: (w) => sql`select p.settle_type as key, null as label, count(*)::int as count, sum(p.total)::text as amount
    from payments p where ${w} group by p.settle_type order by p.settle_type::int`,
  cashier: (w) => sql`select coalesce(p.cashier_id, 0)::text as key, (select u.name from users u where u.id = p.cashier_id) as label,
    count(*)::int as count, sum(p.total)::text as amount from payments p where ${w} group by p.cashier_id order by p.cashier_id nulls last`,
  method: (w) => sql`select t.method as key, null as label, count(distinct p.id)::int as count, sum(t.amount)::text as amount
    from payments p join payment_tenders t on t.payment_id = p.id where ${w} group by t.method order by t.method::int`,
  item: (w) => sql`select a.item_id::text as key, i.name as label, count(distinct p.id)::int as count, sum(a.principal + a.late_fee)::text as amount
    from payments p join payment_allocations a on a.payment_id = p.id join charge_items i on i.id = a.item_id
    where ${w} group by a.item_id, i.name order by i.name, a.item_id`,
};

/** The range's sums under one key. */
export async function groupSums(db: DbOrTx, companyId: number, f: ReportRange, groupBy: Grouping) {
  return db.execute<SumDbRow>(QUERIES[groupBy](scope(companyId, f)));
}

/** The range's payments: how many and Σ total (what the counter took in, less what it paid back). */
export async function rangeTotal(db: DbOrTx, companyId: number, f: ReportRange) {
  const [row] = await db.execute<{ count: number; amount: string }>(sql`
    select count(*)::int as count, coalesce(sum(p.total), 0)::text as amount from payments p where ${scope(companyId, f)}`);
  return row ?? { count: 0, amount: '0' };
}

/**
 * What reconciles the items to the total: the range's entries on accounts that count in a payment's
 * total (the house's own; the 代收 account only for 委付, as the ledger's balance rule counts them),
 * keyed by account kind and direction (a 冲红 entry by the direction of the entry it reverses; a
 * 预交款 entry naming a bill line is an offset), with how many payments and Σ amount.
 */
export async function reconcilingSums(db: DbOrTx, companyId: number, f: ReportRange) {
  return db.execute<{ key: string; count: number; amount: string }>(sql`
    select case when a.kind = 'prepay' and e.line_id is not null then 'prepay-offset'
                else a.kind || case when (e.amount > 0) = (p.reversal_of is null) then '-in' else '-out' end end as key,
           count(distinct p.id)::int as count, sum(e.amount)::text as amount
    from payments p join settle_account_entries e on e.payment_id = p.id join settle_accounts a on a.id = e.account_id
    left join payments r on r.id = p.reversal_of
    where ${scope(companyId, f)} and (a.kind <> 'agency' or p.settle_type = '10' or r.settle_type = '10')
    group by 1`);
}
