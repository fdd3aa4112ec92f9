import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount as shown: 2 decimals, thousands grouped; '' when absent or zero-length. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

/** A right-aligned amount cell; a negative (红字) amount is red. */
export function AmountCell({ value, testId }: { value: string | null | undefined; testId?: string }) {
  const red = typeof value === 'string' && value.trim().startsWith('-');
  return (
    <Table.Td ta="right" c={red ? 'red' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {amountText(value)}
    </Table.Td>
  );
}

/** Today in China (Asia/Shanghai) as YYYY-MM-DD: the books' day, whatever the browser's zone. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** An ISO time as "YYYY-MM-DD HH:mm". */
export function timeText(iso: string | null | undefined): string {
  return iso ? iso.replace('T', ' ').slice(0, 16) : '';
}

/** 记-0007: the voucher's word and its number padded to 4 digits. */
export function voucherNo(word: string, number: number | null | undefined): string {
  return number ? `${word}-${String(number).padStart(4, '0')}` : `${word}-`;
}
