import { describe, expect, it } from 'vitest';
import { sumAmounts } from '../money/sum-amounts';
import type { RoundingMode } from '../money/rounding';
import { lineAmount } from './bill-line';
import { monthFraction, type Fraction } from './proration';

describe('lineAmount', () => {
  it.each<[string, string, string, Fraction | undefined, RoundingMode | undefined, string]>([
    ['C1 area × price', '89.47', '2.30', undefined, undefined, '205.78'],
    ['C2 one month of 100.05 m² × 1.55', '100.05', '1.55', undefined, undefined, '155.08'],
    ['C3 mid-month start, actual days 14/31', '89.47', '2.30', { num: 14, den: 31 }, undefined, '92.93'],
    ['C4 mid-month start, 30-day convention 14/30', '89.47', '2.30', { num: 14, den: 30 }, undefined, '96.03'],
    ['a whole month by actual days', '89.47', '2.30', { num: 31, den: 31 }, undefined, '205.78'],
    ['no day charged', '89.47', '2.30', { num: 0, den: 31 }, undefined, '0.00'],
    ['ceil to the fen', '89.47', '2.30', undefined, 'ceil_2', '205.79'],
    ['floor to the fen', '89.47', '2.30', undefined, 'floor_2', '205.78'],
    ['round to 1 dp', '89.47', '2.30', undefined, 'half_up_1', '205.80'],
    ['round to the yuan', '89.47', '2.30', undefined, 'half_up_0', '206.00'],
    ['4-dp quantity and price', '1.2345', '6.7891', undefined, undefined, '8.38'],
    ['a reversal mirrors the line', '-89.47', '2.30', undefined, undefined, '-205.78'],
    ['a reversal mirrors a ceil line', '-89.47', '2.30', undefined, 'ceil_2', '-205.79'],
  ])('%s: %s × %s × %o (%s) → %s', (_case, quantity, unitPrice, fraction, rounding, expected) => {
    expect(lineAmount({ quantity, unitPrice, fraction, rounding })).toBe(expected);
  });

  it('C2 rounds each month: three lines of 155.08 make 465.24, not the quarter product 465.23', () => {
    const month = lineAmount({ quantity: '100.05', unitPrice: '1.55' });
    expect(sumAmounts([month, month, month])).toBe('465.24');
    expect(lineAmount({ quantity: '100.05', unitPrice: '4.65' })).toBe('465.23');
  });

  it('C3 from dates: start 2024-03-18 charges 14 of March’s 31 days without pre-rounding 205.781', () => {
    const fraction = monthFraction({
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      chargedFrom: '2024-03-18',
      chargedTo: '2024-03-31',
      convention: 'actual_days',
    });
    expect(lineAmount({ quantity: '89.47', unitPrice: '2.30', fraction })).toBe('92.93');
  });

  it.each<[string, string, Fraction]>([
    ['89.47', '2.30001', { num: 1, den: 1 }],
    ['89.47001', '2.30', { num: 1, den: 1 }],
    ['89.47', '2.30', { num: 1, den: 0 }],
    ['89.47', '2.30', { num: -1, den: 31 }],
    ['89.47', '2.30', { num: 1.5, den: 31 }],
  ])('refuses %s × %s × %o', (quantity, unitPrice, fraction) => {
    expect(() => lineAmount({ quantity, unitPrice, fraction })).toThrow(RangeError);
  });
});
