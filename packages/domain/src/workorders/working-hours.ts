import { DAY_TYPE, dayTypeOf, type WorkCalendar } from '../calendar/day-type';
import { addDays, dayNumber } from '../charging/calendar';

// China keeps UTC+8 all year, so a China day is a fixed span of epoch milliseconds (as in messages/quiet-hours.ts).
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A span of a working day, China wall clock 'HH:MM'; end after start ('24:00' allowed as an end). */
export interface WorkingSpan {
  start: string;
  end: string;
}

/**
 * When a business clock runs: the spans of each 工作日 (day type 1 of the company's work calendar, so holidays stop
 * it and 调休 weekend days run it). Default Mon–Fri 09:00–18:00 (notes §2); a lunch break is two spans.
 */
export interface BusinessHours {
  spans: readonly WorkingSpan[];
  calendar?: WorkCalendar;
}

export const DEFAULT_BUSINESS_HOURS: BusinessHours = { spans: [{ start: '09:00', end: '18:00' }] };

/** How far a business clock looks for working time (a calendar without working days stops the search). */
export const BUSINESS_SEARCH_DAYS = 1100;

const TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes after midnight of 'HH:MM' (00:00–24:00); throws a RangeError on anything else. */
export function minutesOfDay(hhmm: string): number {
  const m = TIME.exec(hhmm);
  if (!m) throw new RangeError(`时间格式不正确（HH:MM）：${hhmm}`);
  return Number(m[1] ?? m[3]) * 60 + Number(m[2] ?? m[4]);
}

/** The China calendar day ("YYYY-MM-DD") of an epoch-millisecond instant. */
export function chinaDayOf(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of 'HH:MM' China time on a China day ("YYYY-MM-DD"), epoch milliseconds. */
export function chinaInstant(date: string, hhmm = '00:00'): number {
  return dayNumber(date) * DAY_MS - CHINA_OFFSET_MS + minutesOfDay(hhmm) * MINUTE_MS;
}

/**
 * The working spans [start, end) in epoch milliseconds from `fromMs` on, in order, the first one cut at `fromMs`;
 * at most BUSINESS_SEARCH_DAYS days ahead.
 */
export function* businessSpans(hours: BusinessHours, fromMs: number): Generator<[number, number]> {
  const spans = hours.spans
    .map((s) => [minutesOfDay(s.start), minutesOfDay(s.end)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const first = chinaDayOf(fromMs);
  for (let i = 0; i <= BUSINESS_SEARCH_DAYS; i++) {
    const day = addDays(first, i);
    if (dayTypeOf(day, hours.calendar) !== DAY_TYPE.workday) continue;
    const midnight = chinaInstant(day);
    for (const [a, b] of spans) {
      const end = midnight + b * MINUTE_MS;
      if (end <= fromMs) continue;
      yield [Math.max(fromMs, midnight + a * MINUTE_MS), end];
    }
  }
}
