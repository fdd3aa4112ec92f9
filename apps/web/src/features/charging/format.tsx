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

/** This month as YYYY-MM. */
export function thisPeriod(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Today as YYYY-MM-DD. */
export function today(): string {
  const d = new Date();
  return `${thisPeriod()}-${String(d.getDate()).padStart(2, '0')}`;
}
