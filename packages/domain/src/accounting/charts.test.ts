import { describe, expect, it } from 'vitest';
import {
  CHART_TEMPLATES,
  PROFIT_LOSS_CATEGORY,
  SUBJECT_CATEGORIES,
  categoryName,
  chartRoles,
  subjectFullName,
  type ChartRole,
  type ChartTemplateKey,
} from './charts';
import { isValidSubjectCode, parentCode } from './code-scheme';
import { hasChildren } from './subject-valid';

const keys: ChartTemplateKey[] = ['small', 'enterprise'];

describe('CHART_TEMPLATES', () => {
  it.each(keys)('%s: codes unique, fit 4-2-2, parents listed before their children', (key) => {
    const codes = CHART_TEMPLATES[key].map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set<string>();
    for (const code of codes) {
      expect(isValidSubjectCode(code, '4-2-2')).toBe(true);
      const parent = parentCode(code, '4-2-2');
      if (parent) expect(seen.has(parent)).toBe(true);
      seen.add(code);
    }
  });

  it.each(keys)('%s: the category is the first digit and has a name in the chart', (key) => {
    for (const s of CHART_TEMPLATES[key]) {
      expect(s.category).toBe(Number(s.code[0]));
      expect(categoryName(key, s.category)).toBeDefined();
    }
  });

  it.each(keys)('%s: a child has the direction and auxiliaries of its parent', (key) => {
    const byCode = new Map(CHART_TEMPLATES[key].map((s) => [s.code, s]));
    for (const s of CHART_TEMPLATES[key]) {
      const parent = byCode.get(parentCode(s.code, '4-2-2') ?? '');
      if (!parent) continue;
      expect(s.direction).toBe(parent.direction);
      expect(s.aux).toEqual(parent.aux);
    }
  });

  it('maps the categories as written in decisions.md', () => {
    expect(SUBJECT_CATEGORIES.small).toEqual({ 1: '资产', 2: '负债', 3: '所有者权益', 4: '成本', 5: '损益' });
    expect(SUBJECT_CATEGORIES.enterprise[3]).toBe('共同');
    expect(SUBJECT_CATEGORIES.enterprise[6]).toBe('损益');
    expect(PROFIT_LOSS_CATEGORY).toEqual({ small: 5, enterprise: 6 });
  });

  it.each<[ChartTemplateKey, string, string, 'debit' | 'credit']>([
    ['small', '5001', '主营业务收入', 'credit'],
    ['enterprise', '6001', '主营业务收入', 'credit'],
    ['small', '3103', '本年利润', 'credit'],
    ['enterprise', '4103', '本年利润', 'credit'],
    ['small', '1602', '累计折旧', 'credit'],
    ['small', '5602', '管理费用', 'debit'],
    ['enterprise', '1231', '坏账准备', 'credit'],
    ['small', '5301', '营业外收入', 'credit'],
  ])('%s %s is %s with a %s balance', (key, code, name, direction) => {
    expect(CHART_TEMPLATES[key].find((s) => s.code === code)).toMatchObject({ name, direction });
  });

  it('puts house auxiliaries on receivables, pre-collections and other payables', () => {
    const aux = (code: string) => CHART_TEMPLATES.small.find((s) => s.code === code)?.aux;
    for (const code of ['1122', '112201', '2203', '220301', '2241', '224101'])
      expect(aux(code)).toEqual(['estate', 'house', 'customer']);
    expect(aux('1001')).toBeUndefined();
  });
});

describe('chartRoles', () => {
  it.each(keys)('%s: every role names a subject of the chart, a leaf except 利润分配', (key) => {
    const codes = CHART_TEMPLATES[key].map((s) => s.code);
    for (const [role, code] of Object.entries(chartRoles(key)) as [ChartRole, string][]) {
      expect(codes).toContain(code);
      expect(hasChildren(code, codes)).toBe(role === 'profitDistribution');
    }
  });

  it.each<[ChartTemplateKey, ChartRole, string]>([
    ['small', 'revenue', '500101'],
    ['enterprise', 'revenue', '600101'],
    ['small', 'lateFeeIncome', '530101'],
    ['enterprise', 'lateFeeIncome', '630101'],
    ['small', 'depreciationExpense', '560201'],
    ['enterprise', 'depreciationExpense', '660201'],
    ['small', 'financialExpense', '5603'],
    ['enterprise', 'financialExpense', '6603'],
    ['small', 'currentYearProfit', '3103'],
    ['enterprise', 'currentYearProfit', '4103'],
    ['small', 'undistributedProfit', '310401'],
    ['enterprise', 'profitDistribution', '4104'],
    ['small', 'vatOutput', '222101'],
    ['small', 'deposit', '224101'],
    ['small', 'passThrough', '224102'],
    ['small', 'prepayment', '220301'],
  ])('%s %s → %s', (key, role, code) => {
    expect(chartRoles(key)[role]).toBe(code);
  });
});

describe('subjectFullName', () => {
  it('joins the ancestors', () => {
    expect(subjectFullName('222101', CHART_TEMPLATES.small)).toBe('应交税费-应交增值税(销项税额)');
    expect(subjectFullName('1001', CHART_TEMPLATES.small)).toBe('库存现金');
  });
});
