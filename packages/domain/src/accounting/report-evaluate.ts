import { dec } from '../money/decimal';
import {
  evaluateFormula,
  formulaRows,
  parseFormula,
  validateFormula,
  type FormulaNode,
  type SubjectFigures,
} from './report-formula';
import type { ReportRowTemplate } from './report-templates';

const COLUMNS = [1, 2, 3, 4, 5, 6] as const;
type Column = (typeof COLUMNS)[number];

function formulaOf(row: ReportRowTemplate, column: Column): string | null {
  return row[`formula${column}`];
}

/** A computed report row: the template's fields, total1..6 (元, null where no formula), the check pair. */
export type ReportRowResult = Omit<ReportRowTemplate, 'should'> & {
  total1: string | null;
  total2: string | null;
  total3: string | null;
  total4: string | null;
  total5: string | null;
  total6: string | null;
  /** The check formula's value (should), null when the row has none. */
  should: string | null;
  /** The row's first column when it has a check, else null. */
  actual: string | null;
  /** should ≠ actual. */
  mismatch: boolean;
  shouldFormula: string | null;
};

export interface ReportRowProblem {
  line: number;
  /** 1-6 for formula1..6, 0 for the check formula. */
  column: number;
  message: string;
}

function parsed(text: string, line: number): FormulaNode {
  const result = parseFormula(text);
  if (!result.ok) throw new RangeError(`第${line}行公式错误：${result.message}`);
  return result.ast;
}

/**
 * Computes a report from its rows and the subjects' figures: each column's formulas, ROW(n) taking
 * row n of the same column (a check formula's ROW takes column 1). Throws a RangeError on a formula
 * that does not parse or rows that refer to each other in a circle (saved rows are validated first).
 */
export function evaluateReport(
  rows: readonly ReportRowTemplate[],
  subjects: readonly SubjectFigures[],
): ReportRowResult[] {
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const memo = new Map<string, string | null>();
  const visiting = new Set<string>();

  function cell(line: number, column: Column): string | null {
    const key = `${line}:${column}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    if (visiting.has(key)) throw new RangeError(`报表公式循环引用：第${line}行`);
    const row = byLine.get(line);
    const text = row ? formulaOf(row, column) : null;
    if (!row || text === null || text.trim() === '') {
      memo.set(key, null);
      return null;
    }
    visiting.add(key);
    const value = evaluateFormula(parsed(text, line), { subjects, row: (n) => cell(n, column) ?? '0.00' });
    visiting.delete(key);
    memo.set(key, value);
    return value;
  }

  return rows.map((row) => {
    const totals = COLUMNS.map((c) => cell(row.line, c));
    const should =
      row.should && row.should.trim() !== ''
        ? evaluateFormula(parsed(row.should, row.line), { subjects, row: (n) => cell(n, 1) ?? '0.00' })
        : null;
    const actual = should === null ? null : (totals[0] ?? '0.00');
    const { should: shouldFormula, ...rest } = row;
    return {
      ...rest,
      total1: totals[0] ?? null,
      total2: totals[1] ?? null,
      total3: totals[2] ?? null,
      total4: totals[3] ?? null,
      total5: totals[4] ?? null,
      total6: totals[5] ?? null,
      should,
      actual,
      mismatch: should !== null && actual !== null && !dec(should).equals(dec(actual)),
      shouldFormula,
    };
  });
}

/**
 * Checks a report's rows when they are saved (A18): every formula and check formula valid against
 * the company's subject codes and the report's lines, and no row depending on itself through ROW.
 */
export function validateReportRows(
  rows: readonly ReportRowTemplate[],
  knownCodes: Iterable<string>,
): ReportRowProblem[] {
  const codes = [...knownCodes];
  const lines = rows.map((r) => r.line);
  const problems: ReportRowProblem[] = [];
  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.line)) problems.push({ line: row.line, column: 0, message: `行次${row.line}重复` });
    seen.add(row.line);
  }
  const edges = new Map<string, string[]>();
  for (const row of rows) {
    for (const column of [...COLUMNS, 0] as const) {
      const text = column === 0 ? row.should : formulaOf(row, column);
      if (text === null || text.trim() === '') continue;
      const result = validateFormula(text, codes, lines);
      if (!result.ok) {
        problems.push({ line: row.line, column, message: result.message });
        continue;
      }
      if (column !== 0)
        edges.set(
          `${row.line}:${column}`,
          formulaRows(result.ast).map((r) => `${r.row}:${column}`),
        );
    }
  }
  const state = new Map<string, 'open' | 'done'>();
  const circular = new Set<number>();
  const visit = (key: string): boolean => {
    if (state.get(key) === 'done') return false;
    if (state.get(key) === 'open') return true;
    state.set(key, 'open');
    const cycle = (edges.get(key) ?? []).some(visit);
    state.set(key, 'done');
    return cycle;
  };
  for (const key of edges.keys()) if (visit(key)) circular.add(Number(key.split(':')[0]));
  for (const line of circular) problems.push({ line, column: 0, message: `第${line}行的公式循环引用` });
  return problems;
}
