import { and, desc, eq, gte } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export type NewFile = typeof schema.files.$inferInsert;

export async function insertFile(db: DbOrTx, values: NewFile) {
  const [row] = await db.insert(schema.files).values(values).returning();
  return row;
}

/** A company's file by its id or its stored name. */
export async function findCompanyFile(db: DbOrTx, companyId: number, key: { id: number } | { storedName: string }) {
  const where = 'id' in key ? eq(schema.files.id, key.id) : eq(schema.files.storedName, key.storedName);
  const [row] = await db
    .select()
    .from(schema.files)
    .where(and(where, eq(schema.files.companyId, companyId)))
    .limit(1);
  return row;
}

/** A user's export audits since a moment, newest first (at most 50), optionally of one record type. */
export async function findRecentExports(
  db: DbOrTx,
  companyId: number,
  userId: number,
  since: Date,
  recordKey: string | undefined,
) {
  const a = schema.exportAudits;
  return db
    .select()
    .from(a)
    .where(
      and(
        eq(a.companyId, companyId),
        eq(a.userId, userId),
        gte(a.at, since),
        recordKey ? eq(a.recordKey, recordKey) : undefined,
      ),
    )
    .orderBy(desc(a.id))
    .limit(50);
}
