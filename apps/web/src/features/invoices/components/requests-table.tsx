import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import type { InvoiceRequestRow } from '../api/invoices';
import { StateBadge } from './state-badge';
import { RowsTable, right } from '../../../shared/list-table';

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
    <RowsTable striped withTableBorder data-testid="invoice-requests" columns={[t('cols.direction'), t('cols.requestNo'), t('cols.receipt'), t('cols.house'), t('cols.buyer'), right(t('cols.gross')), right(t('cols.tax')), t('cols.state'), t('cols.invoiceNumber'), t('cols.createdAt'), null]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }}>
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
    </RowsTable>
  );
}
