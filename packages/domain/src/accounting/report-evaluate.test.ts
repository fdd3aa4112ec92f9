import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryForward, closingBalance, postLines, type BalanceRow } from './balances';
import { CHART_TEMPLATES, type ChartTemplateKey } from './charts';
import { evaluateReport, validateReportRows } from './report-evaluate';
import { BALANCE_SHEET_TEMPLATE, INCOME_STATEMENT_TEMPLATE, type SubjectFigures } from './report-formula';
import type { ReportRowTemplate } from './report-templates';
import { hasChildren } from './subject-valid';
import type { VoucherLineInput } from './voucher-lines';

const keys: ChartTemplateKey[] = ['small', 'enterprise'];

function row(line: number, formula1: string | null, should: string | null = null): ReportRowTemplate {
  return {
    line,
    name: `第${line}行`,
    type: 2,
    category: 11,
    parentId: null,
    formula1,
    formula2: null,
    formula3: null,
    formula4: null,
    formula5: null,
    formula6: null,
    should,
  };
}

function figuresOf(rows: readonly BalanceRow[]): SubjectFigures[] {
  return rows.map((r) => ({
    code: r.code,
    direction: r.direction,
    opening: r.opening,
    closing: closingBalance(r.direction, r.opening, r.debit, r.credit),
    debit: r.debit,
    credit: r.credit,
    yearDebit: r.yearDebit ?? r.debit,
    yearCredit: r.yearCredit ?? r.credit,
    yearOpening: r.opening,
  }));
}

describe('the shipped report templates', () => {
  it.each(keys)('%s: every formula is valid against the chart, no circles', (key) => {
    const codes = CHART_TEMPLATES[key].map((s) => s.code);
    expect(validateReportRows(BALANCE_SHEET_TEMPLATE[key], codes)).toEqual([]);
    expect(validateReportRows(INCOME_STATEMENT_TEMPLATE[key], codes)).toEqual([]);
  });

  it.each(keys)('%s: lines unique, headings without formulas, children under a heading of their column', (key) => {
    const rows = BALANCE_SHEET_TEMPLATE[key];
    expect(new Set(rows.map((r) => r.line)).size).toBe(rows.length);
    for (const r of rows) {
      if (r.type === 1) expect(r.formula1).toBeNull();
      else expect(r.formula1).not.toBeNull();
      const parent = rows.find((p) => p.line === r.parentId);
      if (r.parentId !== null) expect(parent).toMatchObject({ type: 1, category: r.category });
    }
    expect(rows.filter((r) => r.should !== null)).toHaveLength(1);
    expect(rows.map((r) => r.category)).toContain(12);
  });

  it('A12 figures give a balanced small balance sheet with 应收账款 0 and 预收账款 1,200.00', () => {
    const rows = postLines(
      [
        { code: '1002', direction: 'debit', opening: '50000.00', debit: '0', credit: '0' },
        { code: '3001', direction: 'credit', opening: '50000.00', debit: '0', credit: '0' },
      ],
      [
        { subjectCode: '112201', debit: '617.34' },
        { subjectCode: '500101', credit: '582.40' },
        { subjectCode: '222101', credit: '34.94' },
        { subjectCode: '1002', debit: '617.34' },
        { subjectCode: '112201', credit: '617.34' },
        { subjectCode: '1002', debit: '1200.00' },
        { subjectCode: '220301', credit: '1200.00' },
      ],
      new Map(CHART_TEMPLATES.small.map((s) => [s.code, s.direction])),
    );
    const report = evaluateReport(BALANCE_SHEET_TEMPLATE.small, figuresOf(rows));
    const value = (name: string) => report.find((r) => r.name === name)?.total1;
    expect(value('货币资金')).toBe('51817.34');
    expect(value('应收账款')).toBe('0.00');
    expect(value('预收账款')).toBe('1200.00');
    expect(value('应交税费')).toBe('34.94');
    expect(value('未分配利润')).toBe('582.40');
    expect(value('资产总计')).toBe('51817.34');
    expect(report.find((r) => r.name === '负债和所有者权益总计')).toMatchObject({
      total1: '51817.34',
      total2: '50000.00',
      should: '51817.34',
      actual: '51817.34',
      mismatch: false,
    });
    expect(report.find((r) => r.name === '流动资产')).toMatchObject({
      type: 1,
      total1: null,
      should: null,
      actual: null,
    });
  });
});

