import { addDays, daysInMonth } from './calendar';

/** A billing period: a calendar month as "YYYY-MM". */
export type Period = string;

/** Months of a charge cycle (charge_item.cycle_months): monthly, quarterly, half-yearly, yearly. */
export type CycleMonths = 1 | 3 | 6 | 12;
export const CYCLE_MONTHS: readonly CycleMonths[] = [1, 3, 6, 12];

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Year and month (1-12) of a "YYYY-MM" period, or null when the text is not one (years 1000-9999). */
export function parsePeriod(text: string): { year: number; month: number } | null {
  const match = PERIOD.exec(text);
  if (!match || match[1]?.startsWith('0')) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Whether the text is a valid "YYYY-MM" period. */
export function isPeriod(text: string): boolean {
  return parsePeriod(text) !== null;
}

function mustParse(period: Period): { year: number; month: number } {
  const parsed = parsePeriod(period);
  if (!parsed) throw new RangeError(`账期格式不正确（YYYY-MM）：${period}`);
  return parsed;
}

/** The period `months` calendar months after `period` (negative goes back); throws a RangeError on a bad period. */
export function addMonths(period: Period, months: number): Period {
  const { year, month } = mustParse(period);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The period after `period` ("2024-12" → "2025-01"). */
export function nextPeriod(period: Period): Period {
  return addMonths(period, 1);
}

/** The period ("YYYY-MM") an ISO date falls in. */
export function periodOf(date: string): Period {
  return date.slice(0, 7);
}

/** First and last ISO day of a period ("2024-02" → 2024-02-01 … 2024-02-29). */
export function periodBounds(period: Period): { first: string; last: string } {
  const { year, month } = mustParse(period);
  return { first: `${period}-01`, last: `${period}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/** Whether a cycle starts in this period; cycles are aligned to January (quarters start Jan/Apr/Jul/Oct). */
export function isCycleStart(period: Period, cycleMonths: CycleMonths): boolean {
  return (mustParse(period).month - 1) % cycleMonths === 0;
}

/** The `cycleMonths` periods of the January-aligned cycle that contains `period` ("2024-05", 3 → 2024-04 … 2024-06). */
export function cyclePeriods(period: Period, cycleMonths: CycleMonths): Period[] {
  const { year, month } = mustParse(period);
  const start = `${String(year).padStart(4, '0')}-${String(month - ((month - 1) % cycleMonths)).padStart(2, '0')}`;
  return Array.from({ length: cycleMonths }, (_, i) => addMonths(start, i));
}

/** Due date of a period: its first day plus `days` calendar days (0 → the first day). */
export function periodDueDate(period: Period, days: number): string {
  return addDays(periodBounds(period).first, days);
}
