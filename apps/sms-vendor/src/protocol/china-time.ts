// Aliyun's windows and dates are China time (UTC+8, no daylight saving).

const CHINA_OFFSET_MS = 8 * 3600_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function china(ms: number): Date {
  return new Date(ms + CHINA_OFFSET_MS);
}

/** `2017-01-01 00:00:00` (reports' send_time, QuerySendDetails' SendDate). */
export function chinaDateTime(ms: number): string {
  const d = china(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** `20170101`: QuerySendDetails' SendDate parameter. */
export function chinaDay(ms: number): string {
  const d = china(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** `201701`: the month a quota counts in. */
export const chinaMonth = (ms: number) => chinaDay(ms).slice(0, 6);

/** Natural minute and hour (14:03:00–14:03:59): UTC+8 is whole hours, so the UTC boundaries are the same. */
export const minuteWindow = (ms: number) => Math.floor(ms / 60_000);
export const hourWindow = (ms: number) => Math.floor(ms / 3_600_000);

/** A `yyyyMMdd` China day → its first millisecond; undefined when not a date. */
export function chinaDayStart(day: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(day);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - CHINA_OFFSET_MS;
  return chinaDay(ms) === day ? ms : undefined;
}
