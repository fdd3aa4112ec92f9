import { Badge, ScrollArea, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runsQuery } from '../api/list-runs';
import { usePagedList } from '../../../shared/use-paged-list';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { errorText } from '../../../api/error-text';
import { ListFooter, TableState } from './list-footer';

const SIZE = 10;
const COLOR = { running: 'blue', done: 'green', failed: 'red', cancelled: 'gray' } as const;

/** 计费作业: the runs of an estate (or all), newest first. */
export function RunsList({ estateId, kind }: { estateId: number | null; kind?: 'share' | 'service' }) {
  const { t } = useTranslation('charging');
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => runsQuery({ estateId: estateId ?? undefined, kind, ...paging }) });
  const rows = list.rows;
  return (
    <Stack gap="sm" data-testid="runs-list">
      <ScrollArea>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('estate')}</Table.Th>
              <Table.Th>{t('runKind')}</Table.Th>
              <Table.Th>{t('period')}</Table.Th>
              <Table.Th>{t('runState')}</Table.Th>
              <Table.Th ta="right">{t('created')}</Table.Th>
              <Table.Th ta="right">{t('skipped')}</Table.Th>
              <Table.Th ta="right">{t('amount')}</Table.Th>
              <Table.Th>{t('createdBy')}</Table.Th>
              <Table.Th>{t('createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={list.query.isPending} empty={rows.length === 0} error={list.query.error ? errorText(list.query.error) : undefined} cols={9} />
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.estateName}</Table.Td>
                <Table.Td>{t(`runKinds.${r.kind}`, { defaultValue: r.kind })}</Table.Td>
                <Table.Td>{r.periodFrom === r.periodTo ? r.periodFrom : `${r.periodFrom} ~ ${r.periodTo}`}</Table.Td>
                <Table.Td>
                  <Badge color={COLOR[r.state]} title={r.error ?? undefined}>{t(`runStates.${r.state}`)}</Badge>
                </Table.Td>
                <Table.Td ta="right">{r.linesCreated}</Table.Td>
                <Table.Td ta="right">{r.linesSkipped}</Table.Td>
                <AmountCell value={r.amount} />
                <Table.Td>{r.createdByName ?? ''}</Table.Td>
                <Table.Td>{chinaDateTime(r.createdAt, { seconds: true })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
    </Stack>
  );
}
