import { describe, expect, it } from 'vitest';
import { formatAmount, formatWan } from './format-amount';

describe('formatAmount', () => {
  it.each([
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['205.78', '205.78'],
    ['12.5000', '12.50'],
    ['1.2345', '1.2345'],
    ['1.23450', '1.2345'],
    ['1.234', '1.2340'],
    ['1.23456', '1.2346'],
    ['1.00001', '1.0000'],
    ['0', '0.00'],
    ['-0', '0.00'],
    ['-205.781', '-205.7810'],
    ['-12.5', '-12.50'],
  ])('%s → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it.each([
    ['1234567.89', '1,234,567.89'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['-1234.5678', '-1,234.5678'],
  ])('%s with thousand separators → %s', (value, expected) => {
    expect(formatAmount(value, { thousands: true })).toBe(expected);
  });
});

describe('formatWan', () => {
  it.each<[string, number | undefined, boolean, string]>([
    ['123456.78', undefined, false, '12.35'],
    ['123456.78', 4, false, '12.3457'],
    ['5000', undefined, false, '0.50'],
    ['49', undefined, false, '0.00'],
    ['-49', undefined, false, '0.00'],
    ['12345678901.00', 2, true, '1,234,567.89'],
    ['-150000', 0, false, '-15'],
  ])('%s (%s decimals, thousands %s) → %s 万', (value, decimals, thousands, expected) => {
    expect(formatWan(value, decimals, { thousands })).toBe(expected);
  });
});
