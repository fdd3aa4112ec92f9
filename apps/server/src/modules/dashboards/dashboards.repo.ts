import { sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { bucketOf } from '../arrears/index';

// 决策看板: every figure summed in the database over the chosen company's subtree (ids given by
// the use case from the company tree), amounts as exact numeric text.

const ids = (companyIds: number[]) => sql.join(companyIds.map((id) => sql`${id}`), sql`, `);
const inScope = (column: string, companyIds: number[]) => sql`${sql.raw(column)} in (${ids(companyIds)})`;
/** First day of a YYYY-MM and the first day after a YYYY-MM. */
const monthStart = (period: string) => sql`${`${period}-01`}::date`;
const monthEnd = (period: string) => sql`(${`${period}-01`}::date + interval '1 month')::date`;

export async function companiesIn(db: DbOrTx, companyIds: number[]) {
  return db
    .select({ id: schema.companies.id, name: schema.companies.name, parentId: schema.companies.parentId })
    .from(schema.companies)
    .where(sql`${schema.companies.id} in (${ids(companyIds)})`)
    .orderBy(schema.companies.id);
}

type CollectionRow = { receivable: string; open: string };

/**
 * Released lines of the periods [from, to]: Σ net and Σ still open, per period, per estate and in all,
 * from the totals the ledger triggers keep per (company, estate, period) (settlement_totals.sql).
 */
export async function collection(db: DbOrTx, companyIds: number[], from: string, to: string) {
  return db.execute<CollectionRow & { period: string | null; estate_id: string | number | null; estate_name: string | null; by_period: boolean; by_estate: boolean }>(sql`
    select t.period, t.estate_id, max(es.name) as estate_name,
           grouping(t.period) = 0 as by_period, grouping(t.estate_id) = 0 as by_estate,
           coalesce(sum(t.receivable), 0)::text as receivable, coalesce(sum(t.open), 0)::text as open
    from settlement_period_totals t
    left join estates es on es.id = t.estate_id
    where ${inScope('t.company_id', companyIds)} and t.period between ${from} and ${to}
    group by grouping sets ((t.period), (t.estate_id), ())
    order by t.period nulls last, max(es.code), t.estate_id`);
}

/** Arrears due before today per estate: amount and houses (a house counts at its oldest open due date). */
export async function arrearsByEstate(db: DbOrTx, companyIds: number[], today: string) {
  return db.execute<{ estate_id: string | number; estate_name: string; houses: number; amount: string }>(sql`
    select x.estate_id, es.name as estate_name, x.houses, x.amount from (
      select p.estate_id, coalesce(sum(p.houses) filter (where p.prev_due = '-infinity'), 0)::int as houses, sum(p.open)::text as amount
      from arrears_due_pairs p where ${inScope('p.company_id', companyIds)} and p.due_date < ${today}::date
      group by p.estate_id having sum(p.lines) > 0
    ) x join estates es on es.id = x.estate_id order by es.code, x.estate_id`);
}

/** Money taken per business day and settle method in the months [from, to] (reversals net off), from the kept day totals. */
export async function receiptsByDay(db: DbOrTx, companyIds: number[], from: string, to: string) {
  return db.execute<{ day: string; method: string; amount: string }>(sql`
    select t.business_date::text as day, t.method, sum(t.amount)::text as amount
    from tender_day_totals t
    where ${inScope('t.company_id', companyIds)} and t.business_date >= ${monthStart(from)} and t.business_date < ${monthEnd(to)}
    group by t.business_date, t.method order by t.business_date, t.method`);
}

/** Live houses per estate and use state: count and Σ building area, from the totals the houses' triggers keep (house_state_totals.sql). */
export async function housesByState(db: DbOrTx, companyIds: number[]) {
  return db.execute<{ estate_id: string | number; estate_name: string; state: string; houses: number; area: string }>(sql`
    select t.estate_id, max(es.name) as estate_name, t.use_state as state, sum(t.houses)::int as houses, sum(t.area)::text as area
    from house_state_totals t join estates es on es.id = t.estate_id
    where ${inScope('t.company_id', companyIds)}
    group by t.estate_id, t.use_state having sum(t.houses) > 0
    order by max(es.code), t.estate_id, t.use_state`);
}

/** The age of an open record (days since received, as of today) as an OpenAge code. */
const ageOf = (day: SQL, today: string) =>
  sql`(case when ${today}::date - ${day} <= 3 then 'd0_3' when ${today}::date - ${day} <= 7 then 'd4_7' when ${today}::date - ${day} <= 30 then 'd8_30' else 'd30_plus' end)`;

/** Service records of the days [from, to]: one table's counts by status and its open ones by age. */
export interface ServiceTable {
  table: 'complaints' | 'dispatches';
  dayColumn: 'received_at' | 'planned_at';
  /** Statuses that are finished (not open). */
  done: string[];
  /** Extra condition (repairs: dispatches of work type 报修). */
  where?: string;
}
export const COMPLAINTS: ServiceTable = { table: 'complaints', dayColumn: 'received_at', done: ['3'] };
export const REPAIRS: ServiceTable = { table: 'dispatches', dayColumn: 'planned_at', done: ['3', '4'], where: `work_type = '1'` };

const serviceScope = (t: ServiceTable, companyIds: number[], from: string, to: string) =>
  sql`${inScope('r.company_id', companyIds)} and r.deleted_at is null and r.${sql.raw(t.dayColumn)}::date between ${from}::date and ${to}::date ${t.where ? sql.raw(`and r.${t.where}`) : sql``}`;
const openOf = (t: ServiceTable) => sql.raw(`r.status not in (${t.done.map((s) => `'${s}'`).join(', ')})`);

export async function serviceCounts(db: DbOrTx, t: ServiceTable, companyIds: number[], from: string, to: string, today: string) {
  const day = sql.raw(`r.${t.dayColumn}::date`);
  return db.execute<{ status: string | null; age: string | null; count: number }>(sql`
    select r.status, null as age, count(*)::int as count from ${sql.raw(t.table)} r where ${serviceScope(t, companyIds, from, to)} group by r.status
    union all
    select null, ${ageOf(day, today)}, count(*)::int from ${sql.raw(t.table)} r where ${serviceScope(t, companyIds, from, to)} and ${openOf(t)} group by 2
    order by 1, 2`);
}

export async function customerCounts(db: DbOrTx, companyIds: number[], from: string, to: string) {
  const [owners, residents, trend, satisfaction] = await Promise.all([
    db.execute<{ type: string; count: number }>(sql`
      select o.type, count(*)::int as count from owners o where ${inScope('o.company_id', companyIds)} and o.deleted_at is null group by o.type order by o.type`),
    db.execute<{ relation: string; count: number }>(sql`
      select r.relation, count(*)::int as count from residents r where ${inScope('r.company_id', companyIds)} and r.deleted_at is null group by r.relation order by r.relation`),
    db.execute<{ month: string; count: number }>(sql`
      select to_char(r.received_at, 'YYYY-MM') as month, count(*)::int as count from complaints r
      where ${inScope('r.company_id', companyIds)} and r.deleted_at is null and r.received_at >= ${monthStart(from)} and r.received_at < ${monthEnd(to)}
      group by 1 order by 1`),
    db.execute<{ level: string; count: number }>(sql`
      select r.satisfaction as level, count(*)::int as count from complaints r
      where ${inScope('r.company_id', companyIds)} and r.deleted_at is null and r.satisfaction is not null
        and r.received_at >= ${monthStart(from)} and r.received_at < ${monthEnd(to)}
      group by 1 order by 1`),
  ]);
  return { owners, residents, trend, satisfaction };
}

// The rows behind a chart's bar (drill-down and its export), as text cells in the header's order,
// keyset-paged by a numeric row id `k` (the last column, dropped by the use case). Bill lines are
// paged by (period, id) and open lines by (due date, id), the order of their indexes, so a page
// of one month or one age band reads only its own rows, not every line before it by id.

export type DrillDbRow = Record<string, string | number | null> & { k: string | number; s?: string | null };

/**
 * Where the next page starts: after the row with sort value `s` and id `k`, as the row gave them (a list
 * in (sort, id) order answers its sort value as `s`; lists by id alone have none; null on the first page).
 */
export interface DrillAfter {
  s: string | null;
  k: number;
}
export const DRILL_START: DrillAfter = { s: null, k: 0 };

const keyset = (after: DrillAfter, limit: number) => sql`and x.k > ${after.k} order by x.k limit ${limit}`;
/**
 * The page's keys of a list in (sort, id) order over a company subtree: per company one index range
 * read in order (`rows(companyId)` filters one company and orders by its index), merged, so a page
 * costs its own rows however many companies the scope holds (an `in` list would read every row to sort).
 */
function pageKeysPerCompany(companyIds: number[], rows: (companyId: SQL) => SQL, limit: number) {
  return sql`(
    select p.* from unnest(array[${ids(companyIds)}]::bigint[]) c(id) cross join lateral (${rows(sql`c.id`)} limit ${limit}) p
    order by p.s, p.k limit ${limit})`;
}
const afterRow = (sortColumn: SQL, idColumn: SQL, cast: 'text' | 'date', after: DrillAfter) =>
  after.s === null ? sql`` : sql`and (${sortColumn}, ${idColumn}) > (${after.s}::${sql.raw(cast)}, ${after.k})`;

/** Released lines of the periods [from, to], by period then line (bill_lines_released_period_idx); `s` is the period. */
export function billLinesAfter(db: DbOrTx, companyIds: number[], f: { from: string; to: string; estateId?: number | undefined }, after: DrillAfter, limit: number) {
  const keys = pageKeysPerCompany(
    companyIds,
    (company) => sql`
      select l.period as s, l.id as k from bill_lines l
      where l.company_id = ${company} and l.released_at is not null and l.period between ${f.from} and ${f.to}
        ${f.estateId ? sql`and l.estate_id = ${f.estateId}` : sql``} ${afterRow(sql`l.period`, sql`l.id`, 'text', after)}
      order by l.period, l.id`,
    limit,
  );
  return db.execute<DrillDbRow>(sql`
    select l.id as k, pk.s, h.code as house_code, h.name as house_name, es.name as estate_name, i.name as item_name, l.period,
           l.due_date::text as due_date, l.net::text as net, (l.net - coalesce(o.open, 0))::numeric(14, 2)::text as received, coalesce(o.open, 0)::numeric(14, 2)::text as open
    from ${keys} pk join bill_lines l on l.id = pk.k join houses h on h.id = l.house_id join estates es on es.id = l.estate_id
    join charge_items i on i.id = l.item_id left join bill_line_open o on o.line_id = l.id
    order by pk.s, pk.k`);
}

/** Open lines due in [dueFrom, dueTo], by due date then line (bill_line_open_due_idx / _company_idx); `s` is the due date. */
export function openLinesAfter(db: DbOrTx, companyIds: number[], f: { today: string; dueFrom?: string | undefined; dueTo: string; estateId?: number | undefined }, after: DrillAfter, limit: number) {
  const keys = pageKeysPerCompany(
    companyIds,
    (company) => sql`
      select o.due_date as s, o.line_id as k from bill_line_open o
      where o.company_id = ${company} and o.due_date <= ${f.dueTo}::date ${f.dueFrom ? sql`and o.due_date >= ${f.dueFrom}::date` : sql``}
        ${f.estateId ? sql`and o.estate_id = ${f.estateId}` : sql``} ${afterRow(sql`o.due_date`, sql`o.line_id`, 'date', after)}
      order by o.due_date, o.line_id`,
    limit,
  );
  return db.execute<DrillDbRow>(sql`
    select o.line_id as k, pk.s::text as s, h.code as house_code, h.name as house_name, es.name as estate_name, i.name as item_name, l.period,
           o.due_date::text as due_date, (${f.today}::date - o.due_date) as days, ${bucketOf(sql`(${f.today}::date - o.due_date)`)} as bucket, o.open::text as open
    from ${keys} pk join bill_line_open o on o.line_id = pk.k join bill_lines l on l.id = o.line_id join houses h on h.id = o.house_id
    join estates es on es.id = o.estate_id join charge_items i on i.id = o.item_id
    order by pk.s, pk.k`);
}

export function tendersAfter(db: DbOrTx, companyIds: number[], f: { dayFrom: string; dayTo: string }, after: DrillAfter, limit: number) {
  return db.execute<DrillDbRow>(sql`
    select * from (
      select p.id * 10 + t.seq as k, p.business_date::text as day, es.name as estate_name, h.code as house_code, p.payer_name, t.method, t.amount::text as amount
      from payments p join payment_tenders t on t.payment_id = p.id join estates es on es.id = p.estate_id left join houses h on h.id = p.house_id
      where ${inScope('p.company_id', companyIds)} and p.business_date between ${f.dayFrom}::date and ${f.dayTo}::date
    ) x where true ${keyset(after, limit)}`);
}

export function housesAfter(db: DbOrTx, companyIds: number[], f: { estateId?: number | undefined; state?: string | undefined }, after: DrillAfter, limit: number) {
  return db.execute<DrillDbRow>(sql`
    select * from (
      select h.id as k, h.code as house_code, h.name as house_name, es.name as estate_name, h.use_state as state, h.build_area::text as area
      from houses h join estates es on es.id = h.estate_id
      where ${inScope('h.company_id', companyIds)} and h.deleted_at is null
        ${f.estateId ? sql`and h.estate_id = ${f.estateId}` : sql``} ${f.state ? sql`and h.use_state = ${f.state}` : sql``}
    ) x where true ${keyset(after, limit)}`);
}

export function serviceAfter(
  db: DbOrTx,
  t: ServiceTable,
  companyIds: number[],
  f: { from: string; to: string; today: string; status?: string | undefined; age?: string | undefined },
  after: DrillAfter,
  limit: number,
) {
  const day = sql.raw(`r.${t.dayColumn}::date`);
  const no = sql.raw(t.table === 'complaints' ? 'r.complaint_no' : 'r.order_no');
  const who = sql.raw(t.table === 'complaints' ? 'r.complainant' : 'null');
  return db.execute<DrillDbRow>(sql`
    select * from (
      select r.id as k, ${no} as no, ${sql.raw(`r.${t.dayColumn}`)}::text as at, h.code as house_code, ${who} as person, r.content, r.status, (${f.today}::date - ${day}) as days
      from ${sql.raw(t.table)} r left join houses h on h.id = r.house_id
      where ${serviceScope(t, companyIds, f.from, f.to)} ${f.status ? sql`and r.status = ${f.status}` : sql``}
        ${f.age ? sql`and ${openOf(t)} and ${ageOf(day, f.today)} = ${f.age}` : sql``}
    ) x where true ${keyset(after, limit)}`);
}

export function ownersAfter(db: DbOrTx, companyIds: number[], after: DrillAfter, limit: number) {
  return db.execute<DrillDbRow>(sql`
    select * from (
      select o.id as k, o.name, o.type, o.mobile, (
        select string_agg(h.code, '、' order by h.code) from (
          select distinct on (e.house_id) e.house_id, e.event from house_owner_events e where e.owner_id = o.id order by e.house_id, e.id desc
        ) cur join houses h on h.id = cur.house_id where cur.event in ('1', '2')
      ) as houses
      from owners o where ${inScope('o.company_id', companyIds)} and o.deleted_at is null
    ) x where true ${keyset(after, limit)}`);
}

export function residentsAfter(db: DbOrTx, companyIds: number[], after: DrillAfter, limit: number) {
  return db.execute<DrillDbRow>(sql`
    select * from (
      select r.id as k, r.name, h.code as house_code, r.relation, r.mobile, r.move_in_date::text as move_in
      from residents r join houses h on h.id = r.house_id
      where ${inScope('r.company_id', companyIds)} and r.deleted_at is null
    ) x where true ${keyset(after, limit)}`);
}
