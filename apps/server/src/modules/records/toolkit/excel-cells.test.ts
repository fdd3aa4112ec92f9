import { describe, expect, it } from 'vitest';
import { cellDay, cellMonth, cellText } from './excel-import';

describe('cells as import rules read them', () => {
  it.each([
    [new Date(Date.UTC(2024, 0, 25)), '2024-01-25'],
    ['2024-01-25', '2024-01-25'],
    [' 2024/01/25 ', '2024-01-25'],
    ['2025-01-01 00:00:00', '2025-01-01'],
    ['2025-01-01T08:00:00+08:00', '2025-01-01'],
    ['昨天', '昨天'],
    [null, null],
  ])('day %s → %s', (cell, day) => expect(cellDay(cell)).toBe(day));

  it.each([
    [new Date(Date.UTC(2024, 11, 1)), '2024-12'],
    ['2024/03', '2024-03'],
    [' 2024-03 ', '2024-03'],
  ])('month %s → %s', (cell, month) => expect(cellMonth(cell)).toBe(month));

  it.each([
    ['  WY ', 'WY'],
    ['   ', undefined],
    [12.5, '12.5'],
    [true, 'true'],
    [null, undefined],
  ])('text %s → %s', (cell, text) => expect(cellText(cell)).toBe(text));
});
