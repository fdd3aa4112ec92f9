import { Table } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { AmountCell } from '../../format';
import { payOrderStatus } from '../pay-order-status';
import { PayOrderBadge } from './pay-order-badge';
import { RowsTable, right } from '../../../../shared/list-table';

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
    <RowsTable striped withTableBorder data-testid="pay-orders" columns={[t('orders.time'), t('orders.house'), right(t('orders.amount')), t('orders.method'), t('orders.state'), t('orders.receiptNo'), t('orders.cashier')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('orders.empty') }}>
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
    </RowsTable>
  );
}
