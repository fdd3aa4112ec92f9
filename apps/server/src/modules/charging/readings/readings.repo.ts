import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { contains, houseLookups, pagedList } from '../../records/index';
import { qualified } from '../setup.repo';

// 抄表: the only file reading and writing meter_readings (and the meters of a reading sheet).

const { meterReadings: mr, meters, houses, billLines } = schema;

export type MeterStored = typeof meters.$inferSelect;
export type MeterListed = MeterStored & { houseCode: string | null; houseName: string | null };
export type ReadingStored = typeof mr.$inferSelect;
export type ReadingValues = Omit<typeof mr.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface SheetFilter {
  kind?: string | undefined;
  /** none: not read this period; W, C, F: read and in that state. */
  state?: 'none' | 'W' | 'C' | 'F' | undefined;
  q?: string | undefined;
}

/** The sheet's meters: live meters of the estate, by kind, reading state of the period, code or house. */
export function sheetWhere(companyId: number, estateId: number, period: string, f: SheetFilter): SQL | undefined {
  const reading = (state: SQL | undefined) =>
    sql`exists (select 1 from ${mr} where ${mr.companyId} = ${companyId} and ${mr.meterId} = ${qualified(meters.id)} and ${mr.period} = ${period} and ${state ?? sql`true`})`;
  return and(
    eq(meters.companyId, companyId),
    eq(meters.estateId, estateId),
    isNull(meters.deletedAt),
    f.kind ? eq(meters.kind, f.kind) : undefined,
    f.state === 'none' ? sql`not ${reading(undefined)}` : f.state ? reading(eq(mr.state, f.state)) : undefined,
    f.q
      ? or(
          contains(meters.code, f.q),
          sql`${meters.houseId} in (select ${houses.id} from ${houses} where ${houses.companyId} = ${companyId} and (${or(contains(houses.code, f.q), contains(houses.name, f.q))}))`,
        )
      : undefined,
  );
}

function meterLookups(at: (c: AnyPgColumn) => AnyPgColumn | SQL) {
  return houseLookups<string | null>(at(meters.houseId));
}

/** One page of the sheet's meters by code. */
export async function meterPage(db: DbOrTx, where: SQL | undefined, page: number, size: number) {
  const result = await pagedList(db, { table: meters, where, sort: { column: meters.code, order: 'asc' }, tiebreak: meters.id, lookups: meterLookups }, page, size);
  return { total: result.total, rows: result.rows as unknown as MeterListed[] };
}

/** The next batch of the sheet's meters after `afterId` (export). */
export async function metersAfter(db: DbOrTx, where: SQL | undefined, afterId: number, limit: number): Promise<MeterListed[]> {
  const rows = await db
    .select({ meter: meters, ...meterLookups(qualified) })
    .from(meters)
    .where(and(where, gt(meters.id, afterId)))
    .orderBy(asc(meters.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.meter, houseCode: r.houseCode, houseName: r.houseName }));
}

