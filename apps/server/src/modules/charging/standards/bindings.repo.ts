import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { contains, houseLookups, pagedList } from '../../records/index';
import { qualified } from '../setup.repo';

// 收费绑定: the only file reading and writing charge_bindings (and the houses' spaces and meters a
// bulk bind targets).

const { chargeBindings: cb, chargeStandards: std, chargeItems, houses, parkingLots, meters } = schema;

export type BindingStored = typeof cb.$inferSelect;
export type BindingListed = BindingStored & { houseCode: string; houseName: string; targetName: string; itemName: string; standardName: string };

export interface BindingFilter {
  estateId?: number | undefined;
  buildingId?: number | undefined;
  houseId?: number | undefined;
  itemId?: number | undefined;
  targetType?: string | undefined;
  q?: string | undefined;
  /** Only bindings not ended before this day. */
  liveOn?: string | undefined;
}

export function bindingWhere(companyId: number, f: BindingFilter): SQL | undefined {
  const houseMatch = (cond: SQL | undefined) =>
    sql`${cb.houseId} in (select ${houses.id} from ${houses} where ${houses.companyId} = ${companyId} and ${cond})`;
  return and(
    eq(cb.companyId, companyId),
    f.estateId ? eq(cb.estateId, f.estateId) : undefined,
    f.houseId ? eq(cb.houseId, f.houseId) : undefined,
    f.itemId ? eq(cb.itemId, f.itemId) : undefined,
    f.targetType ? eq(cb.targetType, f.targetType) : undefined,
    f.buildingId ? houseMatch(eq(houses.buildingId, f.buildingId)) : undefined,
    f.q ? or(houseMatch(or(contains(houses.code, f.q), contains(houses.name, f.q))), contains(cb.standardCode, f.q)) : undefined,
    f.liveOn ? or(isNull(cb.endDate), gte(cb.endDate, f.liveOn)) : undefined,
  );
}

function bindingLookups(at: (c: AnyPgColumn) => AnyPgColumn | SQL) {
  return {
    ...houseLookups(at(cb.houseId)),
    targetName: sql<string>`case ${at(cb.targetType)}
      when 'parking' then (select ${parkingLots.code} from ${parkingLots} where ${parkingLots.id} = ${at(cb.targetId)})
      when 'meter' then (select ${meters.code} from ${meters} where ${meters.id} = ${at(cb.targetId)})
      else (select ${houses.name} from ${houses} where ${houses.id} = ${at(cb.targetId)}) end`,
    itemName: sql<string>`(select ${chargeItems.name} from ${chargeItems} where ${chargeItems.id} = ${at(cb.itemId)})`,
    standardName: sql<string>`(select ${std.name} from ${std} where ${std.companyId} = ${at(cb.companyId)} and ${std.code} = ${at(cb.standardCode)} order by ${std.version} desc limit 1)`,
  };
}

const bindingColumns = () => {
  const { id, companyId, estateId, houseId, targetType, targetId, itemId, standardCode, startDate, endDate, quantity, createdAt, createdBy, updatedAt, updatedBy } = cb;
  return { id, companyId, estateId, houseId, targetType, targetId, itemId, standardCode, startDate, endDate, quantity, createdAt, createdBy, updatedAt, updatedBy };
};

/** One page of bindings, newest first. */
export async function bindingPage(db: DbOrTx, where: SQL | undefined, page: number, size: number) {
  const result = await pagedList(db, { table: cb, where, sort: { column: cb.id, order: 'desc' }, tiebreak: cb.id, lookups: bindingLookups }, page, size);
  return { total: result.total, rows: result.rows as unknown as BindingListed[] };
}

/** The next export batch after `afterId`. */
export async function bindingsAfter(db: DbOrTx, where: SQL | undefined, afterId: number, limit: number): Promise<BindingListed[]> {
  const rows = await db
    .select({ ...bindingColumns(), ...bindingLookups(qualified) })
    .from(cb)
    .where(and(where, gt(cb.id, afterId)))
    .orderBy(asc(cb.id))
    .limit(limit);
  return rows;
}

/** One binding of the company with its names; `lock` takes it FOR UPDATE first. */
export async function findBinding(db: DbOrTx, companyId: number, id: number, lock = false): Promise<BindingListed | undefined> {
  if (lock) await db.select({ id: cb.id }).from(cb).where(and(eq(cb.companyId, companyId), eq(cb.id, id))).for('update');
  const [row] = await db
    .select({ ...bindingColumns(), ...bindingLookups(qualified) })
    .from(cb)
    .where(and(eq(cb.companyId, companyId), eq(cb.id, id)));
  return row;
}

