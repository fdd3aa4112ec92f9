import { and, asc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// What the counter reads: the house, its open released lines (bill_line_open) with their item and
// whether they are waived or locked, and the estate's arrears settings.

const h = schema.houses;
const o = schema.billLineOpen;
const l = schema.billLines;
const i = schema.chargeItems;

/**
 * `column = any(ids)` with the ids as one array parameter: the statement's text is the same for any
 * number of lines, so each pooled connection prepares it once (an IN list is a new statement, and a
 * new round trip to describe it, for every count).
 */
function anyOf(column: AnyColumn, ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('line ids must be integers');
  return sql`${column} = any(${`{${ids.join(',')}}`}::text::bigint[])`;
}

/** The house's current owners (latest event per owner is not 迁出), 、-joined; and their first phone. */
const currentOwners = sql`(
  select o.* from owners o
  where o.id in (
    select e.owner_id from house_owner_events e
    where e.house_id = ${h.id} and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
      and e.event <> '3'
  )
)`;

/** The house with its estate, building and owners; undefined when not a live house of the company. */
export async function findCounterHouse(db: DbOrTx, companyId: number, houseId: number) {
  const e = schema.estates;
  const b = schema.buildings;
  const [row] = await db
    .select({
      id: h.id,
      code: h.code,
      name: h.name,
      estateId: h.estateId,
      estateName: e.name,
      buildingName: b.name,
      ownerName: sql<string | null>`(select string_agg(c.name, '、' order by c.id) from ${currentOwners} c)`,
      ownerPhone: sql<string | null>`(select coalesce(c.mobile, c.phone) from ${currentOwners} c where coalesce(c.mobile, c.phone) is not null order by c.id limit 1)`,
    })
    .from(h)
    .innerJoin(e, eq(e.id, h.estateId))
    .leftJoin(b, eq(b.id, h.buildingId))
    .where(and(eq(h.id, houseId), eq(h.companyId, companyId), isNull(h.deletedAt)));
  return row;
}

/**
 * Locks the house's open lines (all, or the chosen ones) FOR UPDATE in line order, so concurrent
 * payments queue instead of deadlocking; answers the ids still open once the lock is held.
 */
export async function lockOpenLines(tx: DbOrTx, companyId: number, houseId: number, lineIds?: readonly number[]) {
  const rows = await tx
    .select({ id: o.lineId })
    .from(o)
    .where(and(eq(o.companyId, companyId), eq(o.houseId, houseId), lineIds ? anyOf(o.lineId, lineIds) : undefined))
    .orderBy(asc(o.lineId))
    .for('update');
  return rows.map((r) => r.id);
}

/** The house's open lines (or the given ones), oldest due first, with what the counter needs of each. */
export async function openLines(db: DbOrTx, companyId: number, houseId: number, lineIds?: readonly number[]) {
  if (lineIds && lineIds.length === 0) return [];
  return db
    .select({
      id: o.lineId,
      open: sql<string>`${o.open}::text`,
      dueDate: sql<string>`${o.dueDate}::text`,
      itemId: l.itemId,
      itemName: i.name,
      priority: i.priority,
      prepayAllowed: i.deductFromPrepay,
      passThrough: i.passThrough,
      targetType: l.targetType,
      period: l.period,
      periodFrom: sql<string>`${l.periodFrom}::text`,
      periodTo: sql<string>`${l.periodTo}::text`,
      net: sql<string>`${l.net}::text`,
      waived: sql<boolean>`exists (select 1 from late_fee_waivers w where w.line_id = ${o.lineId})`,
      // A reversal or adjustment of the line waits for its audit: settling now would race it.
      // Two probes, one per index (an OR of the two columns reads the whole table).
      locked: sql<boolean>`(exists (select 1 from bill_lines r where r.reversal_of = ${o.lineId} and r.released_at is null)
        or exists (select 1 from bill_lines r where r.adjusts_line_id = ${o.lineId} and r.released_at is null))`,
    })
    .from(o)
    .innerJoin(l, eq(l.id, o.lineId))
    .innerJoin(i, eq(i.id, l.itemId))
    .where(and(eq(o.companyId, companyId), eq(o.houseId, houseId), lineIds ? anyOf(o.lineId, lineIds) : undefined))
    .orderBy(asc(o.dueDate), asc(o.lineId));
}

export type OpenLineRow = Awaited<ReturnType<typeof openLines>>[number];

/** The estate's live arrears settings (item rows and the estate default with item null). */
export async function arrearsSettingsOf(db: DbOrTx, companyId: number, estateId: number) {
  const a = schema.arrearsSettings;
  return db
    .select({ itemId: a.itemId, graceDays: a.graceDays, ratePerDay: a.lateRatePerDay, capRatio: a.lateCapRatio })
    .from(a)
    .where(and(eq(a.companyId, companyId), eq(a.estateId, estateId), isNull(a.deletedAt)))
    .orderBy(asc(a.id));
}

/** An open line of the company with its waiver, for 减免违约金. */
export async function findOpenLine(db: DbOrTx, companyId: number, lineId: number) {
  const [row] = await db
    .select({ id: o.lineId, houseId: o.houseId, waived: sql<boolean>`exists (select 1 from late_fee_waivers w where w.line_id = ${o.lineId})` })
    .from(o)
    .where(and(eq(o.companyId, companyId), eq(o.lineId, lineId)));
  return row;
}

export async function insertWaiver(tx: DbOrTx, row: typeof schema.lateFeeWaivers.$inferInsert) {
  await tx.insert(schema.lateFeeWaivers).values(row);
}

/** A live charge item of the company. */
export async function findItem(db: DbOrTx, companyId: number, itemId: number) {
  const [row] = await db
    .select({ id: i.id, name: i.name, category: i.category, passThrough: i.passThrough })
    .from(i)
    .where(and(eq(i.id, itemId), eq(i.companyId, companyId), isNull(i.deletedAt)));
  return row;
}

/** A live estate of the company. */
export async function findEstate(db: DbOrTx, companyId: number, estateId: number) {
  const e = schema.estates;
  const [row] = await db
    .select({ id: e.id, name: e.name })
    .from(e)
    .where(and(eq(e.id, estateId), eq(e.companyId, companyId), isNull(e.deletedAt)));
  return row;
}
