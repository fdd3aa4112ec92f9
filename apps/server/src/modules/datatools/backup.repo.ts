import { count, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** How many companies the database holds (a backup holds them all). */
export async function countCompanies(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.companies);
  return Number(row?.n ?? 0);
}

/** The caller's name and account, for the backup's maker. */
export async function userNames(db: DbOrTx, userId: number): Promise<{ name: string; username: string } | undefined> {
  const [row] = await db
    .select({ name: schema.users.name, username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row;
}

/** A cheap round trip: after a restore, it makes the connection pool reconnect to the new data. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.select({ n: count() }).from(schema.companies);
}
