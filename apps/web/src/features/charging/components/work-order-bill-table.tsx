import { Checkbox, ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useBillableWorkOrders } from '../api/billable-work-orders';
import { AmountCell } from '../format';
import { errorText } from '../../../api/error-text';
import { ListFooter, TableState } from './list-footer';

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
      <ScrollArea>
        <Table striped withTableBorder data-testid="work-order-bill-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>{t('workOrderNo')}</Table.Th>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th>{t('workContent')}</Table.Th>
              <Table.Th>{t('finishedAt')}</Table.Th>
              <Table.Th ta="right">{t('laborCost')}</Table.Th>
              <Table.Th ta="right">{t('materialCost')}</Table.Th>
              <Table.Th ta="right">{t('amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {estateId ? (
              <TableState
                loading={orders.isPending}
                empty={rows.length === 0}
                error={orders.error ? errorText(orders.error) : undefined}
                cols={8}
              />
            ) : (
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
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={orders.data?.total ?? 0} page={page} size={size} onPage={onPage} />
    </>
  );
}
