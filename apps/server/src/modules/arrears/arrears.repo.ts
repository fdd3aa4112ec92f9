import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { likePattern } from '../records/index';
import { bucketOf, daysOverdueSql, lateFeeOf, termsCte, termsJoins } from './arrears-sql.repo';

// 欠费: open lines already due (bill_line_open, due_date before today) with their late fee as of
// today, per line, per house and per bucket. One statement per answer; nothing loaded to sum in JS.

export interface DueFilter {
  estateId?: number | undefined;
  buildingId?: number | undefined;
  houseId?: number | undefined;
  itemId?: number | undefined;
  /** Due dates within (inclusive), from a bucket. */
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
}

export interface HouseFilter extends DueFilter {
  minAmount?: string | undefined;
  minDays?: number | undefined;
  q?: string | undefined;
}

export type HouseSort = 'amount' | 'days' | 'code';

const and = (parts: (SQL | undefined)[]) => sql.join(parts.filter((p): p is SQL => p !== undefined), sql` and `);

/** `with terms as (…), due as (…)`: the company's open due lines with days past due and late fee. */
function dueCtes(companyId: number, today: string, f: DueFilter): SQL {
  const where = and([
    sql`o.company_id = ${companyId}`,
    sql`o.due_date < ${today}::date`,
    f.estateId ? sql`o.estate_id = ${f.estateId}` : undefined,
    f.houseId ? sql`o.house_id = ${f.houseId}` : undefined,
    f.itemId ? sql`o.item_id = ${f.itemId}` : undefined,
    f.dueFrom ? sql`o.due_date >= ${f.dueFrom}::date` : undefined,
    f.dueTo ? sql`o.due_date <= ${f.dueTo}::date` : undefined,
    f.buildingId ? sql`exists (select 1 from houses hb where hb.id = o.house_id and hb.building_id = ${f.buildingId})` : undefined,
  ]);
  return sql`with ${termsCte(companyId)}, due as (
    select o.line_id, o.house_id, o.estate_id, o.item_id, o.open, o.due_date, ${daysOverdueSql(sql`o.due_date`, today)} as days, ${lateFeeOf(today)} as fee
    from bill_line_open o ${termsJoins}
    where ${where}
  )`;
}

/** Current owners of house `hid` (latest event per owner is not 迁出), names 、-joined and the first one's phone. */
const owners = (hid: SQL) => sql`
  (select string_agg(ow.name, '、' order by ow.id) from owners ow where ow.id in (${currentOwnerIds(hid)})) as owner_name,
  (select coalesce(ow.mobile, ow.phone) from owners ow where ow.id in (${currentOwnerIds(hid)}) order by ow.id limit 1) as owner_phone`;
const currentOwnerIds = (hid: SQL) => sql`select e.owner_id from house_owner_events e
  where e.house_id = ${hid} and e.event <> '3'
    and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)`;

/** `, per as (…), hits as (…)`: houses with due open lines, their figures, after the house filters. */
function hitsCtes(today: string, f: HouseFilter): SQL {
  const like = f.q ? likePattern(f.q) : undefined;
  const where = and([
    sql`true`,
    f.minAmount !== undefined ? sql`per.open >= ${f.minAmount}::numeric` : undefined,
    f.minDays !== undefined ? sql`${daysOverdueSql(sql`per.oldest`, today)} >= ${f.minDays}` : undefined,
    like ? sql`(h.code ilike ${like} or h.name ilike ${like})` : undefined,
  ]);
  return sql`, per as (
    select d.house_id, sum(d.open) as open, count(*)::int as lines, count(distinct l.period)::int as months, min(d.due_date) as oldest, sum(d.fee) as fee
    from due d join bill_lines l on l.id = d.line_id group by d.house_id
  ), hits as (
    select per.*, h.code, h.code_sort, h.name, h.estate_id, h.building_id from per join houses h on h.id = per.house_id where ${where}
  )`;
}

