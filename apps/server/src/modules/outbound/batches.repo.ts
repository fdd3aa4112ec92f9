import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const b = schema.messageBatches;
export type BatchRow = typeof b.$inferSelect;

export async function insertBatch(db: DbOrTx, row: typeof b.$inferInsert) {
  const [saved] = await db.insert(b).values(row).returning();
  return saved!;
}

export async function setBatchJob(db: DbOrTx, id: number, jobId: number) {
  await db.update(b).set({ jobId }).where(eq(b.id, id));
}

export async function findBatch(db: DbOrTx, id: number, companyId?: number) {
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.id, id), companyId === undefined ? undefined : eq(b.companyId, companyId)));
  return row;
}
