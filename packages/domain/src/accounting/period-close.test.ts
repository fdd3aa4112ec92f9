import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingBalance, postLines, trialBalance, type BalanceRow } from './balances';
import { CHART_TEMPLATES, PROFIT_LOSS_CATEGORY, chartRoles } from './charts';
import {
  canClose,
  canReopen,
  closePeriodBalances,
  nextPeriod,
  previousPeriod,
  profitClosingLines,
  reopenPeriodBalances,
  yearEndLines,
} from './period-close';
import { hasChildren } from './subject-valid';
import { voucherTotals } from './voucher-lines';

const S = '结转本期损益';
const Y = '结转本年利润';

describe('profitClosingLines', () => {
  it('A10: 5001 credit 10,000.00 and 5602 debit 6,000.00 close to 3103 with a credit balance of 4,000.00', () => {
    const lines = profitClosingLines(
      [
        { code: '5001', direction: 'credit', balance: '10000.00' },
        { code: '5602', direction: 'debit', balance: '6000.00' },
      ],
      '3103',
    );
    expect(lines).toEqual([
      { summary: S, subjectCode: '5001', debit: '10000.00', credit: null },
      { summary: S, subjectCode: '5602', debit: null, credit: '6000.00' },
      { summary: S, subjectCode: '3103', debit: null, credit: '10000.00' },
      { summary: S, subjectCode: '3103', debit: '6000.00', credit: null },
    ]);
    const on3103 = lines.filter((x) => x.subjectCode === '3103');
    expect(closingBalance('credit', '0', on3103[1]?.debit ?? '0', on3103[0]?.credit ?? '0')).toBe('4000.00');
  });

  it.each([
    ['zero balances give no lines', [{ code: '5001', direction: 'credit' as const, balance: '0.00' }], []],
    [
      'a revenue subject with a debit balance (a reduction) is credited back',
      [{ code: '500101', direction: 'credit' as const, balance: '-50.00' }],
      [
        { summary: S, subjectCode: '500101', debit: null, credit: '50.00' },
        { summary: S, subjectCode: '3103', debit: '50.00', credit: null },
      ],
    ],
  ])('%s', (_name, balances, expected) => {
    expect(profitClosingLines(balances, '3103')).toEqual(expected);
  });
});

describe('yearEndLines', () => {
  it.each([
    [
      'A11: a year profit of 48,000.00',
      '48000.00',
      [
        { summary: Y, subjectCode: '3103', debit: '48000.00', credit: null },
        { summary: Y, subjectCode: '3104', debit: null, credit: '48000.00' },
      ],
    ],
    [
      'a loss',
      '-120.50',
      [
        { summary: Y, subjectCode: '3103', debit: null, credit: '120.50' },
        { summary: Y, subjectCode: '3104', debit: '120.50', credit: null },
      ],
    ],
    ['nothing', '0', []],
  ])('%s', (_name, balance, expected) => {
    expect(yearEndLines(balance, { currentYearProfit: '3103', profitDistribution: '3104' })).toEqual(expected);
  });
});

describe('canClose and canReopen', () => {
  it.each([
    [
      'an open period after a closed one',
      { period: '2024-04', previousClosed: true, pendingVouchers: 0, trialBalanced: true },
      null,
    ],
    ['the first period', { period: '2024-01', previousClosed: null, pendingVouchers: 0 }, null],
    [
      'A8: 2024-04 while 2024-03 is open',
      { period: '2024-04', previousClosed: false, pendingVouchers: 0 },
      '上一会计期间2024-03尚未结账，不能结账2024-04',
    ],
    [
      'A9: one voucher 待审核',
      { period: '2024-04', previousClosed: true, pendingVouchers: 1 },
      '会计期间2024-04有1张凭证未登账，不能结账',
    ],
    [
      'three vouchers pending',
      { period: '2024-04', previousClosed: true, pendingVouchers: 3 },
      '会计期间2024-04有3张凭证未登账，不能结账',
    ],
    [
      'an unbalanced trial balance',
      { period: '2024-04', previousClosed: true, pendingVouchers: 0, trialBalanced: false },
      '试算不平衡，不能结账',
    ],
    [
      'a closed period',
      { period: '2024-04', previousClosed: true, pendingVouchers: 0, periodClosed: true },
      '会计期间2024-04已结账',
    ],
    [
      'a bad period',
      { period: '2024-13', previousClosed: true, pendingVouchers: 0 },
      '会计期间格式不正确（YYYY-MM）：2024-13',
    ],
  ])('close %s', (_name, facts, message) => {
    const r = canClose(facts);
    expect(r?.message ?? null).toBe(message);
  });

  it.each([
    [
      'the latest closed by a supervisor with a reason',
      { period: '2024-04', latestClosed: '2024-04', supervisor: true, reason: '补录凭证' },
      null,
    ],
    [
      'an earlier period',
      { period: '2024-03', latestClosed: '2024-04', supervisor: true, reason: 'x' },
      '只能反结账最近结账的期间2024-04',
    ],
    [
      'an open period',
      { period: '2024-05', latestClosed: '2024-04', supervisor: true, reason: 'x' },
      '会计期间2024-05未结账',
    ],
    [
      'nothing closed yet',
      { period: '2024-05', latestClosed: null, supervisor: true, reason: 'x' },
      '会计期间2024-05未结账',
    ],
    [
      'by an accountant',
      { period: '2024-04', latestClosed: '2024-04', supervisor: false, reason: 'x' },
      '只有会计主管可以反结账',
    ],
    [
      'without a reason',
      { period: '2024-04', latestClosed: '2024-04', supervisor: true, reason: ' ' },
      '请填写反结账原因',
    ],
  ])('re-open %s', (_name, facts, message) => {
    expect(canReopen(facts)?.message ?? null).toBe(message);
  });

  it('steps periods across the year', () => {
    expect(nextPeriod('2024-12')).toBe('2025-01');
    expect(previousPeriod('2025-01')).toBe('2024-12');
    expect(previousPeriod('2024-04')).toBe('2024-03');
  });
});

