import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from './calendar';
import { addMonths, periodBounds } from './period';
import { billingMonths, monthFraction, type Fraction, type ProrationConvention } from './proration';

const march = { periodStart: '2024-03-01', periodEnd: '2024-03-31' };
const feb = { periodStart: '2024-02-01', periodEnd: '2024-02-29' };

describe('monthFraction', () => {
  it.each<[string, typeof march, string, string, ProrationConvention, Fraction]>([
    ['C3 start 03-18, actual days', march, '2024-03-18', '2024-12-31', 'actual_days', { num: 14, den: 31 }],
    ['C4 start 03-18, 30-day months', march, '2024-03-18', '2024-12-31', 'days30', { num: 14, den: 30 }],
    ['start 03-18, whole month convention', march, '2024-03-18', '2024-12-31', 'none', { num: 1, den: 1 }],
    ['whole March, actual days', march, '2024-01-01', '2024-12-31', 'actual_days', { num: 31, den: 31 }],
    ['whole March, 30-day months', march, '2024-03-01', '2024-03-31', 'days30', { num: 30, den: 30 }],
    ['whole February, 30-day months', feb, '2024-02-01', '2024-02-29', 'days30', { num: 30, den: 30 }],
    ['end 02-14 in a leap February', feb, '2023-06-01', '2024-02-14', 'actual_days', { num: 14, den: 29 }],
    ['one day, start and end inclusive', march, '2024-03-31', '2024-03-31', 'actual_days', { num: 1, den: 31 }],
    ['30 of 31 days, capped under days30', march, '2024-03-02', '2024-03-31', 'days30', { num: 30, den: 30 }],
    ['charged after the period', march, '2024-04-01', '2024-04-30', 'actual_days', { num: 0, den: 31 }],
    ['charged after the period, whole-month convention', march, '2024-04-01', '2024-04-30', 'none', { num: 0, den: 1 }],
    ['ends before it starts', march, '2024-03-20', '2024-03-10', 'actual_days', { num: 0, den: 31 }],
    [
      'a non-calendar period 03-15 … 04-14',
      { periodStart: '2024-03-15', periodEnd: '2024-04-14' },
      '2024-04-01',
      '2024-12-31',
      'actual_days',
      { num: 14, den: 31 },
    ],
  ])('%s', (_case, period, chargedFrom, chargedTo, convention, expected) => {
    expect(monthFraction({ ...period, chargedFrom, chargedTo, convention })).toEqual(expected);
  });

  it('refuses a period that ends before it starts', () => {
    expect(() =>
      monthFraction({
        periodStart: '2024-03-31',
        periodEnd: '2024-03-01',
        chargedFrom: '2024-03-01',
        chargedTo: '2024-03-31',
        convention: 'actual_days',
      }),
    ).toThrow(RangeError);
  });
});

describe('billingMonths', () => {
  it('lists each calendar month with its charged days for a binding starting mid-March', () => {
    expect(billingMonths('2024-03-01', '2024-05-31', { start: '2024-03-18', end: null })).toEqual([
      {
        month: '2024-03',
        monthStart: '2024-03-01',
        monthEnd: '2024-03-31',
        chargedFrom: '2024-03-18',
        chargedTo: '2024-03-31',
      },
      {
        month: '2024-04',
        monthStart: '2024-04-01',
        monthEnd: '2024-04-30',
        chargedFrom: '2024-04-01',
        chargedTo: '2024-04-30',
      },
      {
        month: '2024-05',
        monthStart: '2024-05-01',
        monthEnd: '2024-05-31',
        chargedFrom: '2024-05-01',
        chargedTo: '2024-05-31',
      },
    ]);
  });

  it.each<[string, string, { start: string; end?: string | null } | undefined, string[]]>([
    ['2024-12-01', '2025-02-28', undefined, ['2024-12:01-31', '2025-01:01-31', '2025-02:01-28']],
    ['2024-01-01', '2024-03-31', { start: '2023-01-01', end: '2024-02-10' }, ['2024-01:01-31', '2024-02:01-10']],
    ['2024-01-15', '2024-01-20', undefined, ['2024-01:15-20']],
    ['2024-01-01', '2024-03-31', { start: '2024-04-01' }, []],
    ['2024-01-01', '2024-03-31', { start: '2023-01-01', end: '2023-12-31' }, []],
    ['2024-03-31', '2024-03-01', undefined, []],
  ])('%s … %s with binding %o → %j', (from, to, binding, expected) => {
    expect(
      billingMonths(from, to, binding).map((m) => `${m.month}:${m.chargedFrom.slice(8)}-${m.chargedTo.slice(8)}`),
    ).toEqual(expected);
  });

  it('property: consecutive bindings covering whole months prorate (actual days) to exactly the number of months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 24 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 740 }), { maxLength: 6 }),
        (firstMonth, monthCount, cuts) => {
          const runFrom = periodBounds(addMonths('2020-01', firstMonth)).first;
          const runTo = periodBounds(addMonths('2020-01', firstMonth + monthCount - 1)).last;
          const length = dayNumber(runTo) - dayNumber(runFrom) + 1;
          // Cut the run into consecutive bindings: each cut day starts a new binding.
          const starts = [0, ...cuts.filter((c) => c < length).sort((a, b) => a - b)].map((d) => addDays(runFrom, d));
          const bindings = starts.map((s, i) => ({
            start: s,
            end: starts[i + 1] ? addDays(starts[i + 1] ?? s, -1) : runTo,
          }));
          // Sum the fractions exactly: Σ num/den as a BigInt rational.
          let num = 0n;
          let den = 1n;
          for (const binding of bindings) {
            for (const m of billingMonths(runFrom, runTo, binding)) {
              const f = monthFraction({
                periodStart: m.monthStart,
                periodEnd: m.monthEnd,
                chargedFrom: m.chargedFrom,
                chargedTo: m.chargedTo,
                convention: 'actual_days',
              });
              num = num * BigInt(f.den) + BigInt(f.num) * den;
              den *= BigInt(f.den);
            }
          }
          expect(num).toBe(BigInt(monthCount) * den);
        },
      ),
      { seed: 20240318, numRuns: 300 },
    );
  });
});
