import { Group, Paper, ScrollArea, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText, refLabel, useRecordList } from '../api/list-records';
import { useDictionary } from '../api/options';
import { errorText } from './error-message';
import { ListFooter, TableState } from './list-footer';
import { EstateSelect } from './pickers';

const SIZE = 20;

/** The meters of an estate (仪表管理 records). */
export function MetersList() {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const kinds = useDictionary('meter_kind');
  const list = useRecordList('meter', { page, size: SIZE, ...(estateId ? { estateId } : {}) });
  const rows = list.data?.rows ?? [];
  const kindName = (v: string) => kinds.find((k) => k.value === v)?.cn ?? v;
  return (
    <Stack gap="sm" data-testid="meters-list">
      <Paper withBorder p="sm">
        <Group>
          <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setPage(1); }} />
        </Group>
      </Paper>
      <ScrollArea>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('meterCode')}</Table.Th>
              <Table.Th>{t('meterKind')}</Table.Th>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th ta="right">{t('multiplier')}</Table.Th>
              <Table.Th ta="right">{t('initialReading')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={list.isPending} empty={rows.length === 0} error={list.error ? errorText(list.error) : undefined} cols={5} />
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{fieldText(r, 'code')}</Table.Td>
                <Table.Td>{kindName(fieldText(r, 'kind'))}</Table.Td>
                <Table.Td>{refLabel(r, 'houseId')}</Table.Td>
                <Table.Td ta="right">{fieldText(r, 'multiplier')}</Table.Td>
                <Table.Td ta="right">{fieldText(r, 'initialReading')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} />
    </Stack>
  );
}
