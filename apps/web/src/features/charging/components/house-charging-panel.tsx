import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseCharging } from '../api/house-charging';
import { EstateSelect, HouseSelect } from './pickers';
import { RowsTable, right } from '../../../shared/list-table';

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
        <RowsTable striped withTableBorder scroll={false} columns={[t('item'), t('standard'), t('target'), right(t('price')), t('cycle'), t('startDate'), t('endDate')]} state={{ loading: charging.isPending, empty: items.length === 0, error: charging.error, emptyText: t('empty') }}>
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
        </RowsTable>
      ) : (
        <Text c="dimmed" size="sm">{t('pickHouse')}</Text>
      )}
    </Stack>
  );
}
