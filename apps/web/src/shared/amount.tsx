import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount as shown: 2 decimals (4 when it has more, domain formatAmount), thousands grouped; '' when absent. */
export function amountText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

/** A right-aligned table cell showing an amount; `blankZero` leaves 0.00 empty (ledger style). */
export function AmountCell({ value, testId, blankZero = false }: { value: string | null | undefined; testId?: string; blankZero?: boolean }) {
  return (
    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {blankZero && value === '0.00' ? '' : amountText(value)}
    </Table.Td>
  );
}
