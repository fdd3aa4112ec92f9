import { asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const f = schema.fileUploadRules;

export async function findFileRules(db: DbOrTx) {
  return db.select().from(f).orderBy(asc(f.category));
}

export async function findFileRule(db: DbOrTx, category: number) {
  const [row] = await db.select().from(f).where(eq(f.category, category));
  return row;
}

export async function upsertFileRule(
  db: DbOrTx,
  values: { category: number; name: string; extensions: string; maxMb: number; updatedBy: number },
) {
  await db
    .insert(f)
    .values(values)
    .onConflictDoUpdate({
      target: f.category,
      set: { name: values.name, extensions: values.extensions, maxMb: values.maxMb, updatedBy: values.updatedBy, updatedAt: new Date() },
    });
}

export async function deleteFileRule(db: DbOrTx, category: number) {
  await db.delete(f).where(eq(f.category, category));
}
