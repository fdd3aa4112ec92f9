import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { naturalSortKey, pagedList } from '../records';

/** The tables a live, company-owned row is looked up in by id. */
const OWNED = {
  estate: schema.estates,
  zone: schema.zones,
  building: schema.buildings,
  unit: schema.units,
  house: schema.houses,
  owner: schema.owners,
};
export type OwnedKind = keyof typeof OWNED;

const escape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A live row of the company by id, or undefined. */
export async function findLiveId(db: DbOrTx, kind: OwnedKind, companyId: number, id: number) {
  const table = OWNED[kind];
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof schema.estates)
    .where(and(eq(table.id, id), eq(table.companyId, companyId), isNull(table.deletedAt)));
  return row;
}

type NodeTable = typeof schema.estates | typeof schema.buildings | typeof schema.units | typeof schema.houses;

/** The company's live nodes of one level of the tree under `parent`, in code order. */
function nodesOf(db: DbOrTx, t: NodeTable, companyId: number, parent: SQL | undefined, codeOrder: SQL | AnyPgColumn) {
  return db
    .select({ id: t.id, name: t.name, code: t.code })
    .from(t)
    .where(and(parent, eq(t.companyId, companyId), isNull(t.deletedAt)))
    .orderBy(asc(codeOrder), asc(t.id));
}

export async function findEstateNodes(db: DbOrTx, companyId: number) {
  const t = schema.estates;
  return nodesOf(db, t, companyId, undefined, naturalSortKey(t.code));
}

export async function findBuildingNodes(
  db: DbOrTx,
  companyId: number,
  parent: { estateId: number } | { zoneId: number },
) {
  const b = schema.buildings;
  const where = 'estateId' in parent ? eq(b.estateId, parent.estateId) : eq(b.zoneId, parent.zoneId);
  return nodesOf(db, b, companyId, where, naturalSortKey(b.code));
}

export async function findUnitNodes(db: DbOrTx, companyId: number, buildingId: number) {
  const u = schema.units;
  return nodesOf(db, u, companyId, eq(u.buildingId, buildingId), naturalSortKey(u.code));
}

export async function findHouseNodes(
  db: DbOrTx,
  companyId: number,
  parent: { buildingId: number } | { unitId: number },
) {
  const h = schema.houses;
  const where = 'buildingId' in parent ? eq(h.buildingId, parent.buildingId) : eq(h.unitId, parent.unitId);
  return nodesOf(db, h, companyId, where, h.codeSort);
}

/** Every owner event of a house, oldest first, with the owner's name. */
export async function findOwnerEvents(db: DbOrTx, companyId: number, houseId: number) {
  const e = schema.houseOwnerEvents;
  return db
    .select({
      id: e.id,
      ownerId: e.ownerId,
      name: schema.owners.name,
      event: e.event,
      share: e.share,
      eventDate: e.eventDate,
      remark: e.remark,
      createdAt: e.createdAt,
    })
    .from(e)
    .innerJoin(schema.owners, eq(schema.owners.id, e.ownerId))
    .where(and(eq(e.houseId, houseId), eq(e.companyId, companyId)))
    .orderBy(asc(e.eventDate), asc(e.id));
}

export async function findOwnerMobiles(db: DbOrTx, ownerIds: number[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ id: schema.owners.id, mobile: schema.owners.mobile })
    .from(schema.owners)
    .where(inArray(schema.owners.id, ownerIds));
}

export async function countResidents(db: DbOrTx, companyId: number, houseId: number): Promise<number> {
  const r = schema.residents;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(and(eq(r.houseId, houseId), eq(r.companyId, companyId), isNull(r.deletedAt)));
  return row?.n ?? 0;
}

/** Every owner event of an owner, oldest first, with the house's code and name. */
export async function findOwnerHouseEvents(db: DbOrTx, companyId: number, ownerId: number) {
  const e = schema.houseOwnerEvents;
  return db
    .select({
      houseId: e.houseId,
      code: schema.houses.code,
      name: schema.houses.name,
      event: e.event,
      share: e.share,
      eventDate: e.eventDate,
      id: e.id,
    })
    .from(e)
    .innerJoin(schema.houses, eq(schema.houses.id, e.houseId))
    .where(and(eq(e.ownerId, ownerId), eq(e.companyId, companyId)))
    .orderBy(asc(e.eventDate), asc(e.id));
}

