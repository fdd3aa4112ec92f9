import { describe, expect, it } from 'vitest';
import { exceedsOutstanding, platformFeeAmount, platformFeeDueDate, platformFeeOutstanding, platformFeeTerms } from './platform-fee';

describe('platform fee', () => {
  it('is flat + houses × per-house fee, exact to the fen', () => {
    expect(platformFeeAmount({ flatFee: '500.00', perHouseFee: '0.35' }, 1203)).toBe('921.05');
    expect(platformFeeAmount({ flatFee: '0.10', perHouseFee: '0.20' }, 1)).toBe('0.30');
    expect(platformFeeAmount({ flatFee: '800.00', perHouseFee: '0.00' }, 0)).toBe('800.00');
  });

  it('refuses a negative or fractional house count', () => {
    expect(() => platformFeeAmount({ flatFee: '1', perHouseFee: '1' }, -1)).toThrow(RangeError);
    expect(() => platformFeeAmount({ flatFee: '1', perHouseFee: '1' }, 1.5)).toThrow(RangeError);
  });

  it('outstanding is the amount less the payments, never below zero', () => {
    expect(platformFeeOutstanding('921.05', ['0.10', '0.20'])).toBe('920.75');
    expect(platformFeeOutstanding('921.05', [])).toBe('921.05');
    expect(platformFeeOutstanding('10.00', ['10.00'])).toBe('0.00');
  });

  it('knows a payment above what is outstanding', () => {
    expect(exceedsOutstanding('920.75', '920.76')).toBe(true);
    expect(exceedsOutstanding('920.75', '920.75')).toBe(false);
  });

  it.each([
    [2, '800.00'],
    [3, '300.00'],
    [1, '300.00'],
    [4, '300.00'],
  ])('bills a level-%i company a flat fee of %s and 0.35 per house', (level, flat) => {
    expect(platformFeeTerms(level)).toEqual({ flatFee: flat, perHouseFee: '0.35' });
  });

  it('falls due on the 15th of the billed month and refuses a malformed month', () => {
    expect(platformFeeDueDate('2026-12')).toBe('2026-12-15');
    expect(() => platformFeeDueDate('2026-13')).toThrow(RangeError);
    expect(() => platformFeeDueDate('2026-1')).toThrow(RangeError);
  });
});
