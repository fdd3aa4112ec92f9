import { eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const c = schema.companies;

export async function findPolicy(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      selfApproval: c.selfApproval,
      updatedAt: c.updatedAt,
      updatedByName: sql<string | null>`(select name from ${schema.users} u where u.id = ${c.updatedBy})`,
    })
    .from(c)
    .where(eq(c.id, companyId));
  return row;
}

export async function setSelfApproval(db: DbOrTx, companyId: number, selfApproval: boolean, userId: number) {
  await db.update(c).set({ selfApproval, updatedBy: userId, updatedAt: new Date() }).where(eq(c.id, companyId));
}

/** Whether the company lets the maker approve (read in the approving transaction). */
export async function selfApprovalOf(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ selfApproval: c.selfApproval }).from(c).where(eq(c.id, companyId));
  return row?.selfApproval ?? false;
}
