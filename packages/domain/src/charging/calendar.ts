const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Bill runs turn the same few hundred dates back and forth for every house: remember them.
const MEMO_LIMIT = 4096;
const dayNumbers = new Map<string, number>();
const isoDates = new Map<number, string>();
function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** Days since 1970-01-01 of an ISO date "YYYY-MM-DD" (calendar days, no time zone); throws a RangeError on an invalid date. */
export function dayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const ms = Date.UTC(year, month - 1, day);
  if (!match || new Date(ms).getUTCDate() !== day || new Date(ms).getUTCMonth() !== month - 1) {
    throw new RangeError(`日期格式不正确（YYYY-MM-DD）：${date}`);
  }
  return remember(dayNumbers, date, ms / DAY_MS);
}

/** ISO date "YYYY-MM-DD" of a day number (days since 1970-01-01). */
export function isoDate(day: number): string {
  return isoDates.get(day) ?? remember(isoDates, day, new Date(day * DAY_MS).toISOString().slice(0, 10));
}

/** The ISO date `days` calendar days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  return isoDate(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (to − from; 0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days in a calendar month (month 1-12): 28-31. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
