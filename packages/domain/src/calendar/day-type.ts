import { addDays, dayNumber } from '../charging/calendar';

/**
 * Day types of spec section 9 (1-3), as the dictionary day_type stores them: 1 工作日, 2 休息日, 3 法定节假日.
 * A company's work calendar (工作日历) lists the dates that differ from the week's rule: the statutory holidays
 * and the bridging days (调休) the State Council announces each year, holidays as 3 and weekend days made
 * working days as 1.
 */
export const DAY_TYPE = { workday: '1', restDay: '2', holiday: '3' } as const;
export type DayType = (typeof DAY_TYPE)[keyof typeof DAY_TYPE];

/** Dates ("YYYY-MM-DD") the work calendar sets, with their day type. */
export type WorkCalendar = ReadonlyMap<string, DayType>;

/**
 * The day type of a date: the work calendar's entry when it has one, otherwise Monday to Friday 工作日 and
 * Saturday and Sunday 休息日.
 */
export function dayTypeOf(date: string, calendar: WorkCalendar = new Map()): DayType {
  const set = calendar.get(date);
  if (set) return set;
  // 1970-01-01 (day 0) was a Thursday
  const weekday = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6 ? DAY_TYPE.restDay : DAY_TYPE.workday;
}

/** How far the search for a working day goes: a calendar that marks a whole year off is a mistake, not a rule. */
export const WORKING_DAY_SEARCH_DAYS = 366;

/**
 * The first 工作日 on or after `date` (节假日顺延: a date on a rest day or holiday moves to the next working day).
 * When none comes within 366 days the date itself is kept.
 */
export function firstWorkingDayFrom(date: string, calendar: WorkCalendar = new Map()): string {
  for (let i = 0; i <= WORKING_DAY_SEARCH_DAYS; i++) {
    const day = addDays(date, i);
    if (dayTypeOf(day, calendar) === DAY_TYPE.workday) return day;
  }
  return date;
}
