import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { contains } from '../records';
import { entryFields } from './accounts.repo';

// 公共收益预算 and their lines; the spending charged to lines is in owner_account_entries
// (budget_line_id). Status steps are proven again by the triggers of packages/db/sql/owners.sql.

const bg = schema.publicBudgets;
const ln = schema.publicBudgetLines;
const en = schema.ownerAccountEntries;
const v = schema.ownerVotes;
const d = schema.wfDocs;

const plannedOf = sql<string>`coalesce((select sum(x.planned) from ${ln} x where x.budget_id = ${bg.id}), 0)::text`;
const actualOf = sql<string>`coalesce((select -sum(e.amount) from ${en} e join ${ln} x on x.id = e.budget_line_id where x.budget_id = ${bg.id}), 0)::text`;

const rowColumns = {
  id: bg.id,
  estateId: bg.estateId,
  estateName: schema.estates.name,
  year: bg.year,
  title: bg.title,
  status: bg.status,
  planned: plannedOf,
  actual: actualOf,
  wfDocId: bg.wfDocId,
  wfDocSubject: d.subject,
  wfDocStatus: d.status,
  voteId: bg.voteId,
  voteTitle: v.title,
  voteStatus: v.status,
  votePassed: v.passed,
  rejectedVoteIds: bg.rejectedVoteIds,
  actuals: bg.actuals,
  closedAt: bg.closedAt,
};

function rows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(bg)
    .innerJoin(schema.estates, eq(schema.estates.id, bg.estateId))
    .leftJoin(d, and(eq(d.id, bg.wfDocId), eq(d.companyId, bg.companyId)))
    .leftJoin(v, and(eq(v.id, bg.voteId), eq(v.companyId, bg.companyId)));
}
export type BudgetRecord = Awaited<ReturnType<typeof findBudget>> & object;

export async function listBudgets(db: DbOrTx, companyId: number, f: { estateId?: number | undefined; status?: string | undefined }) {
  return rows(db)
    .where(and(eq(bg.companyId, companyId), f.estateId ? eq(bg.estateId, f.estateId) : undefined, f.status ? eq(bg.status, f.status) : undefined))
    .orderBy(desc(bg.year), desc(bg.id));
}

export async function findBudget(db: DbOrTx, companyId: number, id: number) {
  const [row] = await rows(db).where(and(eq(bg.id, id), eq(bg.companyId, companyId)));
  return row;
}

/** The budget's row locked for a step (status, audit, vote). */
export async function lockBudget(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: bg.id, status: bg.status, estateId: bg.estateId, title: bg.title, wfDocId: bg.wfDocId, voteId: bg.voteId, rejectedVoteIds: bg.rejectedVoteIds })
    .from(bg)
    .where(and(eq(bg.id, id), eq(bg.companyId, companyId)))
    .for('update');
  return row;
}

export async function yearTaken(db: DbOrTx, companyId: number, estateId: number, year: number) {
  return (await db.$count(bg, and(eq(bg.companyId, companyId), eq(bg.estateId, estateId), eq(bg.year, year)))) > 0;
}

export async function insertBudget(tx: DbOrTx, row: typeof bg.$inferInsert) {
  const [r] = await tx.insert(bg).values(row).returning({ id: bg.id });
  return r!.id;
}

export async function replaceLines(tx: DbOrTx, companyId: number, budgetId: number, lines: { category: string; planned: string; remark: string }[]) {
  await tx.delete(ln).where(and(eq(ln.companyId, companyId), eq(ln.budgetId, budgetId)));
  await tx.insert(ln).values(lines.map((l, i) => ({ ...l, companyId, budgetId, seq: i + 1 })));
}

export async function linesOf(db: DbOrTx, companyId: number, budgetId: number) {
  return db
    .select({ id: ln.id, seq: ln.seq, category: ln.category, planned: ln.planned, remark: ln.remark })
    .from(ln)
    .where(and(eq(ln.companyId, companyId), eq(ln.budgetId, budgetId)))
    .orderBy(asc(ln.seq));
}

export async function findLine(db: DbOrTx, companyId: number, budgetId: number, lineId: number) {
  const [row] = await db
    .select({ id: ln.id, category: ln.category })
    .from(ln)
    .where(and(eq(ln.id, lineId), eq(ln.companyId, companyId), eq(ln.budgetId, budgetId)));
  return row;
}

/** The spending entries charged to the budget's lines, oldest first. */
export async function spendingOf(db: DbOrTx, companyId: number, budgetId: number) {
  const a = schema.ownerAccounts;
  return db
    .select({
      ...entryFields,
      houseId: a.houseId,
      houseCode: sql<string | null>`null`,
      budgetLineId: sql<number>`${en.budgetLineId}`.mapWith(Number),
    })
    .from(en)
    .innerJoin(a, eq(a.id, en.accountId))
    .where(and(eq(en.companyId, companyId), isNotNull(en.budgetLineId), inArray(en.budgetLineId, db.select({ id: ln.id }).from(ln).where(eq(ln.budgetId, budgetId)))))
    .orderBy(asc(en.id));
}

export async function updateBudget(tx: DbOrTx, companyId: number, id: number, set: Partial<typeof bg.$inferInsert>) {
  await tx
    .update(bg)
    .set(set)
    .where(and(eq(bg.id, id), eq(bg.companyId, companyId)));
}

/** The company's workflow documents (newest first), for an approval picker. */
export async function approvalDocs(db: DbOrTx, companyId: number, f: { status: 'finished' | 'running' | 'any'; q?: string | undefined }) {
  return db
    .select({ id: d.id, docNumber: d.docNumber, subject: d.subject, status: d.status, endedAt: d.endedAt })
    .from(d)
    .where(and(eq(d.companyId, companyId), f.status === 'any' ? sql`${d.status} <> 'draft'` : eq(d.status, f.status), f.q ? contains(d.subject, f.q) : undefined))
    .orderBy(desc(d.id))
    .limit(200);
}
