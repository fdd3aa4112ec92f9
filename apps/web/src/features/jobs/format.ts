import type { JobState, ScheduleRule } from '@pm/contracts';
import type { TFunction } from 'i18next';

/** A job still has work ahead (the list polls while one is shown). */
export const isActive = (state: JobState) => state === 'queued' || state === 'running';

/**
 * A job's run time as people read it: 8秒, 1分05秒, 1小时02分03秒. Whole seconds, rounded to the
 * nearest (the server answers tenths); empty before the job starts.
 */
export function durationText(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '';
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return t('duration.hours', { h, m: two(m), s: two(s) });
  if (m > 0) return t('duration.minutes', { m, s: two(s) });
  return t('duration.seconds', { s });
}

/** A schedule's rule in words: 每月5日 08:00, 每月月末 23:00, 每天 02:00 (China time). */
export function ruleText(rule: ScheduleRule, t: TFunction): string {
  if (rule.frequency === 'daily') return t('schedules.daily', { time: rule.time });
  if (rule.day === 0) return t('schedules.monthEnd', { time: rule.time });
  return t('schedules.monthly', { day: rule.day, time: rule.time });
}
