import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountCell } from '../../../shared/amount';
import type { WorkOrderDetail } from '../api/workorders';

/** 完工's materials, labour and visit fee (decimal text from the server, shown as it is). */
export function MaterialsTable({ materials }: { materials: WorkOrderDetail['materials'] }) {
  const { t } = useTranslation('workorders');
  if (materials.length === 0) return <Text size="sm" c="dimmed">{t('materials.none')}</Text>;
  return (
    <Table withTableBorder fz="sm" data-testid="wo-materials">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('materials.kind')}</Table.Th>
          <Table.Th>{t('materials.name')}</Table.Th>
          <Table.Th ta="right">{t('materials.unitPrice')}</Table.Th>
          <Table.Th ta="right">{t('materials.quantity')}</Table.Th>
          <Table.Th ta="right">{t('materials.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {materials.map((m, i) => (
          <Table.Tr key={i}>
            <Table.Td>{t(`materials.kinds.${m.kind}`)}</Table.Td>
            <Table.Td>{m.name}</Table.Td>
            <Table.Td ta="right">{m.unitPrice}</Table.Td>
            <Table.Td ta="right">{m.quantity}</Table.Td>
            <AmountCell value={m.amount} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
