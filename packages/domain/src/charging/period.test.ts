import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cyclePeriods,
  isCycleStart,
  isPeriod,
  nextPeriod,
  parsePeriod,
  periodBounds,
  periodDueDate,
  periodOf,
  type CycleMonths,
} from './period';

describe('period', () => {
  it.each([
    ['2024-03', { year: 2024, month: 3 }],
    ['2024-12', { year: 2024, month: 12 }],
    ['2024-13', null],
    ['2024-00', null],
    ['2024-3', null],
    ['0999-01', null],
    ['202403', null],
    ['', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parsePeriod(text)).toEqual(expected);
    expect(isPeriod(text)).toBe(expected !== null);
  });

  it.each([
    ['2024-03', 1, '2024-04'],
    ['2024-12', 1, '2025-01'],
    ['2024-01', -1, '2023-12'],
    ['2024-05', 12, '2025-05'],
    ['2024-05', -17, '2022-12'],
  ])('%s plus %i months is %s', (period, months, expected) => {
    expect(addMonths(period, months)).toBe(expected);
  });

  it('moves to the next period across a year', () => {
    expect(nextPeriod('2024-12')).toBe('2025-01');
    expect(() => nextPeriod('2024-13')).toThrow(RangeError);
  });

  it.each([
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2023-02', '2023-02-01', '2023-02-28'],
    ['2024-03', '2024-03-01', '2024-03-31'],
  ])('%s runs from %s to %s', (period, first, last) => {
    expect(periodBounds(period)).toEqual({ first, last });
  });

  it.each<[string, CycleMonths, string[]]>([
    ['2024-05', 1, ['2024-05']],
    ['2024-05', 3, ['2024-04', '2024-05', '2024-06']],
    ['2024-12', 3, ['2024-10', '2024-11', '2024-12']],
    ['2024-08', 6, ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12']],
    [
      '2024-08',
      12,
      [
        '2024-01',
        '2024-02',
        '2024-03',
        '2024-04',
        '2024-05',
        '2024-06',
        '2024-07',
        '2024-08',
        '2024-09',
        '2024-10',
        '2024-11',
        '2024-12',
      ],
    ],
  ])('the %s cycle of %i months is %j', (period, cycle, periods) => {
    expect(cyclePeriods(period, cycle)).toEqual(periods);
    expect(isCycleStart(periods[0] ?? '', cycle)).toBe(true);
  });

  it.each<[string, CycleMonths, boolean]>([
    ['2024-04', 3, true],
    ['2024-05', 3, false],
    ['2024-07', 6, true],
    ['2024-02', 12, false],
    ['2024-02', 1, true],
  ])('%s starts a %i-month cycle: %s', (period, cycle, expected) => {
    expect(isCycleStart(period, cycle)).toBe(expected);
  });

  it.each([
    ['2024-03', 0, '2024-03-01'],
    ['2024-03', 15, '2024-03-16'],
    ['2024-02', 29, '2024-03-01'],
  ])('%s due after %i days is %s', (period, days, due) => {
    expect(periodDueDate(period, days)).toBe(due);
  });

  it('finds the period of a date', () => {
    expect(periodOf('2024-03-18')).toBe('2024-03');
  });
});
