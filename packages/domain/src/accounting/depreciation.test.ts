import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../charging/period';
import { Dec } from '../money/decimal';
import {
  depreciableAmount,
  depreciationFor,
  depreciationRefusal,
  depreciationRunRefusal,
  depreciationSchedule,
  depreciationVoucherLines,
  disposalLines,
  type DepreciableAsset,
  type DepreciationMethod,
} from './depreciation';

const a14: DepreciableAsset = {
  cost: '12000.00',
  residualRate: '0.05',
  lifeMonths: 60,
  method: 1,
  acquiredOn: '2024-03-15',
};
const a15: DepreciableAsset = {
  cost: '10000.00',
  residualRate: '0.05',
  lifeMonths: 36,
  method: 1,
  acquiredOn: '2024-01-10',
};

const sum = (amounts: readonly string[]) => amounts.reduce((s, a) => s.plus(a), new Dec(0)).toFixed(2);
const yearTotals = (asset: DepreciableAsset) => {
  const months = depreciationSchedule(asset).map((m) => m.amount);
  return Array.from({ length: Math.ceil(months.length / 12) }, (_, y) => sum(months.slice(y * 12, y * 12 + 12)));
};

describe('straight line (method 1)', () => {
  it.each([
    ['2024-03', '0.00'],
    ['2024-04', '190.00'],
    ['2028-12', '190.00'],
    ['2029-03', '190.00'],
    ['2029-04', '0.00'],
  ])('A14: bought 2024-03-15, 12,000.00 at 5 %% over 60 months: %s → %s', (period, amount) => {
    expect(depreciationFor(a14, period)).toBe(amount);
  });

  it('A14: the first run is 2024-04 and the schedule has 60 months', () => {
    const s = depreciationSchedule(a14);
    expect(s[0]).toEqual({ period: '2024-04', amount: '190.00', accumulated: '190.00', netValue: '11810.00' });
    expect(s).toHaveLength(60);
    expect(s.at(-1)).toMatchObject({ period: '2029-03', accumulated: '11400.00', netValue: '600.00' });
  });

  it.each([
    [1, '263.89'],
    [35, '263.89'],
    [36, '263.85'],
  ])('A15: 10,000.00 at 5 %% over 36 months, month %i → %s', (month, amount) => {
    expect(depreciationSchedule(a15)[month - 1]?.amount).toBe(amount);
  });

  it('A15: Σ = 9,500.00 exactly', () => {
    expect(sum(depreciationSchedule(a15).map((m) => m.amount))).toBe('9500.00');
  });

  it('depreciates the disposal month and none after', () => {
    const s = depreciationSchedule({ ...a14, disposedIn: '2024-06' });
    expect(s.map((m) => m.period)).toEqual(['2024-04', '2024-05', '2024-06']);
  });
});

describe('accelerated methods', () => {
  const base = { cost: '50000.00', residualRate: '0.04', lifeMonths: 60, acquiredOn: '2023-12-31' };
  it.each<[DepreciationMethod, string[]]>([
    // Double declining: 40 % of book value, the last two years straight: (10,800 − 2,000) / 2.
    [3, ['20000.00', '12000.00', '7200.00', '4400.00', '4400.00']],
    // Sum of the years' digits: 48,000 × 5/15, 4/15 …
    [4, ['16000.00', '12800.00', '9600.00', '6400.00', '3200.00']],
  ])('method %i gives the textbook year totals', (method, years) => {
    expect(yearTotals({ ...base, method })).toEqual(years);
  });

  it('rounds month by month without losing a fen', () => {
    const months = depreciationSchedule({ ...base, method: 3 })
      .slice(0, 3)
      .map((m) => m.amount);
    expect(months).toEqual(['1666.67', '1666.66', '1666.67']);
  });

  it('method 2 follows the work done and stops at the total', () => {
    const asset: DepreciableAsset = {
      cost: '10000.00',
      residualRate: '0.05',
      lifeMonths: 60,
      method: 2,
      acquiredOn: '2024-03-01',
      totalWork: '1000',
      work: { '2024-03': '50', '2024-04': '100', '2024-06': '333.3', '2024-07': '1000', '2024-08': '5' },
    };
    expect(depreciationSchedule(asset).map((m) => [m.period, m.amount])).toEqual([
      ['2024-04', '950.00'],
      ['2024-05', '0.00'],
      ['2024-06', '3166.35'],
      ['2024-07', '5383.65'],
    ]);
  });
});

