/** China Standard Time is UTC+8 all year (no daylight saving), so an offset is exact. */
const CHINA_OFFSET_MS = 8 * 3600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function chinaParts(ms: number) {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    date: `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** RFC 3339 in China time, whole seconds, as the vendor writes it: `2024-05-11T00:00:05+08:00`. */
export function rfc3339China(ms: number): string {
  const p = chinaParts(ms);
  return `${p.date}T${p.time}+08:00`;
}

/** The China calendar day of an instant, `YYYY-MM-DD` (bills are cut at 00:00 China time). */
export function chinaDate(ms: number): string {
  return chinaParts(ms).date;
}

/** `YYYY-MM-DD HH:mm:ss` in China time, the bill file's time format. */
export function chinaDateTime(ms: number): string {
  const p = chinaParts(ms);
  return `${p.date} ${p.time}`;
}

/** The instant a China calendar day starts (`YYYY-MM-DD` → ms at 00:00:00+08:00). */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00+08:00`);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 time with an explicit offset (`2018-06-08T10:34:56+08:00`); undefined otherwise. */
export function parseRfc3339(text: string): number | undefined {
  if (!RFC3339.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD` (2024-02-30 is refused). */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const ms = chinaDayStart(text);
  return !Number.isNaN(ms) && chinaDate(ms) === text;
}
