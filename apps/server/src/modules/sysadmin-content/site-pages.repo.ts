import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SITE_PAGES } from '@pm/contracts';
import { schema, type DbOrTx } from '@pm/db';

const pg = schema.sitePages;
const s = schema.siteSections;

export async function findPages(db: DbOrTx) {
  return db.select({ id: pg.id, key: pg.key, title: pg.title, order: pg.order, shown: pg.shown }).from(pg).orderBy(asc(pg.order), asc(pg.id));
}

export async function findPageByKey(db: DbOrTx, key: string) {
  const [row] = await db.select({ id: pg.id, key: pg.key, title: pg.title, order: pg.order, shown: pg.shown }).from(pg).where(eq(pg.key, key));
  return row;
}

/** Sections of the given pages (all, or only the shown ones), in page order. */
export async function findSections(db: DbOrTx, pageId?: number, shownOnly = false) {
  return db
    .select({ id: s.id, pageId: s.pageId, title: s.title, text: s.text, order: s.order, shown: s.shown })
    .from(s)
    .where(and(pageId === undefined ? undefined : eq(s.pageId, pageId), shownOnly ? eq(s.shown, true) : undefined))
    .orderBy(asc(s.order), asc(s.id));
}

export async function updatePage(db: DbOrTx, id: number, values: { title: string; order: number; shown: boolean; updatedBy: number }) {
  const rows = await db
    .update(pg)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pg.id, id))
    .returning({ id: pg.id });
  return rows.length > 0;
}

export async function insertSection(db: DbOrTx, values: typeof s.$inferInsert) {
  const [row] = await db.insert(s).values(values).returning({ id: s.id });
  return row!;
}

export async function findSection(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: s.id, pageId: s.pageId, title: s.title, text: s.text, order: s.order, shown: s.shown }).from(s).where(eq(s.id, id));
  return row;
}

export async function updateSection(db: DbOrTx, id: number, values: { title: string; text: string; order: number; shown: boolean; updatedBy: number }) {
  const rows = await db
    .update(s)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(s.id, id))
    .returning({ id: s.id });
  return rows.length > 0;
}

export async function deleteSection(db: DbOrTx, id: number) {
  const rows = await db.delete(s).where(eq(s.id, id)).returning({ id: s.id });
  return rows.length > 0;
}

/** The marketing site's five pages exist from the first start. */
export async function ensureSitePages(db: DbOrTx): Promise<void> {
  await db.insert(pg).values(DEFAULT_SITE_PAGES).onConflictDoNothing();
}
