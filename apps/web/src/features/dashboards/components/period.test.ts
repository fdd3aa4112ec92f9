import { describe, expect, it } from 'vitest';
import { monthsBefore } from './period';

describe('monthsBefore', () => {
  it.each([
    ['2026-11', 11, '2025-12'],
    ['2026-01', 1, '2025-12'],
    ['2026-12', 0, '2026-12'],
    ['2026-03', 26, '2024-01'],
  ])('%s minus %i months is %s', (from, n, expected) => {
    expect(monthsBefore(from, n)).toBe(expected);
  });
});
