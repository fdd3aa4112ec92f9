import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../../records/index';

// 催缴通知: houses in arrears (house_receivables, bill_line_open) and the notices written to them.

const hr = schema.houseReceivables;
const h = schema.houses;
const n = schema.notices;

type HouseId = AnyPgColumn | SQL;

/** The current owners of a house (latest event per owner is 入伙 or 过户), 、-joined. */
const ownerNamesOf = (houseId: HouseId) => sql<string | null>`(
  select string_agg(o.name, '、' order by o.id) from owners o
  where o.id in (
    select e.owner_id from house_owner_events e
    where e.house_id = ${houseId} and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
      and e.event <> '3'
  )
)`;
const oldestDueOf = (houseId: HouseId) => sql<string>`(select min(o.due_date)::text from bill_line_open o where o.house_id = ${houseId})`;
const openMonthsOf = (houseId: HouseId) =>
  sql<number>`(select count(distinct l.period)::int from bill_line_open o join bill_lines l on l.id = o.line_id where o.house_id = ${houseId})`;

export interface CandidateFilter {
  estateId: number;
  minAmount?: string | undefined;
  minDays?: number | undefined;
  q?: string | undefined;
  houseIds?: number[];
}

/**
 * Houses of an estate owing something, with their oldest due date and the number of open billing months: the
 * houses, by code, whose receivable row (one per house) is open and passes the filters.
 */
export async function pageCandidates(tx: DbOrTx, companyId: number, today: string, f: CandidateFilter & { page: number; size: number }) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const owing = and(
    eq(hr.companyId, companyId),
    eq(hr.estateId, f.estateId),
    sql`${hr.open} > 0`,
    f.minAmount !== undefined ? sql`${hr.open} >= ${f.minAmount}::numeric` : undefined,
    f.minDays !== undefined ? sql`(${today}::date - (select min(o.due_date) from bill_line_open o where o.house_id = ${hr.houseId})) >= ${f.minDays}` : undefined,
    f.houseIds ? inArray(hr.houseId, f.houseIds) : undefined,
  );
  const { total, rows } = await pagedList(
    tx,
    {
      table: h,
      where: and(sql`${h.id} in (select ${hr.houseId} from ${hr} where ${owing})`, like ? sql`(${h.code} ilike ${like} or ${h.name} ilike ${like})` : undefined),
      sort: { column: h.codeSort, order: 'asc' },
      tiebreak: h.id,
      columns: ['id', 'code', 'name'],
      lookups: (onPage) => ({
        ownerName: ownerNamesOf(onPage(h.id)),
        open: sql<string>`(select ${hr.open}::text from ${hr} where ${hr.houseId} = ${onPage(h.id)})`,
        openLines: sql<number>`(select ${hr.openLines} from ${hr} where ${hr.houseId} = ${onPage(h.id)})`.mapWith(hr.openLines),
        months: openMonthsOf(onPage(h.id)),
        oldestDueDate: oldestDueOf(onPage(h.id)),
      }),
    },
    f.page,
    f.size,
  );
  return {
    total,
    rows: rows.map(({ id, code, name, ownerName, open, openLines, months, oldestDueDate }) => ({ houseId: id, houseCode: code, houseName: name, ownerName, open, openLines, months, oldestDueDate })),
  };
}

/** The chosen houses' figures, their receivable rows locked for the writing transaction. */
export async function lockedFigures(tx: DbOrTx, companyId: number, estateId: number, houseIds: number[]) {
  // Locked in house order, so two sends of overlapping houses never deadlock.
  await tx.select({ id: hr.houseId }).from(hr).where(and(eq(hr.companyId, companyId), inArray(hr.houseId, houseIds))).orderBy(hr.houseId).for('update');
  return tx
    .select({
      houseId: hr.houseId,
      houseCode: h.code,
      houseName: h.name,
      ownerName: ownerNamesOf(h.id),
      open: sql<string>`coalesce(${hr.open}, 0)::text`,
      openLines: sql<number>`coalesce(${hr.openLines}, 0)`,
      months: openMonthsOf(hr.houseId),
      oldestDueDate: oldestDueOf(hr.houseId),
    })
    .from(h)
    .leftJoin(hr, eq(hr.houseId, h.id))
    .where(and(eq(h.companyId, companyId), eq(h.estateId, estateId), inArray(h.id, houseIds)));
}

export async function findEstate(tx: DbOrTx, companyId: number, estateId: number) {
  const [row] = await tx.select({ id: schema.estates.id }).from(schema.estates).where(and(eq(schema.estates.id, estateId), eq(schema.estates.companyId, companyId)));
  return row;
}

export async function companyUsers(tx: DbOrTx, companyId: number, ids: number[]) {
  return tx
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone, jobName: sql<string | null>`(select j.name from jobs j where j.id = ${schema.users.jobId})` })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), inArray(schema.users.id, ids)));
}

/** Takes `howMany` numbers of a company's counter for a kind and year (row-locked until commit): the first one. */
export async function takeNumbers(tx: DbOrTx, companyId: number, kind: string, year: number, howMany: number) {
  const c = schema.noticeCounters;
  const [row] = await tx
    .insert(c)
    .values({ companyId, kind, year, last: howMany })
    .onConflictDoUpdate({ target: [c.companyId, c.kind, c.year], set: { last: sql`${c.last} + ${howMany}` } })
    .returning({ last: c.last });
  return row!.last - howMany + 1;
}

export async function insertNotices(tx: DbOrTx, rows: (typeof n.$inferInsert)[]) {
  const out: { id: number; houseId: number | null }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    out.push(...(await tx.insert(n).values(rows.slice(i, i + 500)).returning({ id: n.id, houseId: n.houseId })));
  }
  return out;
}

export async function insertRecipients(tx: DbOrTx, rows: { noticeId: number; userId: number }[]) {
  for (let i = 0; i < rows.length; i += 2000) await tx.insert(schema.noticeRecipients).values(rows.slice(i, i + 2000));
}

export async function pageNotices(tx: DbOrTx, companyId: number, menuId: number, q: { estateId?: number | undefined; houseId?: number | undefined; q?: string | undefined; page: number; size: number }) {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(n.companyId, companyId),
    eq(n.menuId, menuId),
    q.estateId ? eq(n.estateId, q.estateId) : undefined,
    q.houseId ? eq(n.houseId, q.houseId) : undefined,
    like ? sql`(${n.docNumber} ilike ${like} or ${n.houseName} ilike ${like} or ${n.subject} ilike ${like})` : undefined,
  );
  const { total, rows } = await pagedList(
    tx,
    {
      table: n,
      where,
      ...newestFirst(n.createdAt, n.id),
      lookups: (onPage) => ({
        recipients: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${onPage(n.id)})`,
        acked: sql<number>`(select count(*)::int from notice_recipients r where r.notice_id = ${onPage(n.id)} and r.handle_time is not null)`,
      }),
    },
    q.page,
    q.size,
  );
  return { total, rows: rows.map(({ recipients, acked, ...notice }) => ({ notice, recipients, acked })) };
}
