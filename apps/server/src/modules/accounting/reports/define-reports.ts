import type { z } from 'zod';
import { PERIOD_SUPERVISOR_ROLES, type ReportDefinition, type ReportDefinitionRow, type ReportKind, type ReportRowUpdate } from '@pm/contracts';
import type { Db } from '@pm/db';
import {
  BALANCE_SHEET_TEMPLATE,
  INCOME_STATEMENT_TEMPLATE,
  validateReportRows,
  type ChartTemplateKey,
  type ReportRowTemplate,
} from '@pm/domain';
import type { Session } from '../../../http/session';
import { loadChart } from '../ledgers/compute-ledger-figures';
import { badFormula, formulaEditForbidden, reportRowNotFound } from './reports.errors';
import * as repo from './reports.repo';

type Kind = z.output<typeof ReportKind>;
type StoredRow = Awaited<ReturnType<typeof repo.rowsOf>>[number];

const NAMES: Record<Kind, string> = { balance_sheet: '资产负债表', income: '利润表' };
export const templateOf = (kind: Kind, chart: ChartTemplateKey) => (kind === 'income' ? INCOME_STATEMENT_TEMPLATE : BALANCE_SHEET_TEMPLATE)[chart];
const ROW_REF = /^ROW\((\d+)\)$/;

/**
 * A stored row as the domain's template row. The check formula (should) is the template's for the
 * line: the table keeps only the row it points at (shouldRowNo), so an edited row keeps its check.
 */
export function asTemplateRow(row: StoredRow, template: readonly ReportRowTemplate[]): ReportRowTemplate {
  const t = template.find((x) => x.line === row.rowNo);
  return {
    line: row.rowNo,
    name: row.name,
    type: row.type as ReportRowTemplate['type'],
    category: row.category as ReportRowTemplate['category'],
    parentId: row.parentRowNo,
    formula1: row.formula1,
    formula2: row.formula2,
    formula3: row.formula3,
    formula4: row.formula4,
    formula5: row.formula5,
    formula6: row.formula6,
    should: row.shouldRowNo !== null ? `ROW(${row.shouldRowNo})` : (t?.should ?? null),
  };
}

/** The company's report of a kind, created from the domain's template for its chart on first use. */
export async function ensureReport(db: Db, companyId: number, chart: ChartTemplateKey, kind: Kind) {
  let report = await repo.reportOf(db, companyId, kind);
  if (!report) {
    await repo.insertReport(
      db,
      companyId,
      kind,
      NAMES[kind],
      templateOf(kind, chart).map((t) => ({
        rowNo: t.line,
        name: t.name,
        type: t.type,
        category: t.category,
        parentRowNo: t.parentId,
        formula1: t.formula1,
        formula2: t.formula2,
        formula3: t.formula3,
        formula4: t.formula4,
        formula5: t.formula5,
        formula6: t.formula6,
        shouldRowNo: Number(ROW_REF.exec(t.should ?? '')?.[1] ?? 0) || null,
      })),
    );
    report = await repo.reportOf(db, companyId, kind);
  }
  if (!report) throw new Error('ensureReport: no report');
  return { report, rows: await repo.rowsOf(db, companyId, report.id) };
}

const toDefinitionRow = (r: StoredRow): z.output<typeof ReportDefinitionRow> => ({
  id: r.id,
  rowNo: r.rowNo,
  name: r.name,
  type: r.type,
  category: r.category,
  parentRowNo: r.parentRowNo,
  formula1: r.formula1,
  formula2: r.formula2,
  formula3: r.formula3,
  formula4: r.formula4,
  formula5: r.formula5,
  formula6: r.formula6,
  shouldRowNo: r.shouldRowNo,
});

export async function reportDefinition({ db }: { db: Db }, session: Session, kind: Kind): Promise<z.output<typeof ReportDefinition>> {
  const chart = await loadChart(db, session.companyId);
  const { report, rows } = await ensureReport(db, session.companyId, chart.book.chart as ChartTemplateKey, kind);
  return { id: report.id, kind, name: report.name, rows: rows.map(toDefinitionRow) };
}

/**
 * Saves a row's name and formulas (a supervisor's change) after checking the whole report with them (A18: an unknown
 * subject, an unknown row or a circle is refused now, not when the report runs).
 */
export async function updateReportRow({ db }: { db: Db }, session: Session, input: z.output<typeof ReportRowUpdate>) {
  if (!PERIOD_SUPERVISOR_ROLES.includes(session.role)) throw formulaEditForbidden();
  const companyId = session.companyId;
  const row = await repo.rowById(db, companyId, input.id);
  if (!row) throw reportRowNotFound();
  const report = await repo.reportById(db, companyId, row.reportId);
  const chart = await loadChart(db, companyId);
  const { id, ...changes } = input;
  const values = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as Partial<StoredRow>;
  const template = templateOf((report?.kind ?? 'balance_sheet') as Kind, chart.book.chart as ChartTemplateKey);
  const rows = (await repo.rowsOf(db, companyId, row.reportId)).map((r) => asTemplateRow(r.id === id ? { ...r, ...values } : r, template));
  const problems = validateReportRows(rows, chart.subjects.map((s) => s.code));
  if (problems.length > 0)
    throw badFormula(problems.map((p) => ({ path: p.column === 0 ? 'should' : `formula${p.column}`, message: `第${p.line}行：${p.message}` })));
  const updated = await repo.updateRow(db, companyId, id, values);
  if (!updated) throw reportRowNotFound();
  return toDefinitionRow(updated);
}
