import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 账套: acct_books, the first period and the opening balances.

const b = schema.acctBooks;
const p = schema.acctPeriods;
const o = schema.acctOpeningBalances;
const s = schema.acctSubjects;

export type BookRecord = typeof b.$inferSelect;

export async function bookOf(db: DbOrTx, companyId: number): Promise<BookRecord | undefined> {
  const [row] = await db.select().from(b).where(eq(b.companyId, companyId));
  return row;
}

/** Locks the company's book row (serialises setup and opening-balance edits). */
export async function lockBook(db: DbOrTx, companyId: number): Promise<BookRecord | undefined> {
  const [row] = await db.select().from(b).where(eq(b.companyId, companyId)).for('update');
  return row;
}

export async function insertBook(db: DbOrTx, values: typeof b.$inferInsert): Promise<void> {
  await db.insert(b).values(values);
}

export async function openPeriod(db: DbOrTx, companyId: number, period: string): Promise<void> {
  await db.insert(p).values({ companyId, period, status: 'open' });
}

/** open | closed, or undefined when the period was never opened. */
export async function periodStatus(db: DbOrTx, companyId: number, period: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: p.status })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.period, period)));
  return row?.status;
}

export async function firstOpenPeriod(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ period: p.period })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.status, 'open')))
    .orderBy(asc(p.period))
    .limit(1);
  return row?.period ?? null;
}

export async function companyName(db: DbOrTx, companyId: number): Promise<string> {
  const c = schema.companies;
  const [row] = await db.select({ name: c.name }).from(c).where(eq(c.id, companyId));
  return row?.name ?? '';
}

export async function subjectCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(eq(s.companyId, companyId));
  return row?.n ?? 0;
}

/** Whether the company has posted a voucher (opening balances are then fixed). */
export async function anyPosted(db: DbOrTx, companyId: number): Promise<boolean> {
  const v = schema.acctVouchers;
  const [row] = await db
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.companyId, companyId), eq(v.status, 4)))
    .limit(1);
  return row !== undefined;
}

/** subjectId → debit-positive opening amount (text). */
export async function openingAmounts(db: DbOrTx, companyId: number): Promise<Map<number, string>> {
  const rows = await db.select({ subjectId: o.subjectId, amount: o.amount }).from(o).where(eq(o.companyId, companyId));
  return new Map(rows.map((r) => [r.subjectId, r.amount]));
}

export async function upsertOpening(db: DbOrTx, companyId: number, subjectId: number, amount: string): Promise<void> {
  await db
    .insert(o)
    .values({ companyId, subjectId, amount })
    .onConflictDoUpdate({ target: [o.companyId, o.subjectId], set: { amount } });
}

export async function deleteOpening(db: DbOrTx, companyId: number, subjectId: number): Promise<void> {
  await db.delete(o).where(and(eq(o.companyId, companyId), eq(o.subjectId, subjectId)));
}
