import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export type DictionaryRow = typeof schema.dictionaryItems.$inferSelect;

/**
 * Writes built-in rows (companyId null); an existing row of the same value takes the new labels and order unless
 * the platform edited it (字典管理 sets updated_by): the platform's labels and order win over the declaration's.
 */
export async function upsertBuiltInItems(
  db: DbOrTx,
  rows: (typeof schema.dictionaryItems.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(schema.dictionaryItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [schema.dictionaryItems.companyId, schema.dictionaryItems.dictCode, schema.dictionaryItems.value],
      set: {
        dictName: sql`excluded.dict_name`,
        labelCn: sql`excluded.label_cn`,
        labelTw: sql`excluded.label_tw`,
        sort: sql`excluded.sort`,
      },
      setWhere: isNull(schema.dictionaryItems.updatedBy),
    });
}

/** Live built-in rows and the company's own rows, by dictionary, order and id. */
export async function itemsVisibleTo(db: DbOrTx, companyId: number): Promise<DictionaryRow[]> {
  const t = schema.dictionaryItems;
  return db
    .select()
    .from(t)
    .where(and(or(isNull(t.companyId), eq(t.companyId, companyId)), isNull(t.deletedAt)))
    .orderBy(t.dictCode, t.sort, t.id);
}