/** Locks a house row for the transaction (serialises changes of one house's owners). */
export async function lockHouse(tx: DbOrTx, houseId: number): Promise<void> {
  await tx.select({ id: schema.houses.id }).from(schema.houses).where(eq(schema.houses.id, houseId)).for('update');
}

export async function insertOwnerEvents(
  tx: DbOrTx,
  rows: (typeof schema.houseOwnerEvents.$inferInsert)[],
): Promise<void> {
  await tx.insert(schema.houseOwnerEvents).values(rows);
}

export async function insertOperationLog(tx: DbOrTx, row: typeof schema.operationLogs.$inferInsert): Promise<void> {
  await tx.insert(schema.operationLogs).values(row);
}

export interface HouseListQuery {
  estateId?: number | undefined;
  buildingId?: number | undefined;
  unitId?: number | undefined;
  keyword?: string | undefined;
  page: number;
  size: number;
}

/** One page of the company's live houses by code, with estate, building and unit names, and the total. */
export async function findHouses(db: DbOrTx, companyId: number, q: HouseListQuery) {
  const h = schema.houses;
  const where = and(
    eq(h.companyId, companyId),
    isNull(h.deletedAt),
    q.estateId ? eq(h.estateId, q.estateId) : undefined,
    q.buildingId ? eq(h.buildingId, q.buildingId) : undefined,
    q.unitId ? eq(h.unitId, q.unitId) : undefined,
    q.keyword ? or(ilike(h.code, `%${escape(q.keyword)}%`), ilike(h.name, `%${escape(q.keyword)}%`)) : undefined,
  );
  const { estates: e, buildings: b, units: u } = schema;
  // Estates and buildings are only soft-deleted: each house's are there, as the joins of the detail find them.
  const { total, rows } = await pagedList(
    db,
    {
      table: h,
      where,
      sort: { column: h.codeSort, order: 'asc' },
      tiebreak: h.id,
      columns: ['id', 'code', 'name', 'floor', 'useState', 'useType'],
      lookups: (onPage) => ({
        estateName: sql<string>`(select ${e.name} from ${e} where ${e.id} = ${onPage(h.estateId)})`,
        buildingName: sql<string>`(select ${b.name} from ${b} where ${b.id} = ${onPage(h.buildingId)})`,
        unitName: sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${onPage(h.unitId)})`,
        buildArea: sql<string | null>`${onPage(h.buildArea)}::text`,
      }),
    },
    q.page,
    q.size,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      estateName: r.estateName,
      buildingName: r.buildingName,
      unitName: r.unitName,
      floor: r.floor,
      useState: r.useState,
      useType: r.useType,
      buildArea: r.buildArea,
    })),
    total,
  };
}

/** A live house of the company with its estate, building and unit names, or undefined. */
export async function findResidentialHouse(db: DbOrTx, companyId: number, id: number) {
  const h = schema.houses;
  const [house] = await db
    .select({
      id: h.id,
      code: h.code,
      name: h.name,
      estateName: schema.estates.name,
      buildingName: schema.buildings.name,
      unitName: schema.units.name,
      floor: h.floor,
      useState: h.useState,
      useType: h.useType,
      // Areas as the column's decimal text (numeric(12,2)), never a float.
      buildArea: sql<string | null>`${h.buildArea}::text`,
      useArea: sql<string | null>`${h.useArea}::text`,
      innerArea: sql<string | null>`${h.innerArea}::text`,
      chargeStartDate: h.chargeStartDate,
      estateId: h.estateId,
      buildingId: h.buildingId,
      unitId: h.unitId,
    })
    .from(h)
    .innerJoin(schema.estates, eq(schema.estates.id, h.estateId))
    .innerJoin(schema.buildings, eq(schema.buildings.id, h.buildingId))
    .leftJoin(schema.units, eq(schema.units.id, h.unitId))
    .where(and(eq(h.id, id), eq(h.companyId, companyId), isNull(h.deletedAt)));
  return house;
}

/** Live parking lots or vehicles of a house. */
export async function countOnHouse(
  db: DbOrTx,
  what: 'parkingLots' | 'vehicles',
  companyId: number,
  houseId: number,
): Promise<number> {
  const table = schema[what];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table as typeof schema.vehicles)
    .where(and(eq(table.houseId, houseId), eq(table.companyId, companyId), isNull(table.deletedAt)));
  return row?.n ?? 0;
}
