import { sql } from 'drizzle-orm';
import type { Db } from '@pm/db';

// The dashboards' kept totals recounted from the lines and tenders (what 结算看板 summed before
// settlement_totals.sql kept them): a test compares the two after real operations.

type Rows<T> = Promise<T[]>;
const rows = <T>(db: Db, query: ReturnType<typeof sql>) => db.execute(query) as unknown as Rows<T>;

export type PeriodTotal = { company_id: string; estate_id: string; period: string; receivable: string; open: string };
export type TenderTotal = { company_id: string; business_date: string; estate_id: string; method: string; amount: string };

/** Released lines per (company, estate, period): Σ net and Σ open. */
export const recountPeriods = (db: Db, companyId: number) =>
  rows<PeriodTotal>(db, sql`
    select l.company_id::text, l.estate_id::text, l.period, sum(l.net)::text as receivable, coalesce(sum(o.open), 0)::text as open
    from bill_lines l left join bill_line_open o on o.line_id = l.id
    where l.released_at is not null and l.company_id = ${companyId}
    group by l.company_id, l.estate_id, l.period order by 1, 2, 3`);

export const keptPeriods = (db: Db, companyId: number) =>
  rows<PeriodTotal>(db, sql`
    select company_id::text, estate_id::text, period, receivable::text, open::text
    from settlement_period_totals where company_id = ${companyId} order by 1, 2, 3`);

/** Tenders per (company, business day, estate, method). */
export const recountTenders = (db: Db, companyId: number) =>
  rows<TenderTotal>(db, sql`
    select p.company_id::text, p.business_date::text, p.estate_id::text, t.method, sum(t.amount)::text as amount
    from payment_tenders t join payments p on p.id = t.payment_id
    where p.company_id = ${companyId}
    group by p.company_id, p.business_date, p.estate_id, t.method order by 1, 2, 3, 4`);

export const keptTenders = (db: Db, companyId: number) =>
  rows<TenderTotal>(db, sql`
    select company_id::text, business_date::text, estate_id::text, method, amount::text
    from tender_day_totals where company_id = ${companyId} order by 1, 2, 3, 4`);

/** Keys of any company where the kept totals and a recount differ (none when they agree). */
export async function totalsDrift(db: Db) {
  const periods = await rows<{ n: number }>(db, sql`
    select count(*)::int as n from (
      select l.company_id, l.estate_id, l.period, sum(l.net) as receivable, coalesce(sum(o.open), 0) as open
      from bill_lines l left join bill_line_open o on o.line_id = l.id where l.released_at is not null group by 1, 2, 3) x
    full join settlement_period_totals k using (company_id, estate_id, period)
    where k.receivable is distinct from x.receivable or k.open is distinct from x.open`);
  const tenders = await rows<{ n: number }>(db, sql`
    select count(*)::int as n from (
      select p.company_id, p.business_date, p.estate_id, t.method, sum(t.amount) as amount
      from payment_tenders t join payments p on p.id = t.payment_id group by 1, 2, 3, 4) x
    full join tender_day_totals k using (company_id, business_date, estate_id, method)
    where k.amount is distinct from x.amount`);
  return { periods: periods[0]!.n, tenders: tenders[0]!.n };
}

export type HouseStateTotal = { company_id: string; estate_id: string; use_state: string; houses: number; area: string };

/** Live houses per (company, estate, use state): count and Σ building area. */
export const recountHouseStates = (db: Db, companyId: number) =>
  rows<HouseStateTotal>(db, sql`
    select company_id::text, estate_id::text, use_state, count(*)::int as houses, coalesce(sum(build_area), 0)::numeric(16, 2)::text as area
    from houses where deleted_at is null and company_id = ${companyId}
    group by company_id, estate_id, use_state order by 1, 2, 3`);

/** The kept rows with a live house (a group emptied keeps houses = 0). */
export const keptHouseStates = (db: Db, companyId: number) =>
  rows<HouseStateTotal>(db, sql`
    select company_id::text, estate_id::text, use_state, houses, area::text
    from house_state_totals where company_id = ${companyId} and (houses <> 0 or area <> 0) order by 1, 2, 3`);
