import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { contains, pagedList } from '../../records/index';
import { qualified } from '../setup.repo';

// 收费标准: the only file reading and writing charge_standards and charge_standard_tiers.

const { chargeStandards: std, chargeStandardTiers: tiers, chargeBindings, billLines, estates, chargeItems } = schema;

export type StandardValues = Omit<typeof std.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type StandardStored = typeof std.$inferSelect;
export interface TierValues {
  fromQty: string;
  toQty: string | null;
  unitPrice: string;
}

export interface StandardFilter {
  estateId?: number | undefined;
  itemId?: number | undefined;
  q?: string | undefined;
  /** Only versions in force on this day. */
  currentOn?: string | undefined;
}

/** The list's conditions: the company, the filters, versions in force on a day. */
export function standardWhere(companyId: number, f: StandardFilter): SQL | undefined {
  return and(
    eq(std.companyId, companyId),
    f.estateId ? eq(std.estateId, f.estateId) : undefined,
    f.itemId ? eq(std.itemId, f.itemId) : undefined,
    f.q ? or(contains(std.code, f.q), contains(std.name, f.q)) : undefined,
    f.currentOn ? and(lte(std.validFrom, f.currentOn), or(isNull(std.validTo), gte(std.validTo, f.currentOn))) : undefined,
  );
}

/** Names, the used mark and the live bindings count beside a standard row (`today` for live). */
function standardLookups(at: (c: AnyPgColumn) => AnyPgColumn | SQL, today: string) {
  return {
    estateName: sql<string>`(select ${estates.name} from ${estates} where ${estates.id} = ${at(std.estateId)})`,
    itemName: sql<string>`(select ${chargeItems.name} from ${chargeItems} where ${chargeItems.id} = ${at(std.itemId)})`,
    used: sql<boolean>`exists (select 1 from ${billLines} where ${billLines.standardId} = ${at(std.id)})`,
    bindings: sql<number>`(select count(*)::int from ${chargeBindings} where ${chargeBindings.companyId} = ${at(std.companyId)}
      and ${chargeBindings.standardCode} = ${at(std.code)} and (${chargeBindings.endDate} is null or ${chargeBindings.endDate} >= ${today}))`,
  };
}

export type StandardListed = StandardStored & { estateName: string; itemName: string; used: boolean; bindings: number };

/** One page of standards by code then version. */
export async function standardPage(db: DbOrTx, where: SQL | undefined, today: string, page: number, size: number) {
  const result = await pagedList(db, { table: std, where, sort: { column: std.code, order: 'asc' }, tiebreak: std.id, lookups: (at) => standardLookups(at, today) }, page, size);
  return { total: result.total, rows: result.rows as unknown as StandardListed[] };
}

/** The next export batch after `afterId` (by id), with the same look-ups as the list. */
export async function standardsAfter(db: DbOrTx, where: SQL | undefined, today: string, afterId: number, limit: number): Promise<StandardListed[]> {
  const rows = await db
    .select({ ...getStandardColumns(), ...standardLookups(qualified, today) })
    .from(std)
    .where(and(where, gt(std.id, afterId)))
    .orderBy(asc(std.id))
    .limit(limit);
  return rows;
}

const getStandardColumns = () => {
  const { id, companyId, estateId, itemId, code, name, version, priceMethod, basis, areaType, unitPrice, fixedAmount, vacantRate, rounding, proration, validFrom, validTo, remark, createdAt, createdBy, updatedAt, updatedBy } = std;
  return { id, companyId, estateId, itemId, code, name, version, priceMethod, basis, areaType, unitPrice, fixedAmount, vacantRate, rounding, proration, validFrom, validTo, remark, createdAt, createdBy, updatedAt, updatedBy };
};

/** One version of the company with its look-ups; `lock` takes it FOR UPDATE (inside a transaction). */
export async function findStandard(db: DbOrTx, companyId: number, id: number, today: string, lock = false): Promise<StandardListed | undefined> {
  if (lock) await db.select({ id: std.id }).from(std).where(and(eq(std.companyId, companyId), eq(std.id, id))).for('update');
  const [row] = await db
    .select({ ...getStandardColumns(), ...standardLookups(qualified, today) })
    .from(std)
    .where(and(eq(std.companyId, companyId), eq(std.id, id)));
  return row;
}

/** Every version of a code, oldest first. */
export async function versionsOf(db: DbOrTx, companyId: number, code: string): Promise<StandardStored[]> {
  return db.select().from(std).where(and(eq(std.companyId, companyId), eq(std.code, code))).orderBy(asc(std.version));
}

/** The newest version of a code (read after any lock, so a version committed meanwhile is seen). */
export async function latestVersion(db: DbOrTx, companyId: number, code: string): Promise<StandardStored | undefined> {
  const [row] = await db.select().from(std).where(and(eq(std.companyId, companyId), eq(std.code, code))).orderBy(desc(std.version)).limit(1);
  return row;
}

/** The newest version of a code among the estate's standards (bindings name the code). */
export async function standardOfCode(db: DbOrTx, companyId: number, estateId: number, code: string) {
  const [row] = await db
    .select()
    .from(std)
    .where(and(eq(std.companyId, companyId), eq(std.estateId, estateId), eq(std.code, code)))
    .orderBy(desc(std.version))
    .limit(1);
  return row;
}

export async function tiersOf(db: DbOrTx, standardId: number) {
  return db.select().from(tiers).where(eq(tiers.standardId, standardId)).orderBy(asc(tiers.seq));
}

/** Whether a bill line was computed with this version. */
export async function isUsed(db: DbOrTx, standardId: number): Promise<boolean> {
  const [row] = await db.select({ id: billLines.id }).from(billLines).where(eq(billLines.standardId, standardId)).limit(1);
  return row !== undefined;
}

/** Whether any binding (live or ended) names the code. */
export async function isBound(db: DbOrTx, companyId: number, code: string): Promise<boolean> {
  const [row] = await db.select({ id: chargeBindings.id }).from(chargeBindings).where(and(eq(chargeBindings.companyId, companyId), eq(chargeBindings.standardCode, code))).limit(1);
  return row !== undefined;
}

export async function insertStandard(tx: DbOrTx, values: StandardValues): Promise<number> {
  const [row] = await tx.insert(std).values(values).returning({ id: std.id });
  if (!row) throw new Error('charge standard not inserted');
  return row.id;
}

export async function updateStandard(tx: DbOrTx, id: number, values: Partial<StandardValues>): Promise<void> {
  await tx.update(std).set({ ...values, updatedAt: new Date() }).where(eq(std.id, id));
}

/** The bands of a tiered version, replacing the stored ones. */
export async function replaceTiers(tx: DbOrTx, standardId: number, bands: TierValues[]): Promise<void> {
  await tx.delete(tiers).where(eq(tiers.standardId, standardId));
  if (bands.length > 0) await tx.insert(tiers).values(bands.map((b, i) => ({ standardId, seq: i + 1, ...b })));
}

export async function deleteStandard(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(tiers).where(eq(tiers.standardId, id));
  await tx.delete(std).where(eq(std.id, id));
}
