import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount or price as shown: 2 decimals, or 4 when it has more (domain formatAmount); '' when absent. */
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

/** Today in China (Asia/Shanghai) as YYYY-MM-DD, whatever the browser's own time zone: the books' day. */
export function today(): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** This month in China as YYYY-MM. */
export function thisPeriod(): string {
  return today().slice(0, 7);
}