const chart = CHART_TEMPLATES.small;
const directions = new Map(chart.map((s) => [s.code, s.direction]));
const roles = chartRoles('small');
const codes = { currentYearProfit: roles.currentYearProfit, profitDistribution: roles.undistributedProfit };
const profitLoss = new Set(chart.filter((s) => s.category === PROFIT_LOSS_CATEGORY.small).map((s) => s.code));
const leaves = chart.map((s) => s.code).filter((c, _i, all) => !hasChildren(c, all));
const fenText = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

describe('closePeriodBalances', () => {
  const rows: BalanceRow[] = postLines(
    [{ code: '3103', direction: 'credit', opening: '44000.00', debit: '0', credit: '0' }],
    [
      { subjectCode: '1002', debit: '10000.00', credit: null },
      { subjectCode: '500101', debit: null, credit: '10000.00' },
      { subjectCode: '560201', debit: '6000.00', credit: null },
      { subjectCode: '1602', debit: null, credit: '6000.00' },
    ],
    directions,
  );

  it('A10 in a month: 损益 subjects end at zero and 3103 gains 4,000.00', () => {
    const closed = closePeriodBalances('2024-04', rows, profitLoss, codes);
    const closing = (code: string) => {
      const r = closed.balances.find((x) => x.code === code);
      return r ? closingBalance(r.direction, r.opening, r.debit, r.credit) : '0.00';
    };
    expect(closing('500101')).toBe('0.00');
    expect(closing('560201')).toBe('0.00');
    expect(closing('3103')).toBe('48000.00');
    expect(closed.opening.find((r) => r.code === '3103')?.opening).toBe('48000.00');
  });

  it('A11 in December: 3103 moves to 未分配利润', () => {
    const closed = closePeriodBalances('2024-12', rows, profitLoss, codes);
    expect(closed.lines.slice(-2)).toEqual([
      { summary: Y, subjectCode: '3103', debit: '48000.00', credit: null },
      { summary: Y, subjectCode: '310401', debit: null, credit: '48000.00' },
    ]);
    expect(closed.opening.find((r) => r.code === '3103')?.opening).toBe('0.00');
    expect(closed.opening.find((r) => r.code === '310401')?.opening).toBe('48000.00');
  });

  it('property: closing then re-opening restores every balance; the close keeps the books balanced', () => {
    const voucher = fc
      .tuple(fc.constantFrom(...leaves), fc.constantFrom(...leaves), fc.integer({ min: 1, max: 9_999_999 }))
      .map(([dr, cr, fen]) => [
        { subjectCode: dr, debit: fenText(fen), credit: null },
        { subjectCode: cr, debit: null, credit: fenText(fen) },
      ]);
    fc.assert(
      fc.property(
        fc.array(voucher, { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 1, max: 12 }),
        (vouchers, month) => {
          const period = `2024-${String(month).padStart(2, '0')}`;
          const before = postLines([], vouchers.flat(), directions);
          const closed = closePeriodBalances(period, before, profitLoss, codes);
          expect(voucherTotals(closed.lines).balanced).toBe(true);
          expect(trialBalance(closed.balances, { scheme: '4-2-2', directions }).balanced.all).toBe(true);
          for (const r of closed.balances)
            if (profitLoss.has(r.code)) expect(closingBalance(r.direction, r.opening, r.debit, r.credit)).toBe('0.00');
          const reopened = reopenPeriodBalances(closed.balances, closed.lines);
          const closingOf = (list: BalanceRow[]) =>
            new Map(
              list
                .map((r) => [r.code, closingBalance(r.direction, r.opening, r.debit, r.credit)] as const)
                .filter(([, v]) => v !== '0.00'),
            );
          expect(closingOf(reopened)).toEqual(closingOf(before));
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
