import { describe, expect, test } from 'vitest';
import { chinaDate, chinaDateTime, chinaDayStart, chinaToday } from './china-time';

describe('chinaDateTime: an instant on China’s clock, whatever the process zone', () => {
  test.each([
    ['a UTC instant of the evening is the next morning in China', '2026-11-28T21:41:00.000Z', '2026-11-29 05:41'],
    ['an instant written with +08:00 keeps its clock', '2026-11-29T05:41:00+08:00', '2026-11-29 05:41'],
    ['an instant written in New York time', '2026-11-28T16:41:00-05:00', '2026-11-29 05:41'],
    ['PostgreSQL’s text of a timestamptz', '2026-11-28 21:41:07.25+00', '2026-11-29 05:41'],
    ['PostgreSQL’s text with a +0530 offset', '2026-11-29 03:11:00+0530', '2026-11-29 05:41'],
    ['the last minute of a year in UTC is the new year in China', '2026-12-31T16:00:00Z', '2027-01-01 00:00'],
    ['a leap day', '2028-02-28T16:30:00Z', '2028-02-29 00:30'],
    ['a wall clock without zone is already China time', '2026-11-28 21:41:07', '2026-11-28 21:41'],
    ['a wall clock with a T', '2026-11-28T21:41', '2026-11-28 21:41'],
    ['a bare date stays a date', '2026-11-28', '2026-11-28'],
    ['nothing is nothing', null, ''],
    ['an empty text is nothing', '', ''],
    ['text that is no time comes back as it is', '明天上午', '明天上午'],
  ])('%s', (_, at, shown) => {
    expect(chinaDateTime(at)).toBe(shown);
  });

  test('a Date and epoch milliseconds read the same', () => {
    const at = Date.UTC(2026, 10, 28, 21, 41, 7);
    expect(chinaDateTime(new Date(at))).toBe('2026-11-29 05:41');
    expect(chinaDateTime(at)).toBe('2026-11-29 05:41');
  });

  test('with seconds', () => {
    expect(chinaDateTime('2026-11-28T21:41:07.123Z', { seconds: true })).toBe('2026-11-29 05:41:07');
    expect(chinaDateTime('2026-11-28 21:41', { seconds: true })).toBe('2026-11-28 21:41:00');
  });
});

describe('chinaDate and chinaToday: China’s calendar day', () => {
  test('the day of an instant is China’s', () => {
    expect(chinaDate('2026-11-28T16:00:00Z')).toBe('2026-11-29');
    expect(chinaDate('2026-11-28T15:59:59Z')).toBe('2026-11-28');
    expect(chinaDate('2026-11-28')).toBe('2026-11-28');
    expect(chinaDate(undefined)).toBe('');
  });

  test('today turns at midnight in China, not at midnight UTC', () => {
    expect(chinaToday(new Date('2026-11-28T15:59:59.999Z'))).toBe('2026-11-28');
    expect(chinaToday(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
  });
});

describe('chinaDayStart: where a China day begins', () => {
  test.each([
    ['2026-11-28', '2026-11-27T16:00:00.000Z'],
    ['2026-01-01', '2025-12-31T16:00:00.000Z'],
    ['2024-02-29', '2024-02-28T16:00:00.000Z'],
  ])('%s begins at %s', (day, utc) => {
    expect(chinaDayStart(day).toISOString()).toBe(utc);
    expect(chinaToday(chinaDayStart(day))).toBe(day);
    expect(chinaToday(new Date(chinaDayStart(day).getTime() - 1))).not.toBe(day);
  });
});
