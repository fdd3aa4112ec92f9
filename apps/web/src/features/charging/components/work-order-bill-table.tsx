import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useBillableWorkOrders } from '../api/billable-work-orders';
import { AmountCell } from '../format';
import { RowsTable, right } from '../../../shared/list-table';
import { ListFooter } from './list-footer';

interface Props {
  estateId: number | null;
  page: number;
  size: number;
  onPage: (page: number) => void;
  selected: readonly number[];
  onToggle: (id: number) => void;
  readOnly?: boolean;
}

/** 服务计费's 有偿服务工单: the estate's finished orders waiting for payment and not billed, with their 完工 figures. */
export function WorkOrderBillTable({ estateId, page, size, onPage, selected, onToggle, readOnly }: Props) {
  const { t } = useTranslation('charging');
  const orders = useBillableWorkOrders(estateId ? { estateId, page, size } : null);
  const rows = orders.data?.rows ?? [];
  return (
    <>
      <RowsTable
        striped
        withTableBorder
        data-testid="work-order-bill-table"
        columns={[{ cell: <Table.Th w={36} /> }, t('workOrderNo'), t('house'), t('workContent'), t('finishedAt'), right(t('laborCost')), right(t('materialCost')), right(t('amount'))]}
        state={estateId ? { loading: orders.isPending, empty: rows.length === 0, error: orders.error, emptyText: t('empty') } : undefined}
      >
        {estateId ? null : (
          <Table.Tr>
            <Table.Td colSpan={8} ta="center" c="dimmed">
              {t('estateFirst')}
            </Table.Td>
          </Table.Tr>
        )}
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>
              <Checkbox
                aria-label={`${t('select')} ${r.number}`}
                checked={selected.includes(r.id)}
                disabled={readOnly}
                onChange={() => onToggle(r.id)}
              />
            </Table.Td>
            <Table.Td>{r.number}</Table.Td>
            <Table.Td>{r.houseName}</Table.Td>
            <Table.Td>{r.content.slice(0, 40)}</Table.Td>
            <Table.Td>{chinaDateTime(r.finishedAt)}</Table.Td>
            <AmountCell value={r.labour} />
            <AmountCell value={r.materials} />
            <AmountCell value={r.total} />
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={orders.data?.total ?? 0} page={page} size={size} onPage={onPage} />
    </>
  );
}