describe('evaluateReport', () => {
  it('resolves rows in any order and shows a mismatch', () => {
    const report = evaluateReport([row(1, 'ROW(2)+ROW(3)', '10'), row(2, '1.50'), row(3, '2.25')], []);
    expect(report[0]).toMatchObject({
      total1: '3.75',
      should: '10.00',
      actual: '3.75',
      mismatch: true,
      shouldFormula: '10',
    });
    expect(report[1]).toMatchObject({ total1: '1.50', total2: null, should: null, mismatch: false });
  });

  it('refuses a circle and a broken formula at run time', () => {
    expect(() => evaluateReport([row(1, 'ROW(2)'), row(2, 'ROW(1)+1')], [])).toThrow('报表公式循环引用');
    expect(() => evaluateReport([row(1, 'ROW(')], [])).toThrow('第1行公式错误');
  });
});

describe('validateReportRows', () => {
  it('A18: an unknown subject is refused when the rows are saved', () => {
    expect(validateReportRows([row(1, 'SUBJ(1122,QM)'), row(2, 'SUBJ(9999,QM)')], ['1122'])).toEqual([
      { line: 2, column: 1, message: '第1个字符处：科目9999不存在' },
    ]);
  });

  it('finds circles, duplicate lines and bad check formulas', () => {
    const problems = validateReportRows(
      [row(1, 'ROW(2)'), row(2, 'ROW(3)'), row(3, 'ROW(1)'), row(4, '1', 'ROW(9)'), row(4, '2')],
      [],
    );
    expect(problems).toEqual([
      { line: 4, column: 0, message: '行次4重复' },
      { line: 4, column: 0, message: '第1个字符处：第9行不存在' },
      { line: 1, column: 0, message: '第1行的公式循环引用' },
    ]);
  });
});

const fenText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

describe.each(keys)('property (%s): any balanced books give balanced statements', (key) => {
  const chart = CHART_TEMPLATES[key];
  const directions = new Map(chart.map((s) => [s.code, s.direction]));
  const leaves = chart.map((s) => s.code).filter((c, _i, all) => !hasChildren(c, all));
  const voucher = fc
    .tuple(fc.constantFrom(...leaves), fc.constantFrom(...leaves), fc.integer({ min: 1, max: 9_999_999 }))
    .map(([dr, cr, fen]): VoucherLineInput[] => [
      { subjectCode: dr, debit: fenText(fen) },
      { subjectCode: cr, credit: fenText(fen) },
    ]);

  it('资产总计 = 负债和所有者权益总计 at period end and year start; 净利润 = the 损益 subjects’ net', () => {
    fc.assert(
      fc.property(
        fc.array(voucher, { maxLength: 12 }),
        fc.array(voucher, { minLength: 1, maxLength: 12 }),
        (before, during) => {
          const opening = carryForward(postLines([], before.flat(), directions));
          const figures = figuresOf(postLines(opening, during.flat(), directions));
          const sheet = evaluateReport(BALANCE_SHEET_TEMPLATE[key], figures);
          const check = sheet.find((r) => r.should !== null);
          const assets = sheet.find((r) => r.name === '资产总计');
          expect(check?.mismatch).toBe(false);
          expect(check?.total2).toBe(assets?.total2);
          const income = evaluateReport(INCOME_STATEMENT_TEMPLATE[key], figures);
          for (const r of income) expect(r.mismatch).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
