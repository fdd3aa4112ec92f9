import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 系统管理 settings: platform dictionary entries, system documents, the catalogue's texts and order, role rights.

const d = schema.dictionaryItems;
const m = schema.menuItems;
const docs = schema.systemDocuments;
const rights = schema.roleMenuRights;

const live = and(isNull(d.companyId), isNull(d.deletedAt));

/** Platform entries (no company, not deleted) per dictionary: how many, how many enabled. */
export async function platformEntryCounts(db: DbOrTx) {
  return db
    .select({
      dictCode: d.dictCode,
      total: sql<number>`count(*)::int`,
      enabled: sql<number>`(count(*) filter (where ${d.enabled}))::int`,
    })
    .from(d)
    .where(live)
    .groupBy(d.dictCode);
}

const entryColumns = {
  id: d.id,
  dictCode: d.dictCode,
  value: d.value,
  labelCn: d.labelCn,
  labelTw: d.labelTw,
  sort: d.sort,
  enabled: d.enabled,
  // The outer row named in full: Drizzle writes a one-table select's columns unqualified, and an
  // unqualified dict_code here would be the inner row's (every company row would count).
  companyRows: sql<number>`(select count(*)::int from ${d} own where own.company_id is not null
    and own.dict_code = "dictionary_items".dict_code and own.value = "dictionary_items".value and own.deleted_at is null)`,
};

export async function platformEntries(db: DbOrTx, dictCode: string) {
  return db.select(entryColumns).from(d).where(and(live, eq(d.dictCode, dictCode))).orderBy(asc(d.sort), asc(d.id));
}

export async function platformEntry(db: DbOrTx, id: number) {
  const [row] = await db.select(entryColumns).from(d).where(and(live, eq(d.id, id)));
  return row;
}

/** The platform row of this value, deleted or not (the unique index holds deleted rows too). */
export async function platformEntryByValue(db: DbOrTx, dictCode: string, value: string) {
  const [row] = await db
    .select({ id: d.id, deletedAt: d.deletedAt })
    .from(d)
    .where(and(isNull(d.companyId), eq(d.dictCode, dictCode), eq(d.value, value)));
  return row;
}

export async function insertPlatformEntry(db: DbOrTx, values: typeof d.$inferInsert): Promise<number> {
  const [row] = await db.insert(d).values(values).returning({ id: d.id });
  return row!.id;
}

export async function updatePlatformEntry(
  db: DbOrTx,
  id: number,
  set: { labelCn: string; labelTw: string; sort: number; enabled: boolean; updatedBy: number; deletedAt?: null },
): Promise<void> {
  await db.update(d).set({ ...set, updatedAt: new Date() }).where(and(isNull(d.companyId), eq(d.id, id)));
}

export async function markPlatformEntryDeleted(db: DbOrTx, id: number, by: number): Promise<void> {
  await db
    .update(d)
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where(and(isNull(d.companyId), eq(d.id, id), isNull(d.deletedAt)));
}

/** Companies holding their own live row of a platform value. */
export async function companyRowCount(db: DbOrTx, dictCode: string, value: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(isNotNull(d.companyId), eq(d.dictCode, dictCode), eq(d.value, value), isNull(d.deletedAt)));
  return row?.n ?? 0;
}

export async function allSystemDocuments(db: DbOrTx) {
  return db.select().from(docs).orderBy(asc(docs.key));
}

export async function systemDocument(db: DbOrTx, key: string) {
  const [row] = await db.select().from(docs).where(eq(docs.key, key));
  return row;
}

export async function systemDocumentsByKey(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return [];
  return db.select().from(docs).where(inArray(docs.key, keys));
}

/** Writes a document (the statement trigger moves the menu stamp, so sys-intro answers the new text). */
export async function upsertSystemDocument(db: DbOrTx, row: { key: string; title: string; content: string }): Promise<void> {
  await db
    .insert(docs)
    .values(row)
    .onConflictDoUpdate({ target: docs.key, set: { title: row.title, content: row.content } });
}

/** The whole catalogue with what the settings screens need. */
export async function catalogueNodes(db: DbOrTx) {
  return db
    .select({
      id: m.id,
      parentId: m.parentId,
      name: m.name,
      title: m.title,
      component: m.component,
      hidden: m.hidden,
      order: m.order,
      remark: m.remark,
    })
    .from(m)
    .orderBy(asc(m.order), asc(m.id));
}

export async function updateMenuRemark(db: DbOrTx, id: number, remark: string): Promise<boolean> {
  const rows = await db.update(m).set({ remark }).where(eq(m.id, id)).returning({ id: m.id });
  return rows.length > 0;
}

export async function updateMenuOrder(db: DbOrTx, id: number, order: number): Promise<void> {
  await db.update(m).set({ order }).where(eq(m.id, id));
}

export async function roleRights(db: DbOrTx, role?: string) {
  return db
    .select({ role: rights.role, menuId: rights.menuId, visible: rights.visible })
    .from(rights)
    .where(role ? eq(rights.role, role) : undefined);
}

export async function upsertRoleRight(db: DbOrTx, role: string, menuId: number, visible: boolean, by: number): Promise<void> {
  await db
    .insert(rights)
    .values({ role, menuId, visible, updatedBy: by })
    .onConflictDoUpdate({ target: [rights.role, rights.menuId], set: { visible, updatedBy: by } });
}

export async function deleteRoleRight(db: DbOrTx, role: string, menuId: number): Promise<boolean> {
  const rows = await db
    .delete(rights)
    .where(and(eq(rights.role, role), eq(rights.menuId, menuId)))
    .returning({ menuId: rights.menuId });
  return rows.length > 0;
}
