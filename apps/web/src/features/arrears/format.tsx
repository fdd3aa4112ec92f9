import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';
import { chinaToday } from '../../shared/china-date';

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

/** Today in China as YYYY-MM-DD (shared/china-date). */
export const today = chinaToday;

/** The first day of the month of a YYYY-MM-DD day. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
