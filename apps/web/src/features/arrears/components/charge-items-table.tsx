import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useHouseCharging } from '../api/house-charging';
import { errorText } from '../../../api/error-text';
import { TableState } from './list-footer';

/** 收费项目: the items a house is charged (its live bindings). */
export function ChargeItemsTable({ charging }: { charging: ReturnType<typeof useHouseCharging> }) {
  const { t } = useTranslation('arrears');
  const items = charging.data?.items ?? [];
  return (
    <ScrollArea>
      <Table striped withTableBorder data-testid="charge-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('item')}</Table.Th>
            <Table.Th>{t('standard')}</Table.Th>
            <Table.Th>{t('target')}</Table.Th>
            <Table.Th ta="right">{t('price')}</Table.Th>
            <Table.Th>{t('cycle')}</Table.Th>
            <Table.Th>{t('startDate')}</Table.Th>
            <Table.Th>{t('endDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableState loading={charging.isPending} empty={items.length === 0} error={charging.error ? errorText(charging.error) : undefined} cols={7} />
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
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
