import { addDays } from '@pm/domain';

/** The 日期 choices of the 线上收款 list: today, the last 7, 30 and 90 days (today included). */
export const DAY_CHOICES = [1, 7, 30, 90] as const;

/** The days of "the last `days` days" ending today (China's day): from = today − (days − 1). */
export function lastDays(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
