import { Badge, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runsQuery } from '../api/list-runs';
import { usePagedList } from '../../../shared/use-paged-list';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell } from '../format';
import { ListFooter } from './list-footer';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 10;
const COLOR = { running: 'blue', done: 'green', failed: 'red', cancelled: 'gray' } as const;

/** 计费作业: the runs of an estate (or all), newest first. */
export function RunsList({ estateId, kind }: { estateId: number | null; kind?: 'share' | 'service' }) {
  const { t } = useTranslation('charging');
  const list = usePagedList({ initial: {}, size: SIZE, query: (_, paging) => runsQuery({ estateId: estateId ?? undefined, kind, ...paging }) });
  const rows = list.rows;
  return (
    <Stack gap="sm" data-testid="runs-list">
      <RowsTable striped withTableBorder columns={[t('estate'), t('runKind'), t('period'), t('runState'), right(t('created')), right(t('skipped')), right(t('amount')), t('createdBy'), t('createdAt')]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
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
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
    </Stack>
  );
}
