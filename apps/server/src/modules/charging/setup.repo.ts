import { and, eq, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';

// Reads the charging setup shares (standards, bindings, readings): the caller's estates, items,
// buildings, houses, and the business day. Drizzle only; every read filters by the company.

const { estates, chargeItems, buildings, houses } = schema;

/** A live estate of the company with its area charge type (1 建筑 2 使用 3 套内). */
export async function estateOf(db: DbOrTx, companyId: number, estateId: number) {
  const [row] = await db
    .select({ id: estates.id, name: estates.name, chargeArea: estates.chargeArea })
    .from(estates)
    .where(and(eq(estates.companyId, companyId), eq(estates.id, estateId), isNull(estates.deletedAt)));
  return row;
}

/** A live charge item of the company. */
export async function itemOf(db: DbOrTx, companyId: number, itemId: number) {
  const [row] = await db
    .select({ id: chargeItems.id, name: chargeItems.name, lifetime: chargeItems.lifetime, cycleMonths: chargeItems.cycleMonths })
    .from(chargeItems)
    .where(and(eq(chargeItems.companyId, companyId), eq(chargeItems.id, itemId), isNull(chargeItems.deletedAt)));
  return row;
}

/** How many of `ids` are live buildings of the company's estate. */
export async function countBuildings(db: DbOrTx, companyId: number, estateId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(buildings)
    .where(and(eq(buildings.companyId, companyId), eq(buildings.estateId, estateId), inArray(buildings.id, ids), isNull(buildings.deletedAt)));
  return Number(row?.n ?? 0);
}

/** A live house of the company (id, code, name, estate, charge start date). */
export async function houseOf(db: DbOrTx, companyId: number, houseId: number) {
  const [row] = await db
    .select({ id: houses.id, code: houses.code, name: houses.name, estateId: houses.estateId, chargeStartDate: houses.chargeStartDate })
    .from(houses)
    .where(and(eq(houses.companyId, companyId), eq(houses.id, houseId), isNull(houses.deletedAt)));
  return row;
}

/** Ids and names of users (reader, auditor) of the company. */
export async function userNames(db: DbOrTx, companyId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.users.id, name: schema.users.name })
    .from(schema.users)
    .where(and(eq(schema.users.companyId, companyId), inArray(schema.users.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Whether the estate already has an arrears setting for the item (null: the estate default), other
 * than `exceptId`. The estate row is locked first, so two settings written at once are checked
 * one after the other.
 */
export async function arrearsSettingTaken(tx: DbOrTx, companyId: number, estateId: number, itemId: number | null, exceptId: number | undefined): Promise<boolean> {
  await tx.select({ id: estates.id }).from(estates).where(and(eq(estates.companyId, companyId), eq(estates.id, estateId))).for('update');
  const a = schema.arrearsSettings;
  const [row] = await tx
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.companyId, companyId),
        eq(a.estateId, estateId),
        itemId === null ? isNull(a.itemId) : eq(a.itemId, itemId),
        isNull(a.deletedAt),
        exceptId === undefined ? undefined : sql`${a.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A column named with its table ("charge_standards"."id"). Drizzle leaves columns of a one-table
 * query unqualified, which inside a correlated subquery would name the subquery's own column. Columns are named
 * by their keys in snake_case (the database's casing).
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`;
