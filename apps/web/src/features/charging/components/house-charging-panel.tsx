import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseCharging } from '../api/house-charging';
import { errorText } from '../../../api/error-text';
import { TableState } from './list-footer';
import { EstateSelect, HouseSelect } from './pickers';

/** 房屋收费项目: the items a house is charged (its live bindings). */
export function HouseChargingPanel() {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(null);
  const charging = useHouseCharging(houseId);
  const items = charging.data?.items ?? [];
  return (
    <Stack gap="sm" data-testid="house-charging-panel">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setHouseId(null); }} />
          <HouseSelect estateId={estateId} value={houseId} onChange={setHouseId} />
          {charging.data ? <Text size="sm" mb={8}>{t('chargeStartDate')}：{charging.data.chargeStartDate ?? t('none')}</Text> : null}
        </Group>
      </Paper>
      {houseId ? (
        <Table striped withTableBorder>
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
                <Table.Td>{`${i.standardCode} ${i.standardName}`}</Table.Td>
                <Table.Td>{`${t(`targets.${i.targetType}`, { defaultValue: i.targetType })} ${i.targetName}`}</Table.Td>
                {/* the server answers the price as displayed (formatted, with its unit) */}
                <Table.Td ta="right">{i.price}</Table.Td>
                <Table.Td>{i.cycle}</Table.Td>
                <Table.Td>{i.startDate}</Table.Td>
                <Table.Td>{i.endDate ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text c="dimmed" size="sm">{t('pickHouse')}</Text>
      )}
    </Stack>
  );
}
