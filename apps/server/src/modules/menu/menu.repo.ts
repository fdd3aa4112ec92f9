import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Db, type DbOrTx } from '@pm/db';
import type { CatalogueRow } from './menu-tree';

/** A catalogue row with the caller's purchase and grant flags, the navigator state and the menu style (layout). */
export type MenuRow = CatalogueRow & { nav: number | null; style: number | null };

/**
 * The whole catalogue with, per item, whether the company bought it and whether the user (directly
 * or through the job) is granted it, plus the user's navigator state: one round trip.
 */
export function menuRowsSql(userId: number, companyId: number) {
  return sql`
    with u as (
      select job_id, navigator_state, menu_style from users where id = ${userId} and company_id = ${companyId}
    ),
    bought as (select menu_id from company_menus where company_id = ${companyId}),
    granted as (
      select menu_id from job_menu_grants where job_id = (select job_id from u)
      union
      select menu_id from user_menu_grants where user_id = ${userId}
    )
    select m.id, m.parent_id as "parentId", m.name, m.path, m.title, m.icon, m.component, m.redirect,
      m.hidden, m."order", m.remark,
      b.menu_id is not null as bought,
      g.menu_id is not null as granted,
      (select navigator_state from u) as nav,
      (select menu_style from u) as style
    from menu_items m
    left join bought b on b.menu_id = m.id
    left join granted g on g.menu_id = m.id
    order by m."order", m.id`;
}

export async function findMenuRows(db: DbOrTx, userId: number, companyId: number): Promise<MenuRow[]> {
  return [...(await db.execute<MenuRow>(menuRowsSql(userId, companyId)))];
}

export async function findMenuItem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schema.menuItems).where(eq(schema.menuItems.id, id));
  return row;
}

export async function findAllMenuItems(db: DbOrTx) {
  return db.select().from(schema.menuItems).orderBy(asc(schema.menuItems.order), asc(schema.menuItems.id));
}

export async function findNavigatorState(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ nav: schema.users.navigatorState })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return row?.nav ?? 0;
}

export async function findSystemDocument(db: DbOrTx, key: string) {
  const [row] = await db.select().from(schema.systemDocuments).where(eq(schema.systemDocuments.key, key));
  return row;
}

/** The role's rights that differ from the default rule (权限管理), by menu id. */
export async function findRoleRights(db: DbOrTx, role: string): Promise<Map<number, boolean>> {
  const t = schema.roleMenuRights;
  const rows = await db.select({ menuId: t.menuId, visible: t.visible }).from(t).where(eq(t.role, role));
  return new Map(rows.map((r) => [r.menuId, r.visible]));
}

/** The menu stamp (moved by every write a menu is built from) as one prepared statement. */
export function prepareMenuStamp(db: Db) {
  return db
    .select({ stamp: schema.menuStamps.stamp })
    .from(schema.menuStamps)
    .where(eq(schema.menuStamps.id, 1))
    .prepare('menu_stamp');
}

/**
 * Adds the catalogue items the database lacks (the product's menu is not demo data: an installation without the demo
 * seed has it too, or no function could ever be granted). Items already there keep their edits (titles, remarks, order).
 */
export async function ensureMenuCatalogue(db: DbOrTx, rows: (typeof schema.menuItems.$inferInsert)[]): Promise<number> {
  const have = new Set((await db.select({ id: schema.menuItems.id }).from(schema.menuItems)).map((r) => r.id));
  const missing = rows.filter((r) => !have.has(r.id));
  if (missing.length > 0) await db.insert(schema.menuItems).values(missing).onConflictDoNothing();
  return missing.length;
}
