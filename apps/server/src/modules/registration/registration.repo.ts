import { and, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import type { CreateRegistrationInput, ListRegistrationsInput, RegistrationStatus } from '@pm/contracts';
import { newestFirst, pagedList } from '../records';

const t = schema.registrationRequests;
export type RegistrationRow = typeof t.$inferSelect;

/** Requests stored from one address within the last `seconds`. */
export async function countRecentFromAddress(db: DbOrTx, clientIp: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.clientIp, clientIp), gt(t.createdAt, sql`now() - make_interval(secs => ${seconds})`)));
  return row?.n ?? 0;
}

export async function countPendingForMobile(db: DbOrTx, mobile: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.mobile, mobile), eq(t.status, '待处理')));
  return row?.n ?? 0;
}

export async function insertRegistration(
  db: DbOrTx,
  values: CreateRegistrationInput & { clientIp: string },
): Promise<RegistrationRow> {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('registration not inserted');
  return row;
}

function listFilter(query: ListRegistrationsInput): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(t.status, query.status));
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const any = or(ilike(t.companyName, like), ilike(t.contactName, like), ilike(t.mobile, like), ilike(t.city, like));
    if (any) parts.push(any);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Newest first; one page and the total under the same filter. */
export async function listRegistrationPage(
  db: DbOrTx,
  query: ListRegistrationsInput,
): Promise<{ total: number; rows: RegistrationRow[] }> {
  return pagedList(
    db,
    {
      table: t,
      where: listFilter(query),
      ...newestFirst(t.createdAt, t.id),
    },
    query.page,
    query.size,
  );
}

export async function updateRegistrationStatus(
  db: DbOrTx,
  id: number,
  change: { status: RegistrationStatus; note: string; handledBy: number; handledByName: string },
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .update(t)
    .set({ ...change, handledAt: sql`now()` })
    .where(eq(t.id, id))
    .returning();
  return row;
}
