import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const live = <T extends { companyId: unknown; deletedAt: unknown }>(t: T, companyId: number) =>
  and(eq(t.companyId as never, companyId), isNull(t.deletedAt as never));

export async function findHouse(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(schema.houses)
    .where(and(eq(schema.houses.id, id), live(schema.houses, companyId)));
  return row;
}

/** Live houses of the company, optionally of one estate: house_counts, kept by triggers (house_counts.sql). */
export async function countHouses(db: DbOrTx, companyId: number, estateId: number | undefined): Promise<number> {
  const c = schema.houseCounts;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.live}), 0)::int` })
    .from(c)
    .where(and(eq(c.companyId, companyId), estateId ? eq(c.estateId, estateId) : undefined));
  return row?.n ?? 0;
}

export async function findResidents(db: DbOrTx, companyId: number, houseId: number) {
  return db
    .select()
    .from(schema.residents)
    .where(and(eq(schema.residents.houseId, houseId), live(schema.residents, companyId)))
    .orderBy(asc(schema.residents.id));
}

/** The company's live owners that are companies (type 2 and 3), by name. */
export async function findCompanyOwners(db: DbOrTx, companyId: number) {
  const o = schema.owners;
  return db
    .select({ id: o.id, name: o.name, type: o.type })
    .from(o)
    .where(and(live(o, companyId), inArray(o.type, ['2', '3'])))
    .orderBy(asc(o.name));
}
