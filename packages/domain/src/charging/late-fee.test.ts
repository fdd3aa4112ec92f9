import { describe, expect, it } from 'vitest';
import { lateFee, type LateFeeInput } from './late-fee';

const c9: LateFeeInput = {
  principal: '617.34',
  ratePerDay: '0.0003',
  dueDate: '2024-01-01',
  graceDays: 0,
  asOf: '2024-02-15',
};

describe('lateFee', () => {
  it.each<[string, Partial<LateFeeInput>, number, string]>([
    ['C9 45 overdue days at 0.03 %/day', {}, 45, '8.33'],
    ['C9 with 15 days of grace and 60 days late', { graceDays: 15, asOf: '2024-03-01' }, 45, '8.33'],
    ['paid on the due date', { asOf: '2024-01-01' }, 0, '0.00'],
    ['paid the day after the due date', { asOf: '2024-01-02' }, 1, '0.19'],
    ['paid on the last day of grace', { graceDays: 30, asOf: '2024-01-31' }, 0, '0.00'],
    ['first day after grace', { graceDays: 30, asOf: '2024-02-01' }, 1, '0.19'],
    ['paid before the due date', { asOf: '2023-12-20' }, 0, '0.00'],
    ['capped at 5 % of the principal', { asOf: '2025-01-01', capRatio: '0.05' }, 366, '30.87'],
    ['a cap above the accrued fee changes nothing', { capRatio: '0.05' }, 45, '8.33'],
    ['the 3‰ contract rate', { ratePerDay: '0.003' }, 45, '83.34'],
    ['nothing on a settled balance', { principal: '0' }, 45, '0.00'],
    ['nothing on a credit balance', { principal: '-10.00' }, 45, '0.00'],
    ['30 days: 5.55606 rounds half up', { asOf: '2024-01-31' }, 30, '5.56'],
    ['30 days floored by the standard’s rounding', { rounding: 'floor_2', asOf: '2024-01-31' }, 30, '5.55'],
  ])('%s', (_case, override, days, amount) => {
    expect(lateFee({ ...c9, ...override })).toEqual({ days, amount });
  });

  it.each<[Partial<LateFeeInput>]>([
    [{ ratePerDay: '-0.0003' }],
    [{ graceDays: -1 }],
    [{ graceDays: 1.5 }],
    [{ capRatio: '-0.1' }],
  ])('refuses %o', (override) => {
    expect(() => lateFee({ ...c9, ...override })).toThrow(RangeError);
  });
});
