import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const live = <T extends { companyId: unknown; deletedAt: unknown }>(t: T, companyId: number) =>
  and(eq(t.companyId as never, companyId), isNull(t.deletedAt as never));

export async function findEstates(db: DbOrTx, companyId: number) {
  const e = schema.estates;
  return db.select({ id: e.id, code: e.code, name: e.name }).from(e).where(live(e, companyId)).orderBy(asc(e.code));
}

export async function findEstate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(schema.estates)
    .where(and(eq(schema.estates.id, id), live(schema.estates, companyId)));
  return row;
}

export async function findZones(db: DbOrTx, companyId: number, estateId: number) {
  const z = schema.zones;
  return db
    .select({ id: z.id, code: z.code, name: z.name })
    .from(z)
    .where(and(eq(z.estateId, estateId), live(z, companyId)))
    .orderBy(asc(z.code));
}

/** An estate's live houses by code; `buildingId` 0 means every building. */
export async function findEstateHouses(db: DbOrTx, companyId: number, estateId: number, buildingId: number) {
  const h = schema.houses;
  return db
    .select({ id: h.id, code: h.code, name: h.name, floor: h.floor, useState: h.useState })
    .from(h)
    .where(and(eq(h.estateId, estateId), buildingId > 0 ? eq(h.buildingId, buildingId) : undefined, live(h, companyId)))
    .orderBy(asc(h.code));
}

/** The enabled receipt rule for an estate: the estate's own before the company-wide one (no estate). */
export async function findReceiptRule(db: DbOrTx, companyId: number, estateId: number) {
  const r = schema.receiptRules;
  const [rule] = await db
    .select()
    .from(r)
    .where(and(live(r, companyId), eq(r.enabled, true), or(eq(r.estateId, estateId), isNull(r.estateId))))
    .orderBy(sql`${r.estateId} is null`, asc(r.id))
    .limit(1);
  return rule;
}

/**
 * The serial the next receipt of a counter will take in a period (receipt_counters, as the
 * settlement module takes them): the period's counter row; a new period of a counter already used
 * starts at 1; a counter never used starts at `firstSerial` (the rule's configured next serial).
 */
export async function peekReceiptSerial(db: DbOrTx, companyId: number, counterKey: string, periodKey: string, firstSerial: number): Promise<number> {
  const c = schema.receiptCounters;
  const rows = await db
    .select({ periodKey: c.periodKey, nextSerial: c.nextSerial })
    .from(c)
    .where(and(eq(c.companyId, companyId), eq(c.counterKey, counterKey)));
  if (rows.length === 0) return firstSerial;
  return rows.find((r) => r.periodKey === periodKey)?.nextSerial ?? 1;
}
