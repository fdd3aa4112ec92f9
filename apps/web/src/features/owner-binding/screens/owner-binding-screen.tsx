import { Alert, Badge, Button, Group, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { TableState } from '../../../shared/table-state';
import { useDecideBinding } from '../api/decide-binding';
import { useEstates } from '../api/estates';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { bindingsQuery, type StaffBindingRow } from '../api/list-bindings';
import { ReasonDialog } from '../components/reason-dialog';
import { errorText } from '../../../api/error-text';

const SIZE = 20;
const STATES = ['pending', 'approved', 'rejected', 'revoked'] as const;
type State = (typeof STATES)[number];
const STATE_COLOR: Record<State, string> = { pending: 'orange', approved: 'green', rejected: 'red', revoked: 'gray' };

/**
 * 客户服务中心 → 业主认证: the owners' applications for a house (待审核 first), whether name and ID digits match the
 * records; 通过 or 驳回 a pending one, 撤销 an approved one (a reason for both, the owner sees it).
 */
export default function OwnerBindingScreen({ readOnly }: ScreenProps) {
  const { t } = useTranslation('owner-binding');
  const [state, setState] = useState<State | 'all'>('pending');
  const [estateId, setEstateId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [asking, setAsking] = useState<{ row: StaffBindingRow; decision: 'reject' | 'revoke' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const estates = useEstates();
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => bindingsQuery({ ...paging, ...(state === 'all' ? {} : { state }), ...(estateId === null ? {} : { estateId }), ...(q ? { q } : {}) }) });
  const approve = useDecideBinding('approve');
  const reject = useDecideBinding('reject');
  const revoke = useDecideBinding('revoke');
  const rows = list.rows;
  const doApprove = (row: StaffBindingRow) => {
    setFailure(null);
    approve.mutate({ id: row.id }, { onError: (error) => setFailure(errorText(error)) });
  };
  const columns = ['estate', 'house', 'name', 'phone', 'idLast4', 'matches', 'createdAt', 'state', 'decidedBy'] as const;
  return (
    <Stack gap="sm" p="md" data-testid="owner-binding-screen">
      <Group gap="sm" align="flex-end">
        <Select
          label={t('filter.state')}
          data={[...STATES.map((s) => ({ value: s, label: t(`states.${s}`) })), { value: 'all', label: t('filter.all') }]}
          value={state}
          onChange={(v) => setState((v ?? 'pending') as State | 'all')}
          allowDeselect={false}
          w={120}
          data-testid="binding-state-filter"
        />
        <Select
          label={t('filter.estate')}
          placeholder={t('filter.allEstates')}
          data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
          value={estateId === null ? null : String(estateId)}
          onChange={(v) => setEstateId(v ? Number(v) : null)}
          clearable
          searchable
          w={200}
          data-testid="binding-estate-filter"
        />
        <TextInput
          label={t('filter.search')}
          placeholder={t('filter.searchHint')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={220}
          data-testid="binding-search"
        />
      </Group>
      {failure ? (
        <Alert color="red" withCloseButton onClose={() => setFailure(null)} data-testid="binding-error">
          {failure}
        </Alert>
      ) : null}
      <ScrollArea>
        <Table striped withTableBorder highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
              ))}
              <Table.Th>{readOnly ? null : t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={list.query.isPending} empty={rows.length === 0} error={list.query.error ? errorText(list.query.error) : undefined} cols={10} emptyText={t('none')} />
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid={`binding-row-${r.id}`}>
                <Table.Td>{r.estateName}</Table.Td>
                <Table.Td>
                  {r.houseCode} {r.houseName}
                </Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td>{r.phone}</Table.Td>
                <Table.Td>{r.idLast4}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={r.matchesRecord ? 'green' : 'red'}>
                    {r.matchesRecord ? t('yes') : t('no')}
                  </Badge>
                </Table.Td>
                <Table.Td>{chinaDateTime(r.createdAt)}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={STATE_COLOR[r.state]}>
                    {t(`states.${r.state}`)}
                  </Badge>
                  {r.reason ? (
                    <Text size="xs" c="dimmed">
                      {r.reason}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {r.decidedByName ?? ''}
                  {r.decidedAt ? (
                    <Text size="xs" c="dimmed">
                      {chinaDateTime(r.decidedAt)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  {readOnly ? null : (
                    <Group gap={4} wrap="nowrap">
                      {r.state === 'pending' ? (
                        <>
                          <Button size="compact-sm" loading={approve.isPending && approve.variables.id === r.id} onClick={() => doApprove(r)} data-testid={`binding-approve-${r.id}`}>
                            {t('approve')}
                          </Button>
                          <Button size="compact-sm" variant="light" color="red" onClick={() => setAsking({ row: r, decision: 'reject' })} data-testid={`binding-reject-${r.id}`}>
                            {t('reject')}
                          </Button>
                        </>
                      ) : null}
                      {r.state === 'approved' ? (
                        <Button size="compact-sm" variant="light" color="red" onClick={() => setAsking({ row: r, decision: 'revoke' })} data-testid={`binding-revoke-${r.id}`}>
                          {t('revoke')}
                        </Button>
                      ) : null}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPages list={list} />
      <ReasonDialog
        opened={asking !== null}
        title={asking?.decision === 'revoke' ? t('revokeTitle') : t('rejectTitle')}
        message={
          asking
            ? t(asking.decision === 'revoke' ? 'revokeMessage' : 'rejectMessage', { name: asking.row.name, estate: asking.row.estateName, house: asking.row.houseName })
            : ''
        }
        confirmLabel={asking?.decision === 'revoke' ? t('revoke') : t('reject')}
        onConfirm={(reason) => (asking?.decision === 'revoke' ? revoke : reject).mutateAsync({ id: asking!.row.id, reason })}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
