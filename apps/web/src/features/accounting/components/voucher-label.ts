import type { TFunction } from 'i18next';

/**
 * A voucher's word and number as shown: '记-0007', or '记-暂存' (in the interface's language) for a
 * draft that has not balanced yet and so has no number.
 */
export function voucherLabelText(t: TFunction, v: { word: string; number: number | null; label: string }): string {
  return v.number === null ? t('vouchers.heldLabel', { ns: 'accounting', word: v.word }) : v.label;
}
