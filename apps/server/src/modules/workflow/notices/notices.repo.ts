import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const n = schema.notices;
const r = schema.noticeRecipients;

/** A notice of the company, with the caller's receipt when the caller is a recipient. */
export async function noticeInCompany(db: DbOrTx, companyId: number, id: number, userId: number) {
  const [row] = await db
    .select({ notice: n, handleTime: r.handleTime, recipient: r.userId })
    .from(n)
    .leftJoin(r, and(eq(r.noticeId, n.id), eq(r.userId, userId)))
    .where(and(eq(n.id, id), eq(n.companyId, companyId)));
  return row;
}
