import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { ArrearsLine } from '../types';
import { RowsTable, right } from '../../../shared/list-table';

interface Props {
  rows: ArrearsLine[];
  sums: { open: string; lateFee: string } | null;
  loading: boolean;
  error?: string | undefined;
}

/** 欠费明细: one open line per row with its ageing and late fee, the sums of the whole query in the footer. */
export function ArrearsLinesTable({ rows, sums, loading, error }: Props) {
  const { t } = useTranslation('arrears');
  return (
    <RowsTable striped withTableBorder data-testid="arrears-lines" columns={[t('house'), t('item'), t('period'), t('dueDate'), right(t('net')), right(t('open')), right(t('daysOverdue')), t('bucket'), right(t('lateFee'))]} state={{ loading: loading && rows.length === 0, empty: rows.length === 0, error, emptyText: t('empty') }} foot={sums && rows.length > 0 ? (
      <Table.Tfoot>
        <Table.Tr>
          <Table.Td colSpan={5} fw={700}>{t('sum')}</Table.Td>
          <AmountCell value={sums.open} fw={700} testId="lines-sum-open" />
          <Table.Td colSpan={2} />
          <AmountCell value={sums.lateFee} fw={700} testId="lines-sum-late-fee" />
        </Table.Tr>
      </Table.Tfoot>
    ) : null}>
      {rows.map((r) => (
        <Table.Tr key={r.lineId}>
          <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
          <Table.Td>{r.itemName}</Table.Td>
          <Table.Td>{r.period}</Table.Td>
          <Table.Td>{r.dueDate}</Table.Td>
          <AmountCell value={r.net} />
          <AmountCell value={r.open} />
          <Table.Td ta="right">{r.daysOverdue}</Table.Td>
          <Table.Td>{t(`buckets.${r.bucket}`)}</Table.Td>
          <AmountCell value={r.lateFee} />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
