import { describe, expect, it } from 'vitest';
import {
  codeInRange,
  evaluateFormula,
  formulaRows,
  formulaSubjects,
  parseFormula,
  validateFormula,
  type FormulaNode,
  type SubjectFigures,
} from './report-formula';

function ast(text: string): FormulaNode {
  const r = parseFormula(text);
  if (!r.ok) throw new Error(r.message);
  return r.ast;
}

const figures = (
  code: string,
  direction: 'debit' | 'credit',
  closing: string,
  more: Partial<SubjectFigures> = {},
): SubjectFigures => ({
  code,
  direction,
  opening: '0',
  closing,
  debit: '0',
  credit: '0',
  yearDebit: '0',
  yearCredit: '0',
  yearOpening: '0',
  ...more,
});

// A13: 112201 D 300, 112202 C 50 (a debit subject with a credit balance), 220301 D 20.
const a13 = [
  figures('1122', 'debit', '250'),
  figures('112201', 'debit', '300.00'),
  figures('112202', 'debit', '-50.00'),
  figures('2203', 'credit', '-20'),
  figures('220301', 'credit', '-20.00'),
];

describe('parseFormula', () => {
  it('reads subjects, ranges, rows, numbers, signs and parentheses', () => {
    expect(ast(' subj(1122 , qm , d) ')).toEqual({
      type: 'subj',
      from: '1122',
      to: '1122',
      kind: 'QM',
      side: 'D',
      position: 1,
    });
    expect(ast('SUBJ(1001~1012,QM)')).toMatchObject({ type: 'subj', from: '1001', to: '1012', side: 'ANY' });
    expect(ast('-(ROW(1)+2.50)-ROW(3)')).toEqual({
      type: 'sub',
      left: {
        type: 'neg',
        operand: { type: 'add', left: { type: 'row', row: 1, position: 2 }, right: { type: 'number', value: '2.50' } },
      },
      right: { type: 'row', row: 3, position: 15 },
    });
  });

  it.each([
    ['', '第1个字符处：公式不能为空'],
    ['ROW(1)+', '第8个字符处：公式不完整'],
    ['ROW(1) ROW(2)', '第8个字符处：缺少运算符+或-'],
    ['(ROW(1)', '第8个字符处：缺少右括号'],
    ['ROW(1))', '第7个字符处：多余的右括号'],
    ['SUM(1122)', '第1个字符处：未知的函数SUM，只能使用SUBJ或ROW'],
    ['SUBJ(1122,XX)', '第11个字符处：取数类型应为QC、QM、JF、DF、FS、LJ或NC'],
    ['SUBJ(1122,QM,X)', '第14个字符处：方向应为D或C'],
    ['SUBJ(1122,FS,D)', '第14个字符处：方向D或C只适用于QC、QM、NC'],
    ['SUBJ(11.22,QM)', '第6个字符处：科目编码应为数字'],
    ['SUBJ(1122 QM)', '第11个字符处：缺少逗号和取数类型'],
    ['SUBJ(1012~1001,QM)', '第1个字符处：科目范围1012~1001的起始编码大于结束编码'],
    ['ROW(0)', '第5个字符处：行号应为正整数'],
    ['1.005', '第1个字符处：数字最多2位小数'],
    ['ROW(1)*2', '第7个字符处：不能识别的字符“*”'],
    ['ROW(1); DROP TABLE x', '第7个字符处：不能识别的字符“;”'],
    ['1--2', '第3个字符处：应为数字、SUBJ、ROW或左括号'],
    ['('.repeat(40) + '1' + ')'.repeat(40), '第34个字符处：括号嵌套过深'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseFormula(text)).toMatchObject({ ok: false, message });
  });

  it('refuses a formula longer than 2000 characters', () => {
    expect(parseFormula('1+'.repeat(1001))).toMatchObject({ ok: false, message: '第2001个字符处：公式最多2000个字符' });
  });

  it('lists subjects and rows', () => {
    const tree = ast('SUBJ(1122,QM,D)+ROW(4)-(SUBJ(1231,QM)+ROW(2))');
    expect(formulaSubjects(tree).map((s) => s.from)).toEqual(['1122', '1231']);
    expect(formulaRows(tree).map((r) => r.row)).toEqual([4, 2]);
  });
});

