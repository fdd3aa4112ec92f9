import { describe, expect, it } from 'vitest';
import { nextMaintDate } from './maint-cycle';

describe('nextMaintDate', () => {
  it.each([
    ['2026-03-10', '1', '2026-03-17'],
    ['2026-12-28', '1', '2027-01-04'],
    ['2026-03-10', '2', '2026-04-10'],
    ['2026-01-31', '2', '2026-02-28'],
    ['2028-01-31', '2', '2028-02-29'],
    ['2026-11-30', '3', '2027-02-28'],
    ['2026-08-31', '4', '2027-02-28'],
    ['2026-02-28', '5', '2027-02-28'],
  ])('%s with cycle %s → %s', (from, cycle, next) => {
    expect(nextMaintDate(from, cycle)).toBe(next);
  });

  it('refuses an unknown cycle', () => {
    expect(() => nextMaintDate('2026-01-01', '9')).toThrow();
  });
});
