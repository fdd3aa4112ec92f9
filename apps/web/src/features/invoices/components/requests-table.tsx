import { Badge, Button, ScrollArea, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import { TableState } from '../../../shared/table-state';
import type { InvoiceRequestRow } from '../api/invoices';
import { StateBadge } from './state-badge';

interface Props {
  rows: InvoiceRequestRow[];
  loading: boolean;
  error?: string | undefined;
  onOpen: (id: number) => void;
}

/** The requests: 蓝字 / 红字, receipt, house, buyer, amounts, state (with the failure's reason), invoice number. */
export function RequestsTable({ rows, loading, error, onOpen }: Props) {
  const { t } = useTranslation('invoices');
  return (
    <ScrollArea>
      <Table striped withTableBorder data-testid="invoice-requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cols.direction')}</Table.Th>
            <Table.Th>{t('cols.requestNo')}</Table.Th>
            <Table.Th>{t('cols.receipt')}</Table.Th>
            <Table.Th>{t('cols.house')}</Table.Th>
            <Table.Th>{t('cols.buyer')}</Table.Th>
            <Table.Th ta="right">{t('cols.gross')}</Table.Th>
            <Table.Th ta="right">{t('cols.tax')}</Table.Th>
            <Table.Th>{t('cols.state')}</Table.Th>
            <Table.Th>{t('cols.invoiceNumber')}</Table.Th>
            <Table.Th>{t('cols.createdAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={loading} empty={rows.length === 0} error={error} cols={11} emptyText={t('empty')} />
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid={`invoice-row-${r.id}`}>
              <Table.Td miw={64}><Badge color={r.direction === 'red' ? 'red' : 'blue'} variant="outline" style={{ minWidth: 'max-content' }}>{t(`direction.${r.direction}`)}</Badge></Table.Td>
              <Table.Td><Text size="sm">{r.requestNo}</Text></Table.Td>
              <Table.Td>{r.receiptNumber ?? ''}</Table.Td>
              <Table.Td>{r.houseName ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.buyerName}</Text>
                <Text size="xs" c="dimmed">{`${t(`buyerType.${r.buyerType}`)}${r.buyerTaxId ? ` ${r.buyerTaxId}` : ''}`}</Text>
              </Table.Td>
              <AmountCell value={r.gross} />
              <AmountCell value={r.tax} />
              <Table.Td><StateBadge row={r} /></Table.Td>
              <Table.Td>{r.invoiceNumber ?? ''}</Table.Td>
              <Table.Td>{chinaDateTime(r.createdAt)}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" onClick={() => onOpen(r.id)} data-testid={`invoice-open-${r.id}`}>{t('detail')}</Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
