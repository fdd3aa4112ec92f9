import { Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../../../shared/amount';
import { ownerAccountEndpoints } from '@pm/contracts';
import type { ScreenProps } from '../../../shared/screen';
import { ExportButton } from '../components/export-button';
import { useBuildings } from '../api/options';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { repairHousesQuery } from '../api/repair-fund';
import { EstateSelect } from '../components/estate-select';
import { RepairStatementView } from '../components/repair-statement';
import { RowsTable, right } from '../../../shared/list-table';

/** 维修账户: the repair fund per house (分户账): area, rate, due, deposited, balance; a house's statement to print. */
export default function RepairScreen({ title }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [statementOf, setStatementOf] = useState<number | null>(null);
  const list = usePagedList({
    initial: { estateId: null as number | null, buildingId: null as number | null },
    query: (f, paging) => repairHousesQuery(f.estateId, { ...paging, keyword, buildingId: f.buildingId }),
  });
  const { estateId, buildingId } = list.filters;
  const buildings = useBuildings(estateId);
  const data = list.query.data;
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end">
        <EstateSelect value={estateId} onChange={(id) => list.setFilters({ estateId: id, buildingId: null })} />
        <Select label={t('building')} data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.label }))} value={buildingId ? String(buildingId) : null} onChange={(v) => list.setFilter('buildingId', v ? Number(v) : null)} clearable w={160} disabled={!estateId} />
        <TextInput label={t('repair.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={200} />
        <ExportButton
          endpoint={ownerAccountEndpoints.repairHousesExport}
          input={{ estateId: estateId ?? 0, ...(buildingId ? { buildingId } : {}), ...(keyword ? { q: keyword } : {}) }}
          fileName={`${t('repair.ledgerFile')}.xlsx`}
          disabled={!estateId || (data?.total ?? 0) === 0}
          testId="repair-export"
        />
      </Group>
      {data ? (
        <Paper withBorder p="sm">
          <Group gap="xl">
            <Text size="sm">{`${t('repair.totalDue')} ${amountText(data.totalDue)}`}</Text>
            <Text size="sm">{`${t('repair.totalDeposited')} ${amountText(data.totalDeposited)}`}</Text>
            <Text size="sm" data-testid="repair-total-balance">{`${t('repair.totalBalance')} ${amountText(data.totalBalance)}`}</Text>
          </Group>
        </Paper>
      ) : null}
      <RowsTable striped withTableBorder highlightOnHover data-testid="repair-houses" columns={[t('house'), t('building'), right(t('repair.area')), right(t('repair.rate')), right(t('repair.due')), right(t('repair.deposited')), right(t('repair.balance')), null]} state={{ loading: list.query.isPending && estateId !== null, empty: list.rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {list.rows.map((r) => (
          <Table.Tr key={r.houseId}>
            <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
            <Table.Td>{r.buildingName ?? ''}</Table.Td>
            <Table.Td ta="right">{r.area ?? ''}</Table.Td>
            <Table.Td ta="right">{r.rate ?? ''}</Table.Td>
            <AmountCell value={r.due} />
            <AmountCell value={r.deposited} />
            <AmountCell value={r.balance} />
            <Table.Td>
              <Button size="compact-xs" variant="subtle" onClick={() => setStatementOf(r.houseId)} data-testid={`statement-${r.houseCode}`}>{t('repair.statement')}</Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListPages list={list} size="md" />
      {statementOf !== null ? <RepairStatementView houseId={statementOf} onClose={() => setStatementOf(null)} /> : null}
    </Stack>
  );
}
