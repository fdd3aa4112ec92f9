import { Table } from '@mantine/core';
import { formatAmount } from '@pm/domain';

/** An amount as shown in the books: 2 decimals, thousands grouped; '' for zero when `blankZero`. */
export function ledgerAmount(value: string | null | undefined, blankZero = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (blankZero && /^-?0(\.0+)?$/.test(value)) return '';
  try {
    return formatAmount(value, { thousands: true });
  } catch {
    return value;
  }
}

export function MoneyTd({ value, blankZero = false, strong = false }: { value: string | null | undefined; blankZero?: boolean; strong?: boolean }) {
  const red = typeof value === 'string' && value.startsWith('-');
  return (
    <Table.Td ta="right" c={red ? 'red' : undefined} fw={strong ? 600 : undefined} data-amount="" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {ledgerAmount(value, blankZero)}
    </Table.Td>
  );
}

/** A balance shown beside its side (借/贷/平): the amount without sign, the side says which way. */
export const sideAmount = (value: string) => value.replace(/^-/, '');
