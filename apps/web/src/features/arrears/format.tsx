import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount as shown: 2 decimals (4 when it has more), thousands grouped (domain formatAmount); '' when absent. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

/** A right-aligned table cell showing an amount. */
export function AmountCell({ value, testId, fw }: { value: string | null | undefined; testId?: string; fw?: number }) {
  return (
    <Table.Td ta="right" fw={fw} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={testId}>
      {amountText(value)}
    </Table.Td>
  );
}

/** Today in China (Asia/Shanghai) as YYYY-MM-DD, whatever the browser's own time zone: the books' day. */
export function today(): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The first day of the month of a YYYY-MM-DD day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** YYYY-MM-DD HH:mm of an ISO time in China. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(d);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}
