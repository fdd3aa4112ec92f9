import type { z } from 'zod';
import type { BalanceSheetQuery, IncomeQuery, ReportingRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { closingBalance, dec, evaluateReport, toDebitTerms, type ChartTemplateKey, type SubjectFigures } from '@pm/domain';
import type { Session } from '../../../http/session';
import { isVisibleCompany } from '../../company-scope/index';
import { badSpan } from '../periods/periods.errors';
import * as ledgers from '../ledgers/ledgers.repo';
import { directionOf, loadChart, text, yearStart, type Chart } from '../ledgers/compute-ledger-figures';
import { asTemplateRow, ensureReport, templateOf } from './define-reports';
import { companyNotFound, incomeRangeRequired } from './reports.errors';
import * as repo from './reports.repo';

type Row = z.output<typeof ReportingRow>;
type Kind = 'balance_sheet' | 'income';

/** The company a report is for: the caller's, or one below it (spec §7 companyId), else 404. */
async function companyFor(db: Db, session: Session, companyId: number | undefined): Promise<number> {
  if (companyId === undefined || companyId === session.companyId) return session.companyId;
  if (!(await isVisibleCompany(db, session.companyId, companyId))) throw companyNotFound();
  return companyId;
}

/**
 * Every leaf's figures for from..to: 期初 at from, 期末 at to, 年初 at January of to's year, the
 * range's and the year's movements; `withoutClosing` leaves the 结转损益 vouchers (and their red
 * reversals) out of the movements, as a 利润表 needs.
 */
async function subjectFigures(db: Db, chart: Chart, companyId: number, from: string, to: string, withoutClosing: boolean): Promise<SubjectFigures[]> {
  const yearFrom = yearStart(to);
  const [range, year, closing] = await Promise.all([
    ledgers.leafFigures(db, companyId, from, to, yearFrom),
    ledgers.leafFigures(db, companyId, yearFrom, yearFrom, yearFrom),
    withoutClosing ? repo.closingSums(db, companyId, from, to, yearFrom) : Promise.resolve([]),
  ]);
  const yearOpening = new Map(year.map((f) => [f.subjectId, f.before]));
  const generated = new Map(closing.map((c) => [c.subjectId, c]));
  return range.flatMap((f) => {
    const s = chart.byId.get(f.subjectId);
    if (!s) return [];
    const direction = directionOf(s);
    const g = generated.get(f.subjectId);
    const minus = (a: string, b: string | undefined) => text(dec(a).minus(dec(b ?? '0')));
    const opening = text(toDebitTerms(direction, f.before));
    return [{
      code: s.code,
      direction,
      opening,
      closing: closingBalance(direction, opening, f.debit, f.credit),
      debit: minus(f.debit, g?.debit),
      credit: minus(f.credit, g?.credit),
      yearDebit: minus(f.yearDebit, g?.yearDebit),
      yearCredit: minus(f.yearCredit, g?.yearCredit),
      yearOpening: text(toDebitTerms(direction, yearOpening.get(f.subjectId) ?? '0')),
    }];
  });
}

async function report(db: Db, session: Session, companyIdInput: number | undefined, kind: Kind, from: string, to: string): Promise<Row[]> {
  if (from > to) throw badSpan();
  const companyId = await companyFor(db, session, companyIdInput);
  const chart = await loadChart(db, companyId);
  const template = chart.book.chart as ChartTemplateKey;
  const { rows } = await ensureReport(db, companyId, template, kind);
  const figures = await subjectFigures(db, chart, companyId, from, to, kind === 'income');
  const results = evaluateReport(rows.map((r) => asTemplateRow(r, templateOf(kind, template))), figures);
  const idOf = new Map(rows.map((r) => [r.rowNo, r.id]));
  return results.map((x, i) => ({
    id: rows[i]?.id ?? 0,
    rowNo: x.line,
    name: x.name,
    type: x.type,
    category: x.category,
    parentId: x.parentId === null ? null : (idOf.get(x.parentId) ?? null),
    total1: x.total1,
    total2: x.total2,
    total3: x.total3,
    total4: x.total4,
    total5: x.total5,
    total6: x.total6,
    formula1: x.formula1,
    formula2: x.formula2,
    formula3: x.formula3,
    formula4: x.formula4,
    formula5: x.formula5,
    formula6: x.formula6,
    should: x.should,
    actual: x.actual,
  }));
}

/** 资产负债表 at the end of a period: total1 期末余额, total2 年初余额; 资产总计 checked against 负债和所有者权益总计. */
export const balanceSheet = ({ db }: { db: Db }, session: Session, q: z.output<typeof BalanceSheetQuery>) =>
  report(db, session, q.companyId, 'balance_sheet', q.period, q.period);

/** 利润表 for a period or a range within one year: total1 本期金额, total2 本年累计金额 (to's year up to to). */
export function incomeStatement({ db }: { db: Db }, session: Session, q: z.output<typeof IncomeQuery>) {
  const from = q.from ?? q.period;
  const to = q.to ?? q.period ?? q.from;
  if (!from || !to) throw incomeRangeRequired();
  if (from.slice(0, 4) !== to.slice(0, 4)) throw incomeRangeRequired();
  return report(db, session, q.companyId, 'income', from, to);
}
