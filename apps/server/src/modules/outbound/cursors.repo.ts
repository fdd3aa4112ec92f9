import { eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const c = schema.outboundCursors;

/** The cursor, row-locked for the caller's transaction; created at `start` the first time. */
export async function lockCursor(tx: DbOrTx, name: string, start: () => Promise<number>): Promise<number> {
  const [row] = await tx.select({ lastId: c.lastId }).from(c).where(eq(c.name, name)).for('update');
  if (row) return row.lastId;
  const first = await start();
  await tx.insert(c).values({ name, lastId: first }).onConflictDoNothing();
  const [again] = await tx.select({ lastId: c.lastId }).from(c).where(eq(c.name, name)).for('update');
  return again!.lastId;
}

export async function moveCursor(tx: DbOrTx, name: string, lastId: number) {
  await tx.update(c).set({ lastId, updatedAt: sql`now()` }).where(eq(c.name, name));
}