describe('validateFormula', () => {
  const codes = ['1001', '1002', '1122', '112201', '112202', '2203', '220301'];
  it.each([
    ['SUBJ(1122,QM,D)+SUBJ(2203,QM,D)', null],
    ['SUBJ(1001~1012,QM)+ROW(2)', null],
    // A18
    ['SUBJ(1122,QM)+SUBJ(9999,QM)', '第15个字符处：科目9999不存在'],
    ['SUBJ(1012~1099,QM)', '第1个字符处：科目范围1012~1099中没有科目'],
    ['ROW(7)', '第1个字符处：第7行不存在'],
    ['SUBJ(1122,', '第11个字符处：取数类型应为QC、QM、JF、DF、FS、LJ或NC'],
  ])('%s → %s', (text, message) => {
    const r = validateFormula(text, codes, [1, 2, 3]);
    expect(r.ok ? null : r.message).toBe(message);
  });
});

describe('codeInRange', () => {
  it.each([
    ['112201', '1122', '1122', true],
    ['1123', '1122', '1122', false],
    ['100201', '1001', '1012', true],
    ['1012', '1001', '1012', true],
    ['1101', '1001', '1012', false],
    ['530101', '5001', '5301', true],
    ['5401', '5001', '5301', false],
    ['1012', '1001', '1012999999', true],
  ])('%s in %s~%s: %s', (code, from, to, inside) => {
    expect(codeInRange(code, from, to)).toBe(inside);
  });
});

describe('evaluateFormula', () => {
  it.each([
    ['A13 应收账款 = SUBJ(1122,QM,D)+SUBJ(2203,QM,D)', 'SUBJ(1122,QM,D)+SUBJ(2203,QM,D)', '320.00'],
    ['A13 预收款项 = SUBJ(2203,QM,C)+SUBJ(1122,QM,C)', 'SUBJ(2203,QM,C)+SUBJ(1122,QM,C)', '50.00'],
    ['net in the subject’s direction, leaves only', 'SUBJ(1122,QM)', '250.00'],
    ['a credit subject with a debit balance nets negative', 'SUBJ(2203,QM)', '-20.00'],
    ['numbers and parentheses', '-(SUBJ(1122,QM)-0.10)+1', '-248.90'],
    ['no subject matched is zero', 'SUBJ(1001,QM)', '0.00'],
  ])('%s → %s', (_name, text, value) => {
    expect(evaluateFormula(ast(text), { subjects: a13 })).toBe(value);
  });

  const movements = [
    figures('500101', 'credit', '0', { debit: '50.00', credit: '582.40', yearDebit: '50.00', yearCredit: '1000.10' }),
    figures('500102', 'credit', '0', { debit: '0', credit: '0.20', yearCredit: '0.20' }),
    figures('560201', 'debit', '0', { debit: '190.00', yearDebit: '380.00' }),
  ];
  it.each([
    ['SUBJ(5001,JF)', '50.00'],
    ['SUBJ(5001,DF)', '582.60'],
    ['SUBJ(5001,FS)', '532.60'],
    ['SUBJ(5001,LJ)', '950.30'],
    ['SUBJ(5001,FS)-SUBJ(5602,FS)', '342.60'],
    ['SUBJ(5001~5301,LJ)-SUBJ(5401~5801,LJ)', '570.30'],
  ])('%s → %s', (text, value) => {
    expect(evaluateFormula(ast(text), { subjects: movements })).toBe(value);
  });

  it('takes ROW(n) from the lookup and refuses a missing one', () => {
    expect(evaluateFormula(ast('ROW(1)+ROW(2)'), { subjects: [], row: (n) => (n === 1 ? '0.10' : '0.20') })).toBe(
      '0.30',
    );
    expect(() => evaluateFormula(ast('ROW(3)'), { subjects: [] })).toThrow('第3行没有数值');
  });
});
