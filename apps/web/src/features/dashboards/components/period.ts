import { chinaToday } from '../../../shared/china-date';

/** YYYY-MM `n` months before a YYYY-MM. */
export function monthsBefore(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The default months: the twelve ending with this month in China. */
export function lastTwelveMonths(): { from: string; to: string } {
  const to = chinaToday().slice(0, 7);
  return { from: monthsBefore(to, 11), to };
}
