import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec } from '../money/decimal';
import { budgetActuals, budgetLines } from './budget';

describe('budgetLines', () => {
  it.each([
    [[], '请至少填写一行预算'],
    [[{ category: ' ', planned: '1' }], '第1行请填写预算项目'],
    [[{ category: '绿化', planned: '1.001' }], '第1行预算金额最多2位小数'],
    [[{ category: '绿化', planned: '-1' }], '第1行预算金额不能为负数'],
    [[{ category: '绿化', planned: '1' }, { category: '绿化', planned: '2' }], '预算项目“绿化”重复'],
  ])('refuses %j', (lines, error) => {
    const r = budgetLines(lines);
    expect('error' in r && r.error).toBe(error);
  });
  it('keeps exact decimals and totals them', () => {
    expect(budgetLines([{ category: '绿化', planned: '0.10' }, { category: '维修', planned: '0.20' }, { category: '经费', planned: '0' }])).toEqual({
      lines: [
        { category: '绿化', planned: '0.10', remark: '' },
        { category: '维修', planned: '0.20', remark: '' },
        { category: '经费', planned: '0.00', remark: '' },
      ],
      total: '0.30',
    });
  });
});

describe('budgetActuals', () => {
  it('sums spending per line beside the plan, overspending negative, nothing planned without a percent', () => {
    const r = budgetActuals(
      [{ id: 1, planned: '1000.00' }, { id: 2, planned: '0.00' }, { id: 3, planned: '300.00' }],
      [{ lineId: 1, amount: '-333.33' }, { lineId: 1, amount: '-333.34' }, { lineId: 2, amount: '-5.00' }, { lineId: 3, amount: '-300.01' }],
    );
    expect(r.rows).toEqual([
      { lineId: 1, planned: '1000.00', actual: '666.67', remaining: '333.33', percent: '66.66' },
      { lineId: 2, planned: '0.00', actual: '5.00', remaining: '-5.00', percent: null },
      { lineId: 3, planned: '300.00', actual: '300.01', remaining: '-0.01', percent: '100.00' },
    ]);
    expect(r).toMatchObject({ planned: '1300.00', actual: '971.68', remaining: '328.32' });
  });
  it('totals equal the sum of the lines exactly (property)', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1, maxLength: 8 }), fc.array(fc.tuple(fc.nat(7), cents), { maxLength: 20 }), (planned, spent) => {
        const lines = planned.map((p, i) => ({ id: i, planned: p }));
        const r = budgetActuals(lines, spent.map(([i, a]) => ({ lineId: i % lines.length, amount: dec(a).negated().toFixed(2) })));
        const total = spent.reduce((s, [, a]) => s.plus(a), dec('0'));
        expect(r.actual).toBe(total.toFixed(2));
        expect(dec(r.planned).minus(r.actual).toFixed(2)).toBe(r.remaining);
      }),
    );
  });
});
