import { Button, Checkbox, Group, Paper, Stack, Table } from '@mantine/core';
import { standardEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteStandard } from '../api/delete-standard';
import { exportWithPurpose } from '../../../shared/export-with-purpose';
import { usePagedList } from '../../../shared/use-paged-list';
import { standardsQuery } from '../api/list-standards';
import { AmountCell } from '../format';
import { useConfirmedDelete } from './use-confirmed-delete';
import { ListFooter } from './list-footer';
import { EstateSelect, ItemSelect } from './pickers';
import { StandardForm, type StandardFormMode } from './standard-form';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 20;

/** 收费标准 list: estate, item and current-only filters, paging, export, the form drawer, delete. */
export function StandardsTab({ readOnly, title }: { readOnly: boolean; title: string }) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const [current, setCurrent] = useState(true);
  const [mode, setMode] = useState<StandardFormMode | null>(null);
  const filters = { estateId: estateId ?? undefined, itemId: itemId ?? undefined, current: current || undefined };
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => standardsQuery({ ...filters, ...paging }) });
  const rows = list.rows;

  const del = useConfirmedDelete(useDeleteStandard());

  return (
    <Stack gap="sm" data-testid="standards-tab">
      <Paper withBorder p="sm">
        <Group align="flex-end" gap="sm">
          <EstateSelect value={estateId} onChange={setEstateId} />
          <ItemSelect value={itemId} onChange={setItemId} />
          <Checkbox label={t('currentOnly')} checked={current} onChange={(e) => setCurrent(e.currentTarget.checked)} mb={8} />
          <Group ml="auto" gap="xs">
            {!readOnly ? <Button onClick={() => setMode({ kind: 'create', estateId })} data-testid="standard-create">{t('create')}</Button> : null}
            <Button variant="default" onClick={() => void exportWithPurpose(standardEndpoints.exportStandards, filters, `${title}.xlsx`)}>{t('export')}</Button>
          </Group>
        </Group>
      </Paper>
      <RowsTable striped highlightOnHover withTableBorder columns={[t('estate'), t('item'), t('standardCode'), t('standardName'), t('version'), t('priceMethod'), right(t('unitPrice')), right(t('fixedAmount')), t('validFrom'), t('validTo'), right(t('bindingCount')), null]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.estateName}</Table.Td>
            <Table.Td>{r.itemName}</Table.Td>
            <Table.Td>{r.code}</Table.Td>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td>{r.version}</Table.Td>
            <Table.Td>{t(`priceMethods.${r.priceMethod}`)}</Table.Td>
            <AmountCell value={r.unitPrice} />
            <AmountCell value={r.fixedAmount} />
            <Table.Td>{r.validFrom}</Table.Td>
            <Table.Td>{r.validTo ?? ''}</Table.Td>
            <Table.Td ta="right">{r.bindings}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setMode({ kind: 'edit', id: r.id })}>{readOnly ? t('view') : t('edit')}</Button>
                {!readOnly && !r.used && r.bindings === 0 ? (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void del(r.id)}>{t('delete')}</Button>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={SIZE} onPage={list.setPage} />
      <StandardForm mode={mode} onClose={() => setMode(null)} onMode={setMode} readOnly={readOnly} />
    </Stack>
  );
}
