import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** The caller's company and every company below it in the tree (level 1 → 2 → 3). */
export async function visibleCompanyIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db.execute<{ id: string | number }>(sql`
    with recursive tree(id) as (
      select ${schema.companies.id} from ${schema.companies} where ${schema.companies.id} = ${companyId}
      union
      select c.id from ${schema.companies} c join tree on c.parent_id = tree.id
    )
    select id from tree`);
  return rows.map((r) => Number(r.id));
}

/** True when `target` is the caller's company or below it. */
export async function isVisibleCompany(db: DbOrTx, companyId: number, target: number): Promise<boolean> {
  if (companyId === target) return true;
  return (await visibleCompanyIds(db, companyId)).includes(target);
}

/** The caller's company and every company above it (a group's messages reach its companies). */
export async function ancestorCompanyIds(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db.execute<{ id: string | number }>(sql`
    with recursive up(id, parent_id) as (
      select ${schema.companies.id}, ${schema.companies.parentId} from ${schema.companies}
      where ${schema.companies.id} = ${companyId}
      union
      select c.id, c.parent_id from ${schema.companies} c join up on c.id = up.parent_id
    )
    select id from up`);
  return rows.map((r) => Number(r.id));
}
