import { ScrollArea, Table } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { AmountCell } from '../../format';
import { TableState } from '../../components/table-state';
import { payOrderStatus } from '../pay-order-status';
import { PayOrderBadge } from './pay-order-badge';

interface Props {
  rows: readonly PayOrder[];
  loading: boolean;
  error: string | undefined;
  now: number;
}

/** 支付单 rows: time, house, amount, method, status, receipt number and the staff member who made it. */
export function PayOrdersTable({ rows, loading, error, now }: Props) {
  const { t } = useTranslation('settlement-online');
  return (
    <ScrollArea>
      <Table striped withTableBorder data-testid="pay-orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.time')}</Table.Th>
            <Table.Th>{t('orders.house')}</Table.Th>
            <Table.Th ta="right">{t('orders.amount')}</Table.Th>
            <Table.Th>{t('orders.method')}</Table.Th>
            <Table.Th>{t('orders.state')}</Table.Th>
            <Table.Th>{t('orders.receiptNo')}</Table.Th>
            <Table.Th>{t('orders.cashier')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState
            loading={loading}
            empty={rows.length === 0}
            error={error}
            cols={7}
            emptyText={t('orders.empty')}
          />
          {rows.map((o) => (
            <Table.Tr key={o.id} data-testid={`pay-order-${o.id}`}>
              <Table.Td>{chinaDateTime(o.createdAt)}</Table.Td>
              <Table.Td>{`${o.houseCode} ${o.houseName}`}</Table.Td>
              <AmountCell value={o.amount} />
              <Table.Td>{t(`methods.${o.method}`)}</Table.Td>
              <Table.Td>
                <PayOrderBadge status={payOrderStatus(o, now)} />
              </Table.Td>
              <Table.Td>{o.receiptNo ?? ''}</Table.Td>
              <Table.Td>{o.createdByName ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