const HOUSE_ORDER: Record<HouseSort, SQL> = {
  amount: sql`open desc, house_id`,
  days: sql`oldest, house_id`,
  // code_sort: the house code in natural order (101 before 1002), kept by natural_sort.sql's trigger
  code: sql`code_sort, house_id`,
};

export type ArrearsHouseDbRow = {
  house_id: string | number;
  code: string;
  name: string;
  estate_name: string;
  building_name: string | null;
  owner_name: string | null;
  owner_phone: string | null;
  open: string;
  lines: number;
  months: number;
  oldest: string;
  days: number;
  fee: string;
};

const houseColumns = (today: string) => sql`p.seq, p.house_id, p.code, p.name, p.open::text as open, p.lines, p.months, p.oldest::text as oldest,
  ${daysOverdueSql(sql`p.oldest`, today)} as days, p.fee::text as fee,
  (select es.name from estates es where es.id = p.estate_id) as estate_name,
  (select b.name from buildings b where b.id = p.building_id) as building_name, ${owners(sql`p.house_id`)}`;

/** A page of houses in arrears with the count and sums of every match, in one round trip. */
export async function houseArrearsPage(db: DbOrTx, companyId: number, today: string, f: HouseFilter, sort: HouseSort, page: number, size: number) {
  const rows = await db.execute<ArrearsHouseDbRow & { total: number; sum_open: string; sum_fee: string }>(sql`
    ${dueCtes(companyId, today, f)}${hitsCtes(today, f)}
    select t.total, t.sum_open, t.sum_fee, r.* from
      (select count(*)::int as total, coalesce(sum(open), 0)::text as sum_open, coalesce(sum(fee), 0)::text as sum_fee from hits) t
      left join lateral (
        select ${houseColumns(today)} from (
          select *, row_number() over (order by ${HOUSE_ORDER[sort]}) as seq from hits order by ${HOUSE_ORDER[sort]} limit ${size} offset ${(page - 1) * size}
        ) p
      ) r on true
    order by r.seq`);
  const first = rows[0];
  return {
    total: first?.total ?? 0,
    sumOpen: first?.sum_open ?? '0',
    sumFee: first?.sum_fee ?? '0',
    rows: rows.filter((r) => r.house_id !== null),
  };
}

/** Houses in arrears after a house id (keyset), for the export. */
export async function houseArrearsAfter(db: DbOrTx, companyId: number, today: string, f: HouseFilter, afterId: number, size: number) {
  return db.execute<ArrearsHouseDbRow>(sql`
    ${dueCtes(companyId, today, f)}${hitsCtes(today, f)}
    select ${houseColumns(today)} from (select *, house_id as seq from hits where house_id > ${afterId} order by house_id limit ${size}) p order by p.house_id`);
}

export type ArrearsLineDbRow = {
  line_id: string | number;
  house_id: string | number;
  house_code: string;
  house_name: string;
  item_name: string;
  period: string;
  due_date: string;
  net: string;
  open: string;
  days: number;
  fee: string;
};

function lineWhere(q: string | undefined): SQL {
  const like = q ? likePattern(q) : undefined;
  return like ? sql`where (h.code ilike ${like} or h.name ilike ${like} or i.name ilike ${like})` : sql``;
}

const lineSelect = sql`select d.line_id, d.house_id, h.code as house_code, h.name as house_name, i.name as item_name, l.period,
  d.due_date::text as due_date, l.net::text as net, d.open::text as open, d.days, d.fee::text as fee
  from due d join bill_lines l on l.id = d.line_id join houses h on h.id = d.house_id join charge_items i on i.id = d.item_id`;

