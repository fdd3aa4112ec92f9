import cronParser from 'cron-parser';

/** Schedules read the wall clock of China (no daylight saving). */
export const SCHEDULE_TZ = 'Asia/Shanghai';

/** The first firing of `cron` (five fields, China time) strictly after `after`. Throws on a bad rule. */
export function nextFiring(cron: string, after: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: after, tz: SCHEDULE_TZ }).next().toDate();
}

/** Whether `cron` is a rule the scheduler can read (five fields). */
export function isCron(cron: string): boolean {
  if (cron.trim().split(/\s+/).length !== 5) return false;
  try {
    nextFiring(cron, new Date());
    return true;
  } catch {
    return false;
  }
}
