import { chinaToday } from '../../shared/china-date';

export { amountText, AmountCell } from '../../shared/amount';
/** Today in China as YYYY-MM-DD (shared/china-date). */
export const today = chinaToday;

/** The first day of this month in China. */
export function monthStart(): string {
  return `${today().slice(0, 7)}-01`;
}
