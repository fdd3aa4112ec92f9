import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { HouseArrears } from '../types';
import { RowsTable, right } from '../../../shared/list-table';

/** A house's open lines (arrears-house-detail) with today's late fees and the server's totals. */
export function HouseArrearsTable({ data, loading, error }: { data: HouseArrears | undefined; loading: boolean; error?: string | undefined }) {
  const { t } = useTranslation('arrears');
  const rows = data?.rows ?? [];
  return (
    <RowsTable striped withTableBorder data-testid="house-arrears" scroll={false} columns={[t('period'), t('item'), t('dueDate'), right(t('open')), right(t('daysOverdue')), right(t('lateFee'))]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }} foot={data && rows.length > 0 ? (
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td colSpan={3} fw={700}>{t('sum')}</Table.Td>
          <AmountCell value={data.total} fw={700} testId="house-total" />
          <Table.Td />
          <AmountCell value={data.lateFee} fw={700} testId="house-late-fee" />
        </Table.Tr>
      </Table.Tfoot>
    ) : null}>
      {rows.map((r) => (
        <Table.Tr key={r.lineId}>
          <Table.Td>{r.period}</Table.Td>
          <Table.Td>{r.item}</Table.Td>
          <Table.Td>{r.dueDate}</Table.Td>
          <AmountCell value={r.amount} />
          <Table.Td ta="right">{r.daysOverdue}</Table.Td>
          <AmountCell value={r.lateFee} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
