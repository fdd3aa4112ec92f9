import { eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** Reads a named secret, creating it with `make` if absent; concurrent first starts agree on one. */
export async function getOrCreateSecret<T>(db: DbOrTx, name: string, make: () => T): Promise<T> {
  const existing = await db.select().from(schema.appSecrets).where(eq(schema.appSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(schema.appSecrets)
    .values({ name, value: sql`${JSON.stringify(make())}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(schema.appSecrets).where(eq(schema.appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing after insert`);
  return row.value as T;
}
