import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@pm/db';

/** The estate a building belongs to. */
export async function estateOfBuilding(tx: DbOrTx, buildingId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ parent: schema.buildings.estateId })
    .from(schema.buildings)
    .where(eq(schema.buildings.id, buildingId));
  return row?.parent;
}

/** The building a unit belongs to. */
export async function buildingOfUnit(tx: DbOrTx, unitId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ parent: schema.units.buildingId })
    .from(schema.units)
    .where(eq(schema.units.id, unitId));
  return row?.parent;
}

/** The estate a zone belongs to. */
export async function estateOfZone(tx: DbOrTx, zoneId: number): Promise<number | undefined> {
  const [zone] = await tx
    .select({ estateId: schema.zones.estateId })
    .from(schema.zones)
    .where(eq(schema.zones.id, zoneId));
  return zone?.estateId;
}

/** Staff rows mirror the company's accounts: one profile per user, names refreshed from identity. */
export async function syncStaffProfiles(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into ${schema.staffProfiles} (company_id, user_id, name, username, job_name)
    select u.company_id, u.id, u.name, u.username, j.name
    from ${schema.users} u left join ${schema.jobs} j on j.id = u.job_id
    where u.company_id = ${companyId}
    on conflict (user_id) do update set name = excluded.name, username = excluded.username, job_name = excluded.job_name
    where staff_profiles.name is distinct from excluded.name or staff_profiles.username is distinct from excluded.username
      or staff_profiles.job_name is distinct from excluded.job_name`);
}

/** The companies among `ids` (a company sees itself and the companies under it). */
export const companiesAmong = (ids: number[]): SQL => inArray(schema.companies.id, ids);

/** Built-in dictionary rows and the company's own. */
export const dictionaryItemsOf = (companyId: number): SQL | undefined =>
  and(or(isNull(schema.dictionaryItems.companyId), eq(schema.dictionaryItems.companyId, companyId)));
