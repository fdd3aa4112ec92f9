import { Group, Paper, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePagedList } from '../../../shared/use-paged-list';
import { fieldText, recordListQuery, refLabel } from '../api/list-records';
import { useDictionary } from '../api/options';
import { ListFooter } from './list-footer';
import { EstateSelect } from './pickers';
import { RowsTable, right } from '../../../shared/list-table';

/** The meters of an estate (仪表管理 records). */
export function MetersList() {
  const { t } = useTranslation('charging');
  const kinds = useDictionary('meter_kind');
  const list = usePagedList({
    initial: { estateId: null as number | null },
    query: ({ estateId }, paging) => recordListQuery('meter', { ...paging, ...(estateId ? { estateId } : {}) }),
  });
  const rows = list.rows;
  const kindName = (v: string) => kinds.find((k) => k.value === v)?.cn ?? v;
  return (
    <Stack gap="sm" data-testid="meters-list">
      <Paper withBorder p="sm">
        <Group>
          <EstateSelect value={list.filters.estateId} onChange={(v) => list.setFilter('estateId', v)} />
        </Group>
      </Paper>
      <RowsTable striped withTableBorder columns={[t('meterCode'), t('meterKind'), t('house'), right(t('multiplier')), right(t('initialReading'))]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{fieldText(r, 'code')}</Table.Td>
            <Table.Td>{kindName(fieldText(r, 'kind'))}</Table.Td>
            <Table.Td>{refLabel(r, 'houseId')}</Table.Td>
            <Table.Td ta="right">{fieldText(r, 'multiplier')}</Table.Td>
            <Table.Td ta="right">{fieldText(r, 'initialReading')}</Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
    </Stack>
  );
}