export async function endBinding(tx: DbOrTx, id: number, endDate: string, userId: number): Promise<void> {
  await tx.update(cb).set({ endDate, updatedBy: userId, updatedAt: new Date() }).where(eq(cb.id, id));
}

/** Live houses of the estate: all, those of some buildings, or a selection; by code. */
export async function housesToBind(db: DbOrTx, companyId: number, estateId: number, by: { buildingIds?: number[] | undefined; houseIds?: number[] | undefined }) {
  return db
    .select({ id: houses.id, code: houses.code, name: houses.name, chargeStartDate: houses.chargeStartDate })
    .from(houses)
    .where(
      and(
        eq(houses.companyId, companyId),
        eq(houses.estateId, estateId),
        isNull(houses.deletedAt),
        by.houseIds ? inArray(houses.id, by.houseIds) : undefined,
        by.buildingIds ? inArray(houses.buildingId, by.buildingIds) : undefined,
      ),
    )
    .orderBy(asc(houses.code), asc(houses.id));
}

/** The houses' live parking spaces or meters (parking_lots.house_id, meters.house_id). */
export async function targetsOfHouses(db: DbOrTx, companyId: number, kind: 'parking' | 'meter', houseIds: number[]) {
  if (houseIds.length === 0) return [];
  const t = kind === 'parking' ? parkingLots : meters;
  const rows = await db
    .select({ houseId: t.houseId, targetId: t.id, name: t.code })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.houseId, houseIds), isNull(t.deletedAt)))
    .orderBy(asc(t.code));
  return rows.map((r) => ({ houseId: Number(r.houseId), targetId: r.targetId, name: r.name }));
}

/** Targets already holding an open binding of the item. */
export async function openBoundTargets(db: DbOrTx, companyId: number, itemId: number, targetType: string, targetIds: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < targetIds.length; i += 5000) {
    const rows = await db
      .select({ targetId: cb.targetId })
      .from(cb)
      .where(and(eq(cb.companyId, companyId), eq(cb.itemId, itemId), eq(cb.targetType, targetType), inArray(cb.targetId, targetIds.slice(i, i + 5000)), isNull(cb.endDate)));
    for (const r of rows) found.add(r.targetId);
  }
  return found;
}

/**
 * Inserts the bindings; a target that got an open binding of the item meanwhile (another bulk
 * bind committing first) is left out by the open-binding unique index. The targets written.
 */
export async function insertBindings(tx: DbOrTx, rows: (typeof cb.$inferInsert)[]): Promise<Set<number>> {
  const written = new Set<number>();
  for (let i = 0; i < rows.length; i += 1000) {
    const done = await tx
      .insert(cb)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: [cb.companyId, cb.targetType, cb.targetId, cb.itemId], where: isNull(cb.endDate) })
      .returning({ targetId: cb.targetId });
    for (const r of done) written.add(r.targetId);
  }
  return written;
}

/**
 * A house's bindings (live first, then by start) with the item and the standard version in force
 * on `day` (else the newest): what /api/common/house-charging shows.
 */
export async function houseBindings(db: DbOrTx, companyId: number, houseId: number, day: string) {
  const version = sql`(select ${std.id} from ${std} where ${std.companyId} = ${qualified(cb.companyId)} and ${std.code} = ${qualified(cb.standardCode)}
    order by (${std.validFrom} <= ${day} and (${std.validTo} is null or ${std.validTo} >= ${day})) desc, ${std.version} desc limit 1)`;
  return db
    .select({
      ...bindingColumns(),
      ...bindingLookups(qualified),
      lifetime: chargeItems.lifetime,
      cycleMonths: chargeItems.cycleMonths,
      priceMethod: std.priceMethod,
      basis: std.basis,
      unitPrice: std.unitPrice,
      fixedAmount: std.fixedAmount,
    })
    .from(cb)
    .leftJoin(chargeItems, eq(chargeItems.id, cb.itemId))
    .leftJoin(std, eq(std.id, version))
    .where(and(eq(cb.companyId, companyId), eq(cb.houseId, houseId)))
    .orderBy(sql`${cb.endDate} is null desc`, desc(cb.startDate), asc(cb.id));
}
