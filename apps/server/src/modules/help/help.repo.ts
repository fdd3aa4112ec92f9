import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';

export async function findHelpItems(db: DbOrTx, menuId: number, kinds: string[], tabName?: string) {
  return db
    .select()
    .from(schema.helpItems)
    .where(
      and(
        eq(schema.helpItems.menuId, menuId),
        inArray(schema.helpItems.kind, kinds),
        tabName ? inArray(schema.helpItems.tabName, ['', tabName]) : undefined,
      ),
    )
    .orderBy(asc(schema.helpItems.order), asc(schema.helpItems.id));
}

export async function findCaseNodes(db: DbOrTx) {
  return db
    .select({
      id: schema.serviceCases.id,
      parentId: schema.serviceCases.parentId,
      name: schema.serviceCases.name,
      level: schema.serviceCases.level,
    })
    .from(schema.serviceCases)
    .orderBy(asc(schema.serviceCases.level), asc(schema.serviceCases.order), asc(schema.serviceCases.id));
}

export async function findCase(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schema.serviceCases).where(eq(schema.serviceCases.id, id));
  return row;
}

/** Whether the company is the platform's own (the root of the company tree). */
export async function isRootCompany(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ parentId: schema.companies.parentId }).from(schema.companies).where(eq(schema.companies.id, companyId));
  return row !== undefined && row.parentId === null;
}

/** Every screen of the catalogue (items without children) with its centre / group and help count, in menu order. */
export async function findHelpMenuEntries(db: DbOrTx) {
  const m = schema.menuItems;
  const h = schema.helpItems;
  const group = alias(m, 'grp');
  const centre = alias(m, 'centre');
  return db
    .select({
      menuId: m.id,
      title: m.title,
      place: sql<string>`coalesce(${centre.title} || ' / ', '') || coalesce(${group.title}, '')`,
      count: sql<number>`(select count(*)::int from ${h} where ${h.menuId} = ${m.id})`,
    })
    .from(m)
    .leftJoin(group, eq(group.id, m.parentId))
    .leftJoin(centre, eq(centre.id, group.parentId))
    .where(and(sql`not exists (select 1 from ${m} child where child.parent_id = ${m.id})`, sql`${m.parentId} is not null`))
    .orderBy(asc(centre.order), asc(centre.id), asc(group.order), asc(group.id), asc(m.order), asc(m.id));
}

export async function menuExists(db: DbOrTx, menuId: number): Promise<boolean> {
  const [row] = await db.select({ id: schema.menuItems.id }).from(schema.menuItems).where(eq(schema.menuItems.id, menuId));
  return row !== undefined;
}

export async function findAllHelpItems(db: DbOrTx, menuId: number) {
  const h = schema.helpItems;
  return db.select().from(h).where(eq(h.menuId, menuId)).orderBy(asc(h.kind), asc(h.order), asc(h.id));
}

type HelpValues = Omit<typeof schema.helpItems.$inferInsert, 'id'>;

export async function insertHelpItem(db: DbOrTx, values: HelpValues) {
  const [row] = await db.insert(schema.helpItems).values(values).returning();
  return row!;
}

export async function updateHelpItemRow(db: DbOrTx, id: number, values: HelpValues) {
  const [row] = await db.update(schema.helpItems).set(values).where(eq(schema.helpItems.id, id)).returning();
  return row;
}

export async function deleteHelpItemRow(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(schema.helpItems).where(eq(schema.helpItems.id, id)).returning({ id: schema.helpItems.id });
  return rows.length > 0;
}
