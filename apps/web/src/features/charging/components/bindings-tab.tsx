import { Button, Checkbox, Group, Paper, Stack, Table } from '@mantine/core';
import { standardEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { usePagedList } from '../../../shared/use-paged-list';
import { bindingsQuery } from '../api/list-bindings';
import type { Binding } from '../types';
import { BulkBindDialog } from './bulk-bind-dialog';
import { EndBindingDialog } from './end-binding-dialog';
import { ListFooter } from './list-footer';
import { BuildingSelect, EstateSelect, HouseSelect, ItemSelect } from './pickers';
import { RowsTable } from '../../../shared/list-table';

const SIZE = 20;

interface Props {
  readOnly: boolean;
  title: string;
  /** The meters screen: meter bindings only (usage standards). */
  targetType?: 'meter';
}

/** 绑定: who is charged by which standard since when; bulk bind and end a binding. */
export function BindingsTab({ readOnly, title, targetType }: Props) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [buildingId, setBuildingId] = useState<number | null>(null);
  const [houseId, setHouseId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const [live, setLive] = useState(true);
  const [binding, setBinding] = useState(false);
  const [ending, setEnding] = useState<Binding | null>(null);
  const filters = { estateId: estateId ?? undefined, buildingId: buildingId ?? undefined, houseId: houseId ?? undefined, itemId: itemId ?? undefined, targetType, live: live || undefined };
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => bindingsQuery({ ...filters, ...paging }) });
  const rows = list.rows;

  return (
    <Stack gap="sm" data-testid="bindings-tab">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <EstateSelect value={estateId} onChange={(v) => { setEstateId(v); setBuildingId(null); setHouseId(null); }} />
          <BuildingSelect estateId={estateId} value={buildingId} onChange={setBuildingId} />
          <HouseSelect estateId={estateId} value={houseId} onChange={setHouseId} />
          <ItemSelect value={itemId} onChange={setItemId} />
          <Checkbox label={t('liveOnly')} checked={live} onChange={(e) => setLive(e.currentTarget.checked)} mb={8} />
          <Group ml="auto" gap="xs">
            {!readOnly ? <Button onClick={() => setBinding(true)} data-testid="bulk-bind">{t('bulkBind')}</Button> : null}
            <Button variant="default" onClick={() => void exportWithPurpose(standardEndpoints.exportBindings, filters, `${title}.xlsx`)}>{t('export')}</Button>
          </Group>
        </Group>
      </Paper>
      <RowsTable striped highlightOnHover withTableBorder columns={[t('house'), t('targetType'), t('target'), t('item'), t('standard'), t('startDate'), t('endDate'), null]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{`${r.houseCode} ${r.houseName}`}</Table.Td>
            <Table.Td>{t(`targets.${r.targetType}`, { defaultValue: r.targetType })}</Table.Td>
            <Table.Td>{r.targetName}</Table.Td>
            <Table.Td>{r.itemName}</Table.Td>
            <Table.Td>{`${r.standardCode} ${r.standardName}`}</Table.Td>
            <Table.Td>{r.startDate}</Table.Td>
            <Table.Td>{r.endDate ?? ''}</Table.Td>
            <Table.Td>
              {!readOnly && !r.endDate ? <Button size="compact-xs" variant="subtle" color="red" onClick={() => setEnding(r)}>{t('endBinding')}</Button> : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
      {binding ? <BulkBindDialog opened onClose={() => setBinding(false)} estateId={estateId} {...(targetType ? { targetType } : {})} /> : null}
      <EndBindingDialog binding={ending} onClose={() => setEnding(null)} />
    </Stack>
  );
}
