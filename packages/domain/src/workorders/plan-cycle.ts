import { addDays, dayNumber, daysInMonth } from '../charging/calendar';

/**
 * How often a plan falls due (notes §4): every day; on given ISO weekdays (1 Monday … 7 Sunday); on given days of
 * the month (-1: the last day), optionally only in given months (HC 2020022; quarterly is months 1,4,7,10, yearly
 * one month); every N days from the plan's start (HC 2020024).
 * `monthEnd` for a day the month lacks (31 in April, 29-31 in February): `last_day` moves it to the month's last day
 * (default), `skip` drops that month's slot.
 */
export type PlanCycle =
  | { kind: 'daily' }
  | { kind: 'weekly'; weekdays: readonly number[] }
  | { kind: 'monthly'; days: readonly number[]; months?: readonly number[]; monthEnd?: 'last_day' | 'skip' }
  | { kind: 'every_n_days'; days: number };

/** ISO weekday of a date: 1 Monday … 7 Sunday (1970-01-01, day 0, was a Thursday). */
export function isoWeekday(date: string): number {
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

function check(cycle: PlanCycle): void {
  const bad = (what: string) => new RangeError(`计划周期不正确：${what}`);
  if (
    cycle.kind === 'weekly' &&
    (cycle.weekdays.length === 0 || cycle.weekdays.some((d) => !Number.isInteger(d) || d < 1 || d > 7))
  )
    throw bad('星期应为1到7');
  if (cycle.kind === 'monthly') {
    if (cycle.days.length === 0 || cycle.days.some((d) => !Number.isInteger(d) || d === 0 || d < -1 || d > 31))
      throw bad('日期应为1到31或-1（月末）');
    if ((cycle.months ?? []).some((m) => !Number.isInteger(m) || m < 1 || m > 12)) throw bad('月份应为1到12');
  }
  if (cycle.kind === 'every_n_days' && (!Number.isInteger(cycle.days) || cycle.days < 1))
    throw bad('间隔天数应为正整数');
}

/** The dates of one month a monthly cycle names, in order, each once. */
function monthDates(cycle: Extract<PlanCycle, { kind: 'monthly' }>, year: number, month: number): string[] {
  if (cycle.months && !cycle.months.includes(month)) return [];
  const last = daysInMonth(year, month);
  const days = cycle.days
    .map((d) => (d === -1 ? last : d > last ? (cycle.monthEnd === 'skip' ? null : last) : d))
    .filter((d): d is number => d !== null);
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return [...new Set(days)].sort((a, b) => a - b).map((d) => prefix + String(d).padStart(2, '0'));
}

/**
 * The nominal dates ("YYYY-MM-DD") on which the cycle falls due within [from, to), none before `anchor` (the plan's
 * first day; every_n_days counts from it), in order.
 */
export function cycleDates(cycle: PlanCycle, anchor: string, from: string, to: string): string[] {
  check(cycle);
  const first = dayNumber(from) > dayNumber(anchor) ? from : anchor;
  const end = dayNumber(to);
  const out: string[] = [];
  if (cycle.kind === 'monthly') {
    let [y, m] = first.split('-').map(Number) as [number, number];
    while (dayNumber(`${y}-${String(m).padStart(2, '0')}-01`) < end) {
      for (const d of monthDates(cycle, y, m)) if (dayNumber(d) >= dayNumber(first) && dayNumber(d) < end) out.push(d);
      [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    }
    return out;
  }
  if (cycle.kind === 'every_n_days') {
    const offset = dayNumber(first) - dayNumber(anchor);
    for (
      let d = addDays(anchor, Math.ceil(offset / cycle.days) * cycle.days);
      dayNumber(d) < end;
      d = addDays(d, cycle.days)
    )
      out.push(d);
    return out;
  }
  for (let d = first; dayNumber(d) < end; d = addDays(d, 1))
    if (cycle.kind === 'daily' || cycle.weekdays.includes(isoWeekday(d))) out.push(d);
  return out;
}
