import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const r = schema.releaseNotes;

export async function findReleases(db: DbOrTx, companyId: number, id?: number) {
  return db
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), id === undefined ? undefined : eq(r.id, id)))
    .orderBy(desc(r.releaseDate), desc(r.id));
}

export async function insertRelease(db: DbOrTx, values: typeof r.$inferInsert) {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!;
}

/** Changes a draft; false when the release was published meanwhile (or is not the company's). */
export async function updateDraft(
  db: DbOrTx,
  companyId: number,
  id: number,
  values: { version: string; releaseDate: string; title: string; notes: string; updatedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(r.id, id), eq(r.companyId, companyId), isNull(r.publishedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Marks a draft published with its message; false when it already was (two clicks, two tabs). */
export async function markPublished(db: DbOrTx, companyId: number, id: number, by: number, messageId: number): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({ publishedAt: sql`now()`, publishedBy: by, messageId, updatedAt: sql`now()`, updatedBy: by })
    .where(and(eq(r.id, id), eq(r.companyId, companyId), isNull(r.publishedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}

export async function deleteDraft(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.companyId, companyId), isNull(r.publishedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}
