import { describe, expect, it } from 'vitest';
import { lastDays } from './order-range';

describe('the days of the 线上收款 list', () => {
  it.each([
    [1, '2026-03-01', '2026-03-01'],
    [7, '2026-02-23', '2026-03-01'],
    [30, '2026-01-31', '2026-03-01'],
  ])('the last %i days to 2026-03-01 start on %s', (days, from, to) => {
    expect(lastDays(days, '2026-03-01')).toEqual({ from, to });
  });
});
