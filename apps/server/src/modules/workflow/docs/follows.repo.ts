import { and, asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const f = schema.wfFollows;

export async function insertFollow(db: DbOrTx, values: typeof f.$inferInsert) {
  const [row] = await db.insert(f).values(values).returning();
  return row!;
}

export async function findFollow(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(f).where(and(eq(f.id, id), eq(f.companyId, companyId)));
  return row;
}

export async function updateFollow(db: DbOrTx, id: number, content: string) {
  const [row] = await db.update(f).set({ content, updatedAt: new Date() }).where(eq(f.id, id)).returning();
  return row!;
}

export async function followsOf(db: DbOrTx, companyId: number, docId: number) {
  return db.select().from(f).where(and(eq(f.companyId, companyId), eq(f.docId, docId))).orderBy(asc(f.createdAt), asc(f.id));
}