/** A page of open due lines (oldest due first) with the count and sums of every match. */
export async function lineArrearsPage(db: DbOrTx, companyId: number, today: string, f: DueFilter & { q?: string | undefined }, page: number, size: number) {
  const rows = await db.execute<ArrearsLineDbRow & { total: number; sum_open: string; sum_fee: string }>(sql`
    ${dueCtes(companyId, today, f)}, hits as (${lineSelect} ${lineWhere(f.q)})
    select t.total, t.sum_open, t.sum_fee, r.* from
      (select count(*)::int as total, coalesce(sum(open::numeric), 0)::text as sum_open, coalesce(sum(fee::numeric), 0)::text as sum_fee from hits) t
      left join lateral (select * from hits order by due_date, line_id limit ${size} offset ${(page - 1) * size}) r on true
    order by r.due_date, r.line_id`);
  const first = rows[0];
  return { total: first?.total ?? 0, sumOpen: first?.sum_open ?? '0', sumFee: first?.sum_fee ?? '0', rows: rows.filter((r) => r.line_id !== null) };
}

/** Open due lines after a line id (keyset), for the export. */
export async function lineArrearsAfter(db: DbOrTx, companyId: number, today: string, f: DueFilter & { q?: string | undefined }, afterId: number, size: number) {
  return db.execute<ArrearsLineDbRow>(sql`
    ${dueCtes(companyId, today, f)}
    ${lineSelect} ${lineWhere(f.q)} ${f.q ? sql`and` : sql`where`} d.line_id > ${afterId} order by d.line_id limit ${size}`);
}

/** Bucket sums (houses, lines, amount) with the total as the row of null code, and the sums per estate. */
export async function ageing(db: DbOrTx, companyId: number, today: string, estateId: number | undefined) {
  const [buckets, estates] = await Promise.all([
    bucketSums(db, companyId, today, estateId),
    db.execute<{ estate_id: string | number; estate_name: string; houses: number; amount: string }>(sql`
      select x.estate_id, es.name as estate_name, x.houses, x.amount from (
        select p.estate_id, (sum(p.houses) filter (where p.prev_due = '-infinity'))::int as houses, sum(p.open)::text as amount
        from arrears_due_pairs p where ${pairScope(companyId, today, estateId)} group by p.estate_id having sum(p.lines) > 0
      ) x join estates es on es.id = x.estate_id order by es.code, x.estate_id`),
  ]);
  return { buckets, estates };
}

const pairScope = (companyId: number, today: string, estateId: number | undefined) =>
  and([sql`p.company_id = ${companyId}`, sql`p.due_date < ${today}::date`, estateId ? sql`p.estate_id = ${estateId}` : undefined]);

/**
 * Houses, lines and amount of open due lines per ageing bucket, summed over arrears_due_pairs (a
 * few rows per estate and due date, kept by triggers; settlement_receivables_ageing.sql): a house
 * counts in a bucket at its pair whose previous open due date is older than the bucket (or none),
 * and in the total at its oldest. The row with a null code is the total.
 */
export async function bucketSums(db: DbOrTx, companyId: number, today: string, estateId: number | undefined) {
  const days = (column: string) => daysOverdueSql(sql.raw(`p.${column}`), today);
  return db.execute<{ code: string | null; houses: number; lines: number; amount: string }>(sql`
    select x.code,
           coalesce(case when grouping(x.code) = 1 then sum(x.houses) filter (where x.oldest) else sum(x.houses) filter (where x.first_in_bucket) end, 0)::int as houses,
           coalesce(sum(x.lines), 0)::int as lines, coalesce(sum(x.open), 0)::text as amount
    from (
      select p.houses, p.lines, p.open, ${bucketOf(days('due_date'))} as code, p.prev_due = '-infinity' as oldest,
             (case when p.prev_due = '-infinity' then true else ${bucketOf(days('prev_due'))} <> ${bucketOf(days('due_date'))} end) as first_in_bucket
      from arrears_due_pairs p where ${pairScope(companyId, today, estateId)}
    ) x
    group by grouping sets ((x.code), ())
    having sum(x.lines) > 0 or grouping(x.code) = 1`);
}
