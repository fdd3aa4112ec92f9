import { describe, expect, it } from 'vitest';
import { monthsIn, receiptSums } from './receipts';

const receipts = [
  { day: '2026-10-30', method: '4', amount: '0.10' },
  { day: '2026-10-31', method: '1', amount: '100.00' },
  { day: '2026-10-31', method: '4', amount: '0.20' },
  { day: '2026-11-03', method: '1', amount: '500.00' },
  { day: '2026-11-03', method: '4', amount: '-100.00' },
  { day: '2026-11-04', method: '1', amount: '0.01' },
];

describe('每日收款 by day or by month', () => {
  it('counts the months of a range, both ends included', () => {
    expect(monthsIn('2026-11', '2026-11')).toBe(1);
    expect(monthsIn('2025-12', '2026-11')).toBe(12);
    expect(monthsIn('2025-12', '2026-01')).toBe(2);
  });

  it('keeps the days for a range of up to two months', () => {
    const shown = receiptSums(receipts, '2026-10', '2026-11');
    expect(shown.unit).toBe('day');
    expect(shown.rows.map((r) => `${r.key} ${r.method} ${r.amount}`)).toEqual(receipts.map((r) => `${r.day} ${r.method} ${r.amount}`));
  });

  it('sums a longer range by month and method, exactly, in month then method order', () => {
    const shown = receiptSums(receipts, '2025-12', '2026-11');
    expect(shown.unit).toBe('month');
    expect(shown.rows).toEqual([
      { key: '2026-10', method: '1', amount: '100.00' },
      { key: '2026-10', method: '4', amount: '0.30' },
      { key: '2026-11', method: '1', amount: '500.01' },
      { key: '2026-11', method: '4', amount: '-100.00' },
    ]);
  });
});
