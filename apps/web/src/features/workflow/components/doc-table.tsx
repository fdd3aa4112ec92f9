import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { DocBrief } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { ListPages, type ListPaging } from '../../../shared/list-pages';
import { PageLoader } from '../../../shared/page-loader';
import { chinaDateTime } from '../../../shared/china-date';
import { STATUS_COLOR, URGENCY_COLOR } from '../lib/format';

export interface DocTableProps<R extends DocBrief> {
  rows: R[] | undefined;
  loading: boolean;
  empty: string;
  onOpen: (row: R) => void;
  /** The to-do list shows the node I hold and when it reached me. */
  todo?: boolean;
  paging?: ListPaging;
  testId: string;
}

/** A list of documents: number, subject, kind, node, starter, status, times; a row opens the document. */
export function DocTable<R extends DocBrief & { nodeName?: string; receivedAt?: string; taskId?: number }>({ rows, loading, empty, onOpen, todo, paging, testId }: DocTableProps<R>) {
  const { t } = useTranslation('workflow');
  if (loading && !rows) return <PageLoader h={200} />;
  if (!rows || rows.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  return (
    <>
      <Table striped highlightOnHover withTableBorder data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.docNumber')}</Table.Th>
            <Table.Th>{t('columns.subject')}</Table.Th>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.node')}</Table.Th>
            <Table.Th>{t('columns.starter')}</Table.Th>
            <Table.Th>{t('columns.urgency')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{todo ? t('columns.receivedAt') : t('columns.sentAt')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.taskId ?? r.id} data-testid="doc-row" data-doc-id={r.id} onDoubleClick={() => onOpen(r)}>
              <Table.Td>{r.docNumber ?? '—'}</Table.Td>
              <Table.Td>{r.subject}</Table.Td>
              <Table.Td>{t(`kinds.${r.kind}`)}</Table.Td>
              <Table.Td>{todo ? r.nodeName : r.currentNodeName}</Table.Td>
              <Table.Td>{r.starterName}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={URGENCY_COLOR[r.urgency]}>{t(`urgency.${r.urgency}`)}</Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[r.status]}>{t(`status.${r.status}`)}</Badge>
              </Table.Td>
              <Table.Td>{chinaDateTime(todo ? r.receivedAt : (r.sentAt ?? r.createdAt))}</Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="light" onClick={() => onOpen(r)} data-testid="doc-open">
                  {t('list.open')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {paging && (
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">{t('list.total', { total: paging.total })}</Text>
          <ListPages list={paging} testId={`${testId}-pages`} />
        </Group>
      )}
    </>
  );
}
