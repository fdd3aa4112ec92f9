import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { ArrearsHouse } from '../types';
import { SortHeader } from './sort-header';
import { RowsTable, right } from '../../../shared/list-table';

export type HouseSort = 'amount' | 'days' | 'code';

interface Props {
  rows: ArrearsHouse[];
  sums: { open: string; lateFee: string } | null;
  loading: boolean;
  error?: string | undefined;
  sort: HouseSort;
  onSort: (sort: HouseSort) => void;
  onOpen: (row: ArrearsHouse) => void;
}

/** 欠费房屋: one row per house in arrears (click: its detail), the sums of the whole query in the footer. */
export function ArrearsHousesTable({ rows, sums, loading, error, sort, onSort, onOpen }: Props) {
  const { t } = useTranslation('arrears');
  return (
    <RowsTable striped highlightOnHover withTableBorder data-testid="arrears-houses" columns={[{ cell: <SortHeader sortKey="code" current={sort} onSort={onSort}>{t('house')}</SortHeader> }, t('owner'), t('phone'), { cell: <SortHeader sortKey="amount" current={sort} onSort={onSort} right>{t('open')}</SortHeader> }, right(t('openLines')), right(t('months')), t('oldestDue'), { cell: <SortHeader sortKey="days" current={sort} onSort={onSort} right>{t('daysOverdue')}</SortHeader> }, right(t('lateFee'))]} state={{ loading: loading && rows.length === 0, empty: rows.length === 0, error, emptyText: t('empty') }} foot={sums && rows.length > 0 ? (
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td colSpan={3} fw={700}>{t('sum')}</Table.Td>
          <AmountCell value={sums.open} fw={700} testId="sum-open" />
          <Table.Td colSpan={4} />
          <AmountCell value={sums.lateFee} fw={700} testId="sum-late-fee" />
        </Table.Tr>
      </Table.Tfoot>
    ) : null}>
      {rows.map((r) => (
        <Table.Tr key={r.houseId} onClick={() => onOpen(r)} style={{ cursor: 'pointer' }} data-testid={`house-row-${r.houseId}`}>
          <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
          <Table.Td>{r.ownerName ?? ''}</Table.Td>
          <Table.Td>{r.ownerPhone ?? ''}</Table.Td>
          <AmountCell value={r.open} />
          <Table.Td ta="right">{r.openLines}</Table.Td>
          <Table.Td ta="right">{r.months}</Table.Td>
          <Table.Td>{r.oldestDueDate}</Table.Td>
          <Table.Td ta="right">{r.daysOverdue}</Table.Td>
          <AmountCell value={r.lateFee} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
