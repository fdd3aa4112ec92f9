import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import { groupRowLabel } from '../settle-labels';
import type { SumRow } from '../types';
import { TableState } from './list-footer';

/** One grouping of a report (`group`: day, estate, item, method, cashier or type): the key's label, the count of payments and the amount, with the server's total. */
export function SumTable({ group, keyLabel, rows, total, loading, error, testId }: { group: string; keyLabel: string; rows: SumRow[]; total: SumRow | undefined; loading: boolean; error?: string | undefined; testId?: string }) {
  const { t } = useTranslation('arrears');
  return (
    <Table striped withTableBorder data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{keyLabel}</Table.Th>
          <Table.Th ta="right">{t('count')}</Table.Th>
          <Table.Th ta="right">{t('amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <TableState loading={loading && rows.length === 0} empty={rows.length === 0} error={error} cols={3} />
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{groupRowLabel(t, group, r)}</Table.Td>
            <Table.Td ta="right">{r.count}</Table.Td>
            <AmountCell value={r.amount} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      {total && rows.length > 0 ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Td fw={700}>{t('sum')}</Table.Td>
            <Table.Td ta="right" fw={700}>{total.count}</Table.Td>
            <AmountCell value={total.amount} fw={700} testId={testId ? `${testId}-total` : undefined} />
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </Table>
  );
}
