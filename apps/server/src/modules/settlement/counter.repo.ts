import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// What the counter reads: the house, its open released lines (bill_line_open) with their item and
// whether they are waived or locked, and the estate's arrears settings.

const h = schema.houses;
const o = schema.billLineOpen;
const i = schema.chargeItems;

/**
 * Ids as one bigint[] parameter: the statement's text is the same for any number of ids, so each pooled connection
 * prepares it once (an IN list is a new statement, and a new round trip to describe it, for every count).
 */
export function idArray(ids: readonly number[]) {
  if (!ids.every(Number.isSafeInteger)) throw new Error('line ids must be integers');
  return sql`${`{${ids.join(',')}}`}::text::bigint[]`;
}

/** `o.line_id = any(ids)` (idArray). */
export function idList(ids: readonly number[]) {
  return sql`o.line_id = any(${idArray(ids)})`;
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
 * (This and openLines are written as SQL with a fixed text: they run on every payment, and a
 * built query costs more CPU than the database spends on them.)
 */
export async function lockOpenLines(tx: DbOrTx, companyId: number, houseId: number, lineIds?: readonly number[]) {
  const rows = await tx.execute<{ id: string }>(sql`
    select o.line_id as id from bill_line_open o
    where o.company_id = ${companyId} and o.house_id = ${houseId} and (${lineIds === undefined} or ${idList(lineIds ?? [])})
    order by o.line_id
    for update`);
  return [...rows].map((r) => Number(r.id));
}

export type OpenLineSql = {
  id: string;
  open: string;
  dueDate: string;
  itemId: string;
  itemName: string;
  priority: number;
  prepayAllowed: boolean;
  passThrough: boolean;
  targetType: string;
  period: string;
  periodFrom: string;
  periodTo: string;
  net: string;
  waived: boolean;
  locked: boolean;
  /** The open online order (线上支付) holding the line: paid there or freed when it closes. */
  heldBy: string | null;
  /** A 期初 line's own late-fee start (违约金起算日), else null. */
  lateFrom: string | null;
};

/** The house's open lines (or the given ones), oldest due first, with what the counter needs of each. */
export async function openLines(db: DbOrTx, companyId: number, houseId: number, lineIds?: readonly number[]) {
  if (lineIds && lineIds.length === 0) return [];
  return openLineRows(db, sql`
    select ${OPEN_LINE_COLUMNS}
    from bill_line_open o
    join bill_lines l on l.id = o.line_id
    join charge_items i on i.id = l.item_id
    where o.company_id = ${companyId} and o.house_id = ${houseId} and (${lineIds === undefined} or ${idList(lineIds ?? [])})
    order by o.due_date, o.line_id`);
}

export const OPEN_LINE_COLUMNS = sql`o.line_id as id, o.open::text as open, o.due_date::text as "dueDate", o.late_from::text as "lateFrom", l.item_id as "itemId", i.name as "itemName",
      i.priority, i.deduct_from_prepay as "prepayAllowed", i.pass_through as "passThrough", l.target_type as "targetType",
      l.period, l.period_from::text as "periodFrom", l.period_to::text as "periodTo", l.net::text as net,
      exists (select 1 from late_fee_waivers w where w.line_id = o.line_id) as waived,
      -- A reversal or adjustment of the line waits for its audit: settling now would race it.
      -- Two probes, one per index (an OR of the two columns reads the whole table).
      (exists (select 1 from bill_lines r where r.reversal_of = o.line_id and r.released_at is null)
        or exists (select 1 from bill_lines r where r.adjusts_line_id = o.line_id and r.released_at is null)) as locked,
      (select p.order_id from pay_order_lines p where p.line_id = o.line_id and p.held) as "heldBy"`;

async function openLineRows(db: DbOrTx, query: ReturnType<typeof sql>) {
  const rows = await db.execute<OpenLineSql>(query);
  return [...rows].map(toOpenLineRow);
}

export const toOpenLineRow = (r: OpenLineSql) => ({ ...r, id: Number(r.id), itemId: Number(r.itemId), heldBy: r.heldBy === null ? null : Number(r.heldBy) });

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
