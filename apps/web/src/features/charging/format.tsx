import { chinaToday } from '../../shared/china-date';

export { amountText, AmountCell } from '../../shared/amount';
/** Today in China as YYYY-MM-DD (shared/china-date). */
export const today = chinaToday;

/** This month in China as YYYY-MM. */
export function thisPeriod(): string {
  return today().slice(0, 7);
}

/** YYYY-MM-DD HH:mm of an ISO time, in the browser's zone. */
export function dateTimeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
