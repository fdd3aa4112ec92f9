import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import { groupRowLabel } from '../settle-labels';
import type { SumRow } from '../types';
import { RowsTable, right } from '../../../shared/list-table';

/**
 * One grouping of a report (`group`: day, estate, item, method, cashier or type): the key's label, the
 * count of payments and the amount, with the server's total. By item, `reconciling` rows (named by
 * key) follow the items so the table adds up to the total.
 */
export function SumTable({ group, keyLabel, rows, reconciling = [], total, loading, error, testId }: { group: string; keyLabel: string; rows: SumRow[]; reconciling?: SumRow[] | undefined; total: SumRow | undefined; loading: boolean; error?: string | undefined; testId?: string }) {
  const { t } = useTranslation('arrears');
  const empty = rows.length === 0 && reconciling.length === 0;
  return (
    <RowsTable striped withTableBorder data-testid={testId} scroll={false} columns={[keyLabel, right(t('count')), right(t('amount'))]} state={{ loading: loading && empty, empty, error, emptyText: t('empty') }} foot={total && !empty ? (
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td fw={700}>{t('sum')}</Table.Td>
          <Table.Td ta="right" fw={700}>{total.count}</Table.Td>
          <AmountCell value={total.amount} fw={700} testId={testId ? `${testId}-total` : undefined} />
        </Table.Tr>
      </Table.Tfoot>
    ) : null}>
      {rows.map((r) => (
        <Table.Tr key={r.key}>
          <Table.Td>{groupRowLabel(t, group, r)}</Table.Td>
          <Table.Td ta="right">{r.count}</Table.Td>
          <AmountCell value={r.amount} />
        </Table.Tr>
      ))}
      {reconciling.map((r) => (
        <Table.Tr key={`reconciling-${r.key}`} data-testid={testId ? `${testId}-reconciling-${r.key}` : undefined}>
          <Table.Td c="dimmed">{t(`daily.reconciling.${r.key}`, { defaultValue: r.label })}</Table.Td>
          <Table.Td ta="right" c="dimmed">{r.count}</Table.Td>
          <AmountCell value={r.amount} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