describe('refusals', () => {
  it.each<[Partial<DepreciableAsset>, string]>([
    [{ cost: '0' }, '原值必须大于0，最多2位小数'],
    [{ cost: '1.005' }, '原值必须大于0，最多2位小数'],
    [{ residualRate: '1' }, '残值率必须在0到1之间'],
    [{ residualRate: '-0.1' }, '残值率必须在0到1之间'],
    [{ lifeMonths: 0 }, '使用月数必须为正整数'],
    [{ lifeMonths: 12.5 }, '使用月数必须为正整数'],
    [{ method: 3, lifeMonths: 30 }, '双倍余额递减法的使用年限必须为整年'],
    [{ method: 4, lifeMonths: 18 }, '年数总和法的使用年限必须为整年'],
    [{ method: 2 }, '工作量法必须填写预计总工作量'],
    [{ method: 9 as DepreciationMethod }, '折旧方法不正确：9'],
    [{ acquiredOn: '2024-3-1' }, '购入日期格式不正确：2024-3-1'],
  ])('%j → %s', (change, message) => {
    expect(depreciationRefusal({ ...a14, ...change })).toBe(message);
    expect(() => depreciationSchedule({ ...a14, ...change })).toThrow(message);
  });

  it('A16: a period is never depreciated twice', () => {
    expect(depreciationRunRefusal({ code: 'FA-001', name: '电梯' }, '2024-04', ['2024-04'])).toBe(
      '固定资产FA-001 电梯在2024-04已计提折旧，不能重复计提',
    );
    expect(depreciationRunRefusal({ code: 'FA-001' }, '2024-05', new Set(['2024-04']))).toBeNull();
  });
});

describe('vouchers', () => {
  it('sums a run per expense subject against 累计折旧', () => {
    const lines = depreciationVoucherLines(
      [
        { amount: '190.00', expenseCode: '560201' },
        { amount: '263.89', expenseCode: '560201' },
        { amount: '10.00', expenseCode: '5401' },
        { amount: '0.00', expenseCode: '5601' },
      ],
      '1602',
      '计提2024-04折旧',
    );
    expect(lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['5401', '10.00', null],
      ['560201', '453.89', null],
      ['1602', null, '463.89'],
    ]);
    expect(depreciationVoucherLines([], '1602', 'x')).toEqual([]);
  });

  it('moves a disposed asset to 固定资产清理', () => {
    const codes = { fixedAssets: '1601', accumulatedDepreciation: '1602', disposal: '1606' };
    expect(
      disposalLines({ cost: '12000.00', accumulated: '570.00' }, codes, '清理').map((l) => [
        l.subjectCode,
        l.debit,
        l.credit,
      ]),
    ).toEqual([
      ['1606', '11430.00', null],
      ['1602', '570.00', null],
      ['1601', null, '12000.00'],
    ]);
    expect(disposalLines({ cost: '100.00', accumulated: '0' }, codes, '清理')).toHaveLength(2);
  });
});

describe('property: a schedule sums exactly to cost × (1 − residual rate)', () => {
  const asset = fc
    .record({
      fen: fc.integer({ min: 1, max: 10_000_000_000 }),
      rate: fc.integer({ min: 0, max: 9999 }),
      years: fc.integer({ min: 1, max: 20 }),
      extraMonths: fc.integer({ min: 0, max: 11 }),
      method: fc.constantFrom<DepreciationMethod>(1, 2, 3, 4),
      work: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 40 }),
    })
    .map(({ fen, rate, years, extraMonths, method, work }): DepreciableAsset => ({
      cost: `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`,
      residualRate: `0.${String(rate).padStart(4, '0')}`,
      lifeMonths: years * 12 + (method === 1 ? extraMonths : 0),
      method,
      acquiredOn: '2024-01-20',
      totalWork: '1000',
      // Enough work to finish: the last month brings the remainder.
      work: Object.fromEntries([...work, 1000].map((w, i) => [addMonths('2024-02', i), String(w)])),
    }));

  it('for every method, never negative, never past the life', () => {
    fc.assert(
      fc.property(asset, (a) => {
        const s = depreciationSchedule(a);
        expect(sum(s.map((m) => m.amount))).toBe(depreciableAmount(a));
        for (const m of s) expect(new Dec(m.amount).isNegative()).toBe(false);
        if (a.method !== 2) expect(s.length).toBeLessThanOrEqual(a.lifeMonths);
        // A cost so small that the depreciable amount rounds to 0.00 has an empty schedule.
        expect(s.at(-1)?.netValue ?? a.cost).toBe(new Dec(a.cost).minus(depreciableAmount(a)).toFixed(2));
        // depreciationFor answers the schedule's figure for every month, before and after too.
        const months = a.method === 1 ? s.map((_, i) => i) : [0, Math.floor(s.length / 2)];
        for (const i of [-1, ...months, s.length]) {
          const period = addMonths('2024-02', i);
          expect(depreciationFor(a, period)).toBe(s.find((m) => m.period === period)?.amount ?? '0.00');
        }
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
