import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';

const { companies, companyMenus, menuItems, users } = schema;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The given companies with parent name, purchase and staff counts; `q` matches name, nick or code. */
export async function findCompanies(db: DbOrTx, ids: number[], q?: string) {
  if (ids.length === 0) return [];
  const parent = alias(companies, 'parent');
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return db
    .select({
      id: companies.id,
      parentId: companies.parentId,
      parentName: parent.name,
      code: companies.code,
      name: companies.name,
      nick: companies.nick,
      level: companies.level,
      type: companies.type,
      disabled: companies.disabled,
      boughtCount: sql<number>`(select count(*)::int from ${companyMenus} cm where cm.company_id = ${companies.id})`,
      staffCount: sql<number>`(select count(*)::int from ${users} u where u.company_id = ${companies.id} and u.role = 'emp' and not u.disabled)`,
    })
    .from(companies)
    .leftJoin(parent, eq(parent.id, companies.parentId))
    .where(
      and(
        inArray(companies.id, ids),
        like ? or(ilike(companies.name, like), ilike(companies.nick, like), ilike(companies.code, like)) : undefined,
      ),
    )
    .orderBy(asc(companies.level), asc(companies.code), asc(companies.id));
}

export async function updateCompanyDisabled(db: DbOrTx, id: number, disabled: boolean, by: number): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ disabled, updatedBy: by, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return rows.length > 0;
}

export async function findCatalogue(db: DbOrTx) {
  return db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      title: menuItems.title,
      component: menuItems.component,
      remark: menuItems.remark,
      order: menuItems.order,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.order), asc(menuItems.id));
}

export async function findBoughtIds(db: DbOrTx, companyId: number): Promise<Set<number>> {
  const rows = await db.select({ id: companyMenus.menuId }).from(companyMenus).where(eq(companyMenus.companyId, companyId));
  return new Set(rows.map((r) => r.id));
}

/** Writes the purchase; the statement trigger on company_menus moves the menu stamp in the same transaction. */
export async function insertPurchase(db: DbOrTx, companyId: number, menuId: number): Promise<boolean> {
  const rows = await db
    .insert(companyMenus)
    .values({ companyId, menuId })
    .onConflictDoNothing()
    .returning({ menuId: companyMenus.menuId });
  return rows.length > 0;
}

export async function deletePurchase(db: DbOrTx, companyId: number, menuId: number): Promise<boolean> {
  const rows = await db
    .delete(companyMenus)
    .where(and(eq(companyMenus.companyId, companyId), eq(companyMenus.menuId, menuId)))
    .returning({ menuId: companyMenus.menuId });
  return rows.length > 0;
}
