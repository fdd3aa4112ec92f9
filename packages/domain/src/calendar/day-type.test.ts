import { describe, expect, it } from 'vitest';
import { dayTypeOf, firstWorkingDayFrom, type DayType, type WorkCalendar } from './day-type';

// 2025's National Day and Mid-Autumn arrangement (国办发明电〔2024〕12号): 10-01 to 10-08 off, 09-28 (a Sunday)
// and 10-11 (a Saturday) worked.
const calendar: WorkCalendar = new Map<string, DayType>([
  ['2025-09-28', '1'],
  ...['01', '02', '03', '04', '05', '06', '07', '08'].map((d): [string, DayType] => [`2025-10-${d}`, '3']),
  ['2025-10-11', '1'],
]);

describe('day types 1 工作日, 2 休息日, 3 法定节假日', () => {
  it.each([
    ['a Monday', '2025-09-29', '1'],
    ['a Friday', '2025-09-26', '1'],
    ['a Saturday', '2025-09-27', '2'],
    ['a Sunday made a working day (调休)', '2025-09-28', '1'],
    ['National Day', '2025-10-01', '3'],
    ['a Saturday inside the holiday', '2025-10-04', '3'],
    ['the last holiday, a Wednesday', '2025-10-08', '3'],
    ['the Thursday after', '2025-10-09', '1'],
    ['a Saturday made a working day (调休)', '2025-10-11', '1'],
    ['the Sunday after it', '2025-10-12', '2'],
    ['29 February of a leap year, a Thursday', '2024-02-29', '1'],
  ])('%s (%s) is day type %s', (_name, date, type) => {
    expect(dayTypeOf(date, calendar)).toBe(type);
  });

  it('without a calendar only the week decides', () => {
    expect(dayTypeOf('2025-10-01')).toBe('1');
    expect(dayTypeOf('2025-10-04')).toBe('2');
  });
});

describe('节假日顺延: the first working day on or after a date', () => {
  it.each([
    ['a working day stays', '2025-09-29', '2025-09-29'],
    ['a Saturday moves to the 调休 Sunday', '2025-09-27', '2025-09-28'],
    ['National Day moves past the holiday', '2025-10-01', '2025-10-09'],
    ['a 调休 Saturday stays', '2025-10-11', '2025-10-11'],
    ['a plain Sunday moves to Monday', '2025-10-12', '2025-10-13'],
    ['across a year end', '2022-12-31', '2023-01-02'],
  ])('%s: %s → %s', (_name, from, to) => {
    expect(firstWorkingDayFrom(from, calendar)).toBe(to);
  });

  it('keeps the date when the calendar leaves no working day within a year', () => {
    const allOff = new Map<string, DayType>();
    for (let i = 0; i < 400; i++) allOff.set(new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10), '3');
    expect(firstWorkingDayFrom('2030-01-01', allOff)).toBe('2030-01-01');
  });
});
