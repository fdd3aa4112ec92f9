import { Button, Group, Pagination, Paper, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../../../shared/amount';
import { ownerAccountEndpoints } from '@pm/contracts';
import type { ScreenProps } from '../../../shared/screen';
import { ExportButton } from '../components/export-button';
import { useBuildings } from '../api/options';
import { useRepairHouses } from '../api/repair-fund';
import { EstateSelect } from '../components/estate-select';
import { RepairStatementView } from '../components/repair-statement';
import { TableState } from '../components/table-state';

const SIZE = 20;

/** 维修账户: the repair fund per house (分户账): area, rate, due, deposited, balance; a house's statement to print. */
export default function RepairScreen({ title }: ScreenProps) {
  const { t } = useTranslation('owners');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [statementOf, setStatementOf] = useState<number | null>(null);
  const buildings = useBuildings(estateId);
  const list = useRepairHouses(estateId, { page, size: SIZE, keyword, buildingId });
  const data = list.data;
  return (
    <Stack p="md" gap="sm">
      <Text fw={600}>{title}</Text>
      <Group align="flex-end">
        <EstateSelect value={estateId} onChange={(id) => { setEstateId(id); setBuildingId(null); setPage(1); }} />
        <Select label={t('building')} data={(buildings.data ?? []).map((b) => ({ value: String(b.id), label: b.label }))} value={buildingId ? String(buildingId) : null} onChange={(v) => { setBuildingId(v ? Number(v) : null); setPage(1); }} clearable w={160} disabled={!estateId} />
        <TextInput label={t('repair.search')} value={search} onChange={(e) => { setSearch(e.currentTarget.value); setPage(1); }} w={200} />
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
      <ScrollArea>
        <Table striped withTableBorder highlightOnHover data-testid="repair-houses">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th>{t('building')}</Table.Th>
              <Table.Th ta="right">{t('repair.area')}</Table.Th>
              <Table.Th ta="right">{t('repair.rate')}</Table.Th>
              <Table.Th ta="right">{t('repair.due')}</Table.Th>
              <Table.Th ta="right">{t('repair.deposited')}</Table.Th>
              <Table.Th ta="right">{t('repair.balance')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={list.isPending && estateId !== null} empty={(data?.rows.length ?? 0) === 0} error={list.error} cols={8} />
            {(data?.rows ?? []).map((r) => (
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
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {data && data.total > SIZE ? <Pagination total={Math.ceil(data.total / SIZE)} value={page} onChange={setPage} /> : null}
      {statementOf !== null ? <RepairStatementView houseId={statementOf} onClose={() => setStatementOf(null)} /> : null}
    </Stack>
  );
}
