import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useHouseCharging } from '../api/house-charging';
import { RowsTable, right } from '../../../shared/list-table';

/** 收费项目: the items a house is charged (its live bindings). */
export function ChargeItemsTable({ charging }: { charging: ReturnType<typeof useHouseCharging> }) {
  const { t } = useTranslation('arrears');
  const items = charging.data?.items ?? [];
  return (
    <RowsTable striped withTableBorder data-testid="charge-items" columns={[t('item'), t('standard'), t('target'), right(t('price')), t('cycle'), t('startDate'), t('endDate')]} state={{ loading: charging.isPending, empty: items.length === 0, error: charging.error, emptyText: t('empty') }}>
      {items.map((i) => (
        <Table.Tr key={i.bindingId}>
          <Table.Td>{i.item}</Table.Td>
          <Table.Td>{i.standardName}</Table.Td>
          <Table.Td>{i.targetName}</Table.Td>
          <Table.Td ta="right">{i.price}</Table.Td>
          <Table.Td>{i.cycle}</Table.Td>
          <Table.Td>{i.startDate}</Table.Td>
          <Table.Td>{i.endDate ?? ''}</Table.Td>
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
