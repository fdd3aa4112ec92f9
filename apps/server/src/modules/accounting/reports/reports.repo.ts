import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 报表: a company's report definitions (acct_reports, acct_report_rows) and the 结转损益 lines a
// 利润表 leaves out of the 损益 subjects' movements.

const r = schema.acctReports;
const row = schema.acctReportRows;

export const reportOf = async (db: DbOrTx, companyId: number, kind: string) =>
  (await db.select().from(r).where(and(eq(r.companyId, companyId), eq(r.kind, kind))))[0];

/** Creates the report with its rows unless another request just did (the kind is unique per company). */
export async function insertReport(db: DbOrTx, companyId: number, kind: string, name: string, rows: Omit<typeof row.$inferInsert, 'companyId' | 'reportId'>[]) {
  await db.transaction(async (tx) => {
    const [created] = await tx.insert(r).values({ companyId, kind, name }).onConflictDoNothing().returning({ id: r.id });
    if (!created) return;
    await tx.insert(row).values(rows.map((x) => ({ ...x, companyId, reportId: created.id })));
  });
}

export const rowsOf = (db: DbOrTx, companyId: number, reportId: number) =>
  db.select().from(row).where(and(eq(row.companyId, companyId), eq(row.reportId, reportId))).orderBy(asc(row.rowNo));

export const rowById = async (db: DbOrTx, companyId: number, id: number) =>
  (await db.select().from(row).where(and(eq(row.companyId, companyId), eq(row.id, id))))[0];

export const reportById = async (db: DbOrTx, companyId: number, id: number) =>
  (await db.select().from(r).where(and(eq(r.companyId, companyId), eq(r.id, id))))[0];

export async function updateRow(db: DbOrTx, companyId: number, id: number, values: Partial<typeof row.$inferInsert>) {
  const [updated] = await db.update(row).set(values).where(and(eq(row.companyId, companyId), eq(row.id, id))).returning();
  await db.update(r).set({ updatedAt: new Date() }).where(and(eq(r.companyId, companyId), eq(r.id, updated?.reportId ?? 0)));
  return updated;
}

/**
 * Σ debit and credit per subject of the posted 结转损益 vouchers and their red reversals, in the
 * range and in the year up to `to`: a handful of lines per closed period.
 */
export async function closingSums(db: DbOrTx, companyId: number, from: string, to: string, yearFrom: string) {
  const rows = await db.execute<{ subject_id: string; debit: string; credit: string; year_debit: string; year_credit: string }>(sql`
    select l.subject_id,
      coalesce(sum(l.debit) filter (where v.period >= ${from}), 0)::text as debit,
      coalesce(sum(l.credit) filter (where v.period >= ${from}), 0)::text as credit,
      coalesce(sum(l.debit) filter (where v.period >= ${yearFrom}), 0)::text as year_debit,
      coalesce(sum(l.credit) filter (where v.period >= ${yearFrom}), 0)::text as year_credit
    from acct_vouchers v join acct_voucher_lines l on l.voucher_id = v.id
    where v.company_id = ${companyId} and v.status = 4 and v.period <= ${to} and v.period >= least(${from}, ${yearFrom})
      and (v.source = 'closing' or (v.source = 'reversal' and exists (
        select 1 from acct_vouchers o where o.id = v.reversal_of and o.source = 'closing')))
    group by l.subject_id`);
  return [...rows].map((x) => ({ subjectId: Number(x.subject_id), debit: x.debit, credit: x.credit, yearDebit: x.year_debit, yearCredit: x.year_credit }));
}
