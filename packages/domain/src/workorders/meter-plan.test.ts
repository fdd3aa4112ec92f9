import { describe, expect, it } from 'vitest';
import { meterPlanStatus, meterTasks, type MeterPlan } from './meter-plan';

const plan: MeterPlan = { id: 'PUMP1', intervalHours: '500', baseline: '1000' };
const d = (n: number) => new Date(Date.UTC(2026, 2, n));
const readings = [
  { at: d(1), value: '1200' },
  { at: d(2), value: '1499.5' },
  { at: d(3), value: '1500' },
  { at: d(4), value: '1999' },
  { at: d(5), value: '2600' },
  { at: d(6), value: '2400' },
  { at: d(7), value: '2550' },
  { at: d(8), value: '3000.25' },
];

describe('every N running hours from the meter readings', () => {
  it('one task per reading that passes a new threshold, keyed by the highest; a low misreading starts nothing', () => {
    expect(
      meterTasks(plan, readings, d(1), d(31)).map((t) => [
        t.key,
        t.threshold,
        t.crossed,
        t.dueAt.toISOString().slice(0, 10),
      ]),
    ).toEqual([
      ['PUMP1:h1500', '1500', 1, '2026-03-03'],
      ['PUMP1:h2500', '2500', 2, '2026-03-05'],
      ['PUMP1:h3000', '3000', 1, '2026-03-08'],
    ]);
  });

  it('compares a window’s first reading with the readings before the window, whatever their order', () => {
    expect(meterTasks(plan, [...readings].reverse(), d(4), d(6)).map((t) => t.key)).toEqual(['PUMP1:h2500']);
    expect(meterTasks(plan, readings, d(6), d(8))).toEqual([]);
  });

  it('thresholds stay exact with decimal hours', () => {
    const tenths: MeterPlan = { id: 7, intervalHours: '0.1', baseline: '0.2' };
    expect(meterTasks(tenths, [{ at: d(1), value: '0.3' }], d(1), d(2)).map((t) => t.key)).toEqual(['7:h0.3']);
  });

  it.each([
    ['1449.99', 'ok', '1500', '50.01'],
    ['1450', 'warning', '1500', '50'],
    ['1500', 'due', '1500', '0'],
    ['1620', 'due', '1500', '-120'],
  ])('at %s hours the plan is %s (service at %s, %s left)', (value, status, dueAtReading, remaining) => {
    expect(meterPlanStatus(plan, value)).toEqual({ status, dueAtReading, remaining });
  });

  it('refuses an interval that is not positive', () => {
    expect(() => meterTasks({ ...plan, intervalHours: '0' }, readings, d(1), d(2))).toThrow(RangeError);
  });
});
