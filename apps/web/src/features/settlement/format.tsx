import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount as shown: 2 decimals (4 when it has more), thousands grouped; '' when absent. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

/** A right-aligned table cell showing an amount. */
export function AmountCell({ value, testId }: { value: string | null | undefined; testId?: string }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {amountText(value)}
    </Table.Td>
  );
}

/** Today in China (Asia/Shanghai) as YYYY-MM-DD: the books' day, whatever the browser's zone. */
export function today(): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The first day of this month in China. */
export function monthStart(): string {
  return `${today().slice(0, 7)}-01`;
}

/** An ISO time as "YYYY-MM-DD HH:mm". */
export function timeText(iso: string): string {
  return iso.replace('T', ' ').slice(0, 16);
}
