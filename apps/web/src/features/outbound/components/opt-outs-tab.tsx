import { Alert, Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { confirmDialog } from '../../../shared/dialogs';
import { ListFooter } from '../../../shared/list-footer';
import { usePagedList } from '../../../shared/use-paged-list';
import { optOutsQuery, type OptOutRow } from '../api/list-opt-outs';
import { useRemoveOptOut } from '../api/remove-opt-out';
import { errorText } from '../error-text';
import { OptOutDialog } from './opt-out-dialog';
import { RowsTable } from '../../../shared/list-table';

/** 退订名单: numbers and openids that get no messages (the owner asked, or the desk decided); add, or remove with a confirm. */
export function OptOutsTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('outbound');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const list = usePagedList({ initial: {}, query: (_, paging) => optOutsQuery({ ...paging, ...(q ? { q } : {}) }) });
  const remove = useRemoveOptOut();
  const rows = list.rows;
  const doRemove = async (row: OptOutRow) => {
    if (!(await confirmDialog({ message: t('optOuts.removeQuestion', { address: row.address }) }))) return;
    setFailure(null);
    remove.mutate(row.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('optOuts.removed') }),
      onError: (error) => setFailure(errorText(error)),
    });
  };
  return (
    <Stack gap="sm" data-testid="opt-outs-tab">
      <Group gap="sm" align="flex-end">
        <TextInput label={t('filter.search')} placeholder={t('optOuts.searchHint')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={220} data-testid="opt-out-search" />
        {!readOnly ? <Button onClick={() => setAdding(true)} data-testid="opt-out-add">{t('optOuts.add')}</Button> : null}
      </Group>
      {failure ? <Alert color="red" withCloseButton onClose={() => setFailure(null)} data-testid="opt-outs-error">{failure}</Alert> : null}
      <RowsTable striped withTableBorder columns={[t('optOuts.channel'), t('optOuts.address'), t('optOuts.reason'), t('optOuts.createdAt'), t('optOuts.createdBy'), readOnly ? null : t('templates.actions')]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('optOuts.none') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`opt-out-row-${r.id}`}>
            <Table.Td>{t(`channels.${r.channel}`)}</Table.Td>
            <Table.Td>{r.address}</Table.Td>
            <Table.Td>{r.reason}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.createdAt)}</Table.Td>
            <Table.Td>{r.createdByName ?? ''}</Table.Td>
            <Table.Td>
              {readOnly ? null : (
                <Button size="compact-sm" variant="light" color="red" loading={remove.isPending && remove.variables === r.id} onClick={() => void doRemove(r)} data-testid={`opt-out-remove-${r.id}`}>
                  {t('optOuts.remove')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
      {adding ? <OptOutDialog onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}
