import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../format';
import type { ArrearsLine } from '../types';
import { TableState } from './list-footer';

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
    <ScrollArea>
      <Table striped withTableBorder data-testid="arrears-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('house')}</Table.Th>
            <Table.Th>{t('item')}</Table.Th>
            <Table.Th>{t('period')}</Table.Th>
            <Table.Th>{t('dueDate')}</Table.Th>
            <Table.Th ta="right">{t('net')}</Table.Th>
            <Table.Th ta="right">{t('open')}</Table.Th>
            <Table.Th ta="right">{t('daysOverdue')}</Table.Th>
            <Table.Th>{t('bucket')}</Table.Th>
            <Table.Th ta="right">{t('lateFee')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading && rows.length === 0} empty={rows.length === 0} error={error} cols={9} />
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
        </Table.Tbody>
        {sums && rows.length > 0 ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Td colSpan={5} fw={700}>{t('sum')}</Table.Td>
              <AmountCell value={sums.open} fw={700} testId="lines-sum-open" />
              <Table.Td colSpan={2} />
              <AmountCell value={sums.lateFee} fw={700} testId="lines-sum-late-fee" />
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </ScrollArea>
  );
}
