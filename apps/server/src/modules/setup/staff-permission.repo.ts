import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const { users, companies, jobs, menuItems, companyMenus, jobMenuGrants, userMenuGrants } = schema;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Staff (role emp) of the given companies, with company nick, job name and direct-grant count. */
export async function findStaff(db: DbOrTx, companyIds: number[], q: string | undefined) {
  if (companyIds.length === 0) return [];
  const like = q ? `%${escapeLike(q)}%` : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      companyId: users.companyId,
      companyNick: companies.nick,
      jobName: jobs.name,
      grantedCount: sql<number>`(select count(*)::int from ${userMenuGrants} g where g.user_id = ${users.id})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(jobs, eq(jobs.id, users.jobId))
    .where(
      and(
        inArray(users.companyId, companyIds),
        eq(users.role, 'emp'),
        like ? or(ilike(users.name, like), ilike(users.username, like)) : undefined,
      ),
    )
    .orderBy(asc(users.companyId), asc(users.name), asc(users.id))
    .limit(500);
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      companyId: users.companyId,
      jobId: users.jobId,
      companyNick: companies.nick,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row;
}

/** Every catalogue node (id, parent, title, icon, order), in menu order. */
export async function catalogue(db: DbOrTx) {
  return db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      title: menuItems.title,
      icon: menuItems.icon,
      order: menuItems.order,
      component: menuItems.component,
    })
    .from(menuItems)
    .orderBy(asc(menuItems.order), asc(menuItems.id));
}

export async function boughtIds(db: DbOrTx, companyId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: companyMenus.menuId })
    .from(companyMenus)
    .where(eq(companyMenus.companyId, companyId));
  return new Set(rows.map((r) => r.id));
}

export async function directGrants(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userMenuGrants.menuId })
    .from(userMenuGrants)
    .where(eq(userMenuGrants.userId, userId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function jobGrants(db: DbOrTx, jobId: number | null): Promise<number[]> {
  if (jobId === null) return [];
  const rows = await db.select({ id: jobMenuGrants.menuId }).from(jobMenuGrants).where(eq(jobMenuGrants.jobId, jobId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Replaces the user's direct grants with `menuIds`. */
export async function replaceGrants(tx: DbOrTx, userId: number, menuIds: number[]): Promise<void> {
  await tx.delete(userMenuGrants).where(eq(userMenuGrants.userId, userId));
  if (menuIds.length > 0) await tx.insert(userMenuGrants).values(menuIds.map((menuId) => ({ userId, menuId })));
}

export async function logGrantChange(
  tx: DbOrTx,
  entry: { companyId: number; userId: number; targetId: number; added: number[]; removed: number[] },
): Promise<void> {
  const ids = [...entry.added, ...entry.removed];
  const titles = new Map(
    ids.length === 0
      ? []
      : (await tx.select({ id: menuItems.id, title: menuItems.title }).from(menuItems).where(inArray(menuItems.id, ids))).map(
          (m) => [m.id, m.title] as const,
        ),
  );
  const named = (list: number[]) => list.map((id) => titles.get(id) ?? String(id));
  await tx.insert(schema.operationLogs).values({
    companyId: entry.companyId,
    userId: entry.userId,
    recordKey: 'staff-permission',
    recordId: entry.targetId,
    action: 'update',
    // Ids for programs, titles for 系统日志's reader.
    detail: { added: entry.added, removed: entry.removed, granted: named(entry.added), revoked: named(entry.removed) },
  });
}
