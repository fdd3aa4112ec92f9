import { chinaToday } from '../../shared/china-date';

export { amountText, AmountCell } from '../../shared/amount';
/** Today in China as YYYY-MM-DD (shared/china-date). */
export const today = chinaToday;

/** This month in China as YYYY-MM. */
export function thisPeriod(): string {
  return today().slice(0, 7);
}
