import { describe, expect, test } from 'vitest';
import { daysOverdue } from './days-overdue';

describe('daysOverdue: calendar days past the due date on China’s calendar', () => {
  test.each([
    ['due today is not overdue', '2026-11-29', '2026-11-29', 0],
    ['not yet due', '2026-12-15', '2026-11-29', 0],
    ['the day after the due date', '2026-11-28', '2026-11-29', 1],
    ['C20: 46 days', '2024-11-15', '2024-12-31', 46],
    ['C20: 184 days', '2024-06-30', '2024-12-31', 184],
    ['C20: 427 days', '2023-10-31', '2024-12-31', 427],
    ['across a 31-day month end', '2026-01-31', '2026-02-01', 1],
    ['across a 30-day month end', '2026-04-30', '2026-05-01', 1],
    ['February of a common year', '2026-02-01', '2026-03-01', 28],
    ['February of a leap year', '2028-02-01', '2028-03-01', 29],
    ['from a leap day', '2028-02-29', '2029-02-28', 365],
    ['over a leap year', '2027-12-31', '2028-12-31', 366],
    ['across the year end', '2026-12-31', '2027-01-01', 1],
    ['the issue’s debt: 378 days', '2025-11-16', '2026-11-29', 378],
  ])('%s', (_, due, asOf, days) => {
    expect(daysOverdue(due, asOf)).toBe(days);
  });

  test('refuses a date that is not on the calendar', () => {
    expect(() => daysOverdue('2026-02-30', '2026-11-29')).toThrow(RangeError);
  });
});
