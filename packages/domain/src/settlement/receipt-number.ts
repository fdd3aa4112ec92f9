// 收据编号: a receipt rule's prefix, date part and zero-padded serial, with the serial counted per
// reset period (never, yearly, monthly, daily).

export interface ReceiptNumbering {
  prefix: string;
  /** receipt_date_part: 1 none, 2 YYYY, 3 YYYYMM, 4 YYYYMMDD */
  datePart: string;
  serialLength: number;
  /** receipt_reset: 1 never, 2 yearly, 3 monthly, 4 daily */
  resetCycle: string;
}

/** The numbering used where an estate has no enabled receipt rule: SJ + year + 6 digits, yearly. */
export const BUILT_IN_RECEIPT_NUMBERING: ReceiptNumbering = { prefix: 'SJ', datePart: '2', serialLength: 6, resetCycle: '2' };

const compact = (day: string) => day.replaceAll('-', '');

/** The counter period a business day (YYYY-MM-DD) falls in: '-' when the serial never resets. */
export function receiptPeriodKey(resetCycle: string, day: string): string {
  const d = compact(day);
  switch (resetCycle) {
    case '2':
      return d.slice(0, 4);
    case '3':
      return d.slice(0, 6);
    case '4':
      return d.slice(0, 8);
    default:
      return '-';
  }
}

/**
 * The receipt number for a serial on a business day, e.g. SJ2026000042. Throws a RangeError when
 * the serial no longer fits the rule's length (the counter is used up for the period).
 */
export function formatReceiptNumber(rule: ReceiptNumbering, day: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('收据流水号必须是正整数');
  const digits = String(serial);
  if (digits.length > rule.serialLength) throw new RangeError(`收据流水号已超过${rule.serialLength}位，请调整收据规则`);
  const d = compact(day);
  const datePart = rule.datePart === '2' ? d.slice(0, 4) : rule.datePart === '3' ? d.slice(0, 6) : rule.datePart === '4' ? d.slice(0, 8) : '';
  return `${rule.prefix}${datePart}${digits.padStart(rule.serialLength, '0')}`;
}
