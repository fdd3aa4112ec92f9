import { chinaToday } from '../../shared/china-date';

export { amountText, AmountCell } from '../../shared/amount';
/** Today in China as YYYY-MM-DD (shared/china-date). */
export const today = chinaToday;

/** 记-0007: the voucher's word and its number padded to 4 digits. */
export function voucherNo(word: string, number: number | null | undefined): string {
  return number ? `${word}-${String(number).padStart(4, '0')}` : `${word}-`;
}
