import { and, asc, eq, inArray, like, lt, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 会计科目: the only file reading and writing acct_subjects (and the usage questions asked before
// a subject changes: lines, opening balances, totals).

const s = schema.acctSubjects;
export type SubjectRecord = typeof s.$inferSelect & { leaf: boolean };

// The outer row named by its table: a bare "id" inside the sub-select would be the child's own.
const leaf = sql<boolean>`not exists (select 1 from acct_subjects c where c.parent_id = "acct_subjects"."id")`;

/** The company's subjects in code order, each with whether it is a leaf. */
export function companySubjects(db: DbOrTx, companyId: number): Promise<SubjectRecord[]> {
  return db
    .select({ ...subjectColumns(), leaf })
    .from(s)
    .where(eq(s.companyId, companyId))
    .orderBy(asc(s.code));
}

export async function subjectById(db: DbOrTx, id: number): Promise<SubjectRecord | undefined> {
  const [row] = await db
    .select({ ...subjectColumns(), leaf })
    .from(s)
    .where(eq(s.id, id));
  return row;
}

export async function subjectByCode(db: DbOrTx, companyId: number, code: string): Promise<SubjectRecord | undefined> {
  const [row] = await db
    .select({ ...subjectColumns(), leaf })
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.code, code)));
  return row;
}

/** The subject and everything below it (by code prefix within the company). */
export function subtree(db: DbOrTx, companyId: number, code: string): Promise<SubjectRecord[]> {
  return db
    .select({ ...subjectColumns(), leaf })
    .from(s)
    .where(and(eq(s.companyId, companyId), like(s.code, `${code}%`)))
    .orderBy(asc(s.code));
}

/** Inserts one level of subjects (parents already stored), returning code → id. */
export async function insertSubjects(db: DbOrTx, rows: (typeof s.$inferInsert)[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(s)
      .values(rows.slice(i, i + 500))
      .returning({ id: s.id, code: s.code });
    for (const r of inserted) out.set(r.code, r.id);
  }
  return out;
}

export async function updateSubject(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<typeof s.$inferInsert, 'name' | 'direction' | 'aux'>>,
): Promise<void> {
  await db.update(s).set(patch).where(eq(s.id, id));
}

export async function setActive(db: DbOrTx, ids: number[], active: boolean): Promise<void> {
  if (ids.length) await db.update(s).set({ active }).where(inArray(s.id, ids));
}

/** Whether any voucher line or opening balance uses one of the subjects. */
export async function subjectsUsed(db: DbOrTx, ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  const l = schema.acctVoucherLines;
  const o = schema.acctOpeningBalances;
  const [row] = await db.execute<{ used: boolean }>(sql`select
    exists (select 1 from ${l} where ${l.subjectId} in ${ids}) or exists (select 1 from ${o} where ${o.subjectId} in ${ids}) as used`);
  return row?.used === true;
}

/** Whether a voucher not yet posted has a line on one of the subjects. */
export async function usedByUnposted(db: DbOrTx, ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  const l = schema.acctVoucherLines;
  const v = schema.acctVouchers;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .innerJoin(v, eq(v.id, l.voucherId))
    .where(and(inArray(l.subjectId, ids), lt(v.status, 4)));
  return (row?.n ?? 0) > 0;
}

/** Σ opening + posted debit − credit of the subjects (debit-positive), as decimal text. */
export async function netBalance(db: DbOrTx, companyId: number, ids: number[]): Promise<string> {
  if (!ids.length) return '0.00';
  const o = schema.acctOpeningBalances;
  const t = schema.acctSubjectTotals;
  const [row] = await db.execute<{ net: string }>(sql`select (
      coalesce((select sum(${o.amount}) from ${o} where ${o.companyId} = ${companyId} and ${o.subjectId} in ${ids}), 0)
      + coalesce((select sum(${t.debit} - ${t.credit}) from ${t} where ${t.companyId} = ${companyId} and ${t.subjectId} in ${ids}), 0)
    )::numeric(16, 2)::text as net`);
  return row?.net ?? '0.00';
}

function subjectColumns() {
  return {
    id: s.id,
    companyId: s.companyId,
    code: s.code,
    name: s.name,
    category: s.category,
    direction: s.direction,
    parentId: s.parentId,
    level: s.level,
    aux: s.aux,
    active: s.active,
    createdAt: s.createdAt,
  };
}
