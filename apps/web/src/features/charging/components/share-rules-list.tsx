import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteShareRule } from '../api/delete-share-rule';
import { usePagedList } from '../../../shared/use-paged-list';
import { shareRulesQuery } from '../api/list-share-rules';
import { useDictionary } from '../api/options';
import { AmountCell } from '../format';
import type { ShareRule } from '../types';
import { useConfirmedDelete } from './use-confirmed-delete';
import { ListFooter } from './list-footer';
import { EstateSelect } from './pickers';
import { ShareRuleForm } from './share-rule-form';
import { SharePreview } from './share-preview';
import { RowsTable, right } from '../../../shared/list-table';

/** Share rules: setup edits them (分摊设置); ops previews and runs them (费用分摊). */
export function ShareRulesList({ mode, readOnly }: { mode: 'setup' | 'ops'; readOnly: boolean }) {
  const { t } = useTranslation('charging');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ rule: ShareRule | null } | null>(null);
  const [previewing, setPreviewing] = useState<ShareRule | null>(null);
  const list = usePagedList({ initial: {}, query: (_, paging) => shareRulesQuery({ estateId: estateId ?? undefined, ...paging }) });
  const methods = useDictionary('share_method');
  const rows = list.rows;
  const del = useConfirmedDelete(useDeleteShareRule());
  const editable = mode === 'setup' && !readOnly;

  return (
    <Stack gap="sm" data-testid="share-rules">
      <Group justify="space-between">
        <EstateSelect value={estateId} onChange={setEstateId} />
        {editable ? <Button onClick={() => setEditing({ rule: null })} data-testid="share-create">{t('create')}</Button> : null}
      </Group>
      <RowsTable striped withTableBorder columns={[t('estate'), t('shareName'), t('item'), t('shareMethod'), t('sharedMeter'), right(t('shareAmount')), t('shareScope'), t('active'), null]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.estateName}</Table.Td>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td>{r.itemName}</Table.Td>
            <Table.Td>{methods.find((m) => m.value === r.method)?.cn ?? r.method}</Table.Td>
            <Table.Td>{r.meterCode ?? ''}</Table.Td>
            {r.amount ? <AmountCell value={r.amount} /> : <Table.Td ta="right">{r.standardCode ?? ''}</Table.Td>}
            <Table.Td>{r.scope === 'houses' ? t('shareHouseCount', { count: r.houses }) : t(`shareScopes.${r.scope}`, { defaultValue: r.scope })}</Table.Td>
            <Table.Td>{r.active ? <Badge color="green">{t('yes')}</Badge> : <Badge color="gray">{t('no')}</Badge>}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-xs" variant="subtle" onClick={() => setPreviewing(r)}>{mode === 'ops' ? t('previewAndRun') : t('preview')}</Button>
                {editable ? <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ rule: r })}>{t('edit')}</Button> : null}
                {editable ? <Button size="compact-xs" variant="subtle" color="red" onClick={() => void del(r.id)}>{t('delete')}</Button> : null}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
      <ShareRuleForm rule={editing?.rule ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <SharePreview rule={previewing} onClose={() => setPreviewing(null)} readOnly={readOnly || mode === 'setup'} />
    </Stack>
  );
}
