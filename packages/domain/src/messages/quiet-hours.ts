// Quiet hours (notes §6, our rule): routine messages are not sent between `start` and `end` China time; one due
// inside the window waits for its end. China has no daylight saving: UTC+8 all year.

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface QuietHours {
  /** 'HH:MM' China time the window opens (21:00). */
  start: string;
  /** 'HH:MM' China time it closes (08:00); before `start` means the window crosses midnight. */
  end: string;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** `now` when outside the window, else the window's end (the next 08:00 China time). */
export function quietHoursRelease(now: Date, quiet: QuietHours | null): Date {
  if (!quiet || quiet.start === quiet.end) return now;
  const local = now.getTime() + CHINA_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const minute = (local - dayStart) / 60_000;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const crosses = start > end;
  const inside = crosses ? minute >= start || minute < end : minute >= start && minute < end;
  if (!inside) return now;
  const endDay = crosses && minute >= start ? dayStart + DAY_MS : dayStart;
  return new Date(endDay + end * 60_000 - CHINA_OFFSET_MS);
}

/** A time of day 'HH:MM' (00:00–23:59). */
export const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Purposes the quiet hours hold (notes §6); 缴费成功 and 报修进度 go at once. */
const ROUTINE_PURPOSES: ReadonlySet<string> = new Set(['dunning', 'reminder', 'meeting']);

/** When a message of this purpose may go: routine ones wait for the quiet window's end, the others go `now`. */
export function sendableAt(purpose: string, now: Date, quiet: QuietHours | null): Date {
  return ROUTINE_PURPOSES.has(purpose) ? quietHoursRelease(now, quiet) : now;
}
