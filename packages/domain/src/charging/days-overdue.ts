import { daysBetween } from './calendar';

/**
 * 逾期天数 of an unpaid line: calendar days on China's calendar from its due date to `asOf`
 * (today in China, or the counter's payment day), asOf − dueDate; 0 until the due date has passed
 * (the due date itself is not overdue, charging note rule 22; C20: due 2024-11-15 as of 2024-12-31
 * → 46). Grace days delay the late fee only, never the days overdue: every screen shows this
 * figure, and the late fee's own day count (lateFee().days) is a different number.
 * The arrears SQL computes the same as `greatest(0, asOf - due_date)` (daysOverdueSql).
 */
export function daysOverdue(dueDate: string, asOf: string): number {
  return Math.max(0, daysBetween(dueDate, asOf));
}
