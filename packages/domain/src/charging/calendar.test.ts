import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween, daysInMonth } from './calendar';

describe('calendar days', () => {
  it.each([
    ['2024-11-15', '2024-12-31', 46],
    ['2024-06-30', '2024-12-31', 184],
    ['2023-10-31', '2024-12-31', 427],
    ['2024-03-18', '2024-03-18', 0],
    ['2024-03-01', '2024-02-28', -2],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2100, 2, 28],
    [2000, 2, 29],
    [2024, 3, 31],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([['2024-02-30'], ['2023-02-29'], ['2024-13-01'], ['2024-3-1'], [''], ['2024-03-01T00:00']])(
    'refuses %j',
    (date) => {
      expect(() => dayNumber(date)).toThrow(RangeError);
    },
  );
});