/** A live meter of the company with its house; `lock` takes the meter FOR UPDATE (serialises its readings). */
export async function meterOf(db: DbOrTx, companyId: number, meterId: number, lock = false): Promise<MeterListed | undefined> {
  const query = db
    .select({ meter: meters })
    .from(meters)
    .where(and(eq(meters.companyId, companyId), eq(meters.id, meterId), isNull(meters.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [names] = await db.select(meterLookups(qualified)).from(meters).where(eq(meters.id, meterId));
  return { ...row.meter, houseCode: names?.houseCode ?? null, houseName: names?.houseName ?? null };
}

/** Live meters of the company by code (an import's rows), each locked FOR UPDATE in id order. */
export async function metersByCodes(tx: DbOrTx, companyId: number, codes: string[]): Promise<MeterListed[]> {
  const found: MeterListed[] = [];
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await tx
      .select({ meter: meters, ...meterLookups(qualified) })
      .from(meters)
      .where(and(eq(meters.companyId, companyId), inArray(meters.code, codes.slice(i, i + 5000)), isNull(meters.deletedAt)))
      .orderBy(asc(meters.id))
      .for('update', { of: meters });
    found.push(...rows.map((r) => ({ ...r.meter, houseCode: r.houseCode, houseName: r.houseName })));
  }
  return found;
}

export type ReadingWithBilled = ReadingStored & { billed: boolean };

/** The readings of these meters for a period, with whether a bill line used them. */
export async function readingsOf(db: DbOrTx, companyId: number, meterIds: number[], period: string, lock = false): Promise<ReadingWithBilled[]> {
  if (meterIds.length === 0) return [];
  const out: ReadingWithBilled[] = [];
  for (let i = 0; i < meterIds.length; i += 5000) {
    const query = db
      .select({ reading: mr, billed: sql<boolean>`exists (select 1 from ${billLines} where ${billLines.readingId} = ${qualified(mr.id)})` })
      .from(mr)
      .where(and(eq(mr.companyId, companyId), eq(mr.period, period), inArray(mr.meterId, meterIds.slice(i, i + 5000))))
      .orderBy(asc(mr.id));
    const rows = lock ? await query.for('update', { of: mr }) : await query;
    out.push(...rows.map((r) => ({ ...r.reading, billed: Boolean(r.billed) })));
  }
  return out;
}

/** Readings of these meters and periods (an import's pairs), locked, with the billed mark. */
export async function readingsOfPairs(tx: DbOrTx, companyId: number, pairs: { meterId: number; period: string }[]): Promise<ReadingWithBilled[]> {
  const periods = [...new Set(pairs.map((p) => p.period))];
  const out: ReadingWithBilled[] = [];
  for (const period of periods) {
    const ids = pairs.filter((p) => p.period === period).map((p) => p.meterId);
    out.push(...(await readingsOf(tx, companyId, ids, period, true)));
  }
  return out;
}

/**
 * The last three audited readings of each meter before `period` (newest first): the newest one's
 * `current` is the next previous reading, their usages the average an unusual usage is judged by.
 */
export async function auditedHistory(db: DbOrTx, companyId: number, meterIds: number[], period: string) {
  if (meterIds.length === 0) return new Map<number, { period: string; current: string; usage: string }[]>();
  const ranked = db
    .select({
      meterId: mr.meterId,
      period: mr.period,
      current: mr.current,
      usage: mr.usage,
      rank: sql<number>`row_number() over (partition by ${mr.meterId} order by ${mr.period} desc)`.as('rank'),
    })
    .from(mr)
    .where(and(eq(mr.companyId, companyId), inArray(mr.meterId, meterIds), eq(mr.state, 'C'), sql`${mr.period} < ${period}`))
    .as('ranked');
  const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= 3`).orderBy(asc(ranked.meterId), asc(ranked.rank));
  const byMeter = new Map<number, { period: string; current: string; usage: string }[]>();
  for (const r of rows) {
    const list = byMeter.get(r.meterId) ?? [];
    list.push({ period: r.period, current: r.current, usage: r.usage });
    byMeter.set(r.meterId, list);
  }
  return byMeter;
}

export async function insertReadings(tx: DbOrTx, rows: ReadingValues[]): Promise<ReadingStored[]> {
  const out: ReadingStored[] = [];
  for (let i = 0; i < rows.length; i += 1000) out.push(...(await tx.insert(mr).values(rows.slice(i, i + 1000)).returning()));
  return out;
}

export async function updateReading(tx: DbOrTx, id: number, values: Partial<ReadingValues>): Promise<void> {
  await tx.update(mr).set({ ...values, updatedAt: new Date() }).where(eq(mr.id, id));
}

/** Readings of the company by id, locked FOR UPDATE, with their meter's code. */
export async function readingsByIds(tx: DbOrTx, companyId: number, ids: number[]) {
  return tx
    .select({ id: mr.id, state: mr.state, readBy: mr.readBy, meterId: mr.meterId, meterCode: sql<string>`(select ${meters.code} from ${meters} where ${meters.id} = ${qualified(mr.meterId)})` })
    .from(mr)
    .where(and(eq(mr.companyId, companyId), inArray(mr.id, ids)))
    .orderBy(asc(mr.id))
    .for('update', { of: mr });
}

export async function setReadingsState(tx: DbOrTx, ids: number[], state: 'C' | 'F', auditedBy: number): Promise<void> {
  await tx.update(mr).set({ state, auditedBy, auditedAt: new Date(), updatedBy: auditedBy, updatedAt: new Date() }).where(inArray(mr.id, ids));
}
