import { Alert, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { sumAmounts } from '@pm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { usePagedList } from '../../../shared/use-paged-list';
import { fieldText, recordListQuery, refLabel } from '../api/list-records';
import { chargingKeys } from '../api/keys';
import { useStartRun } from '../api/start-run';
import { errorText } from '../../../api/error-text';
import { ListFooter } from '../components/list-footer';
import { EstateSelect, ItemSelect } from '../components/pickers';
import { RunProgress } from '../components/run-progress';
import { RunsList } from '../components/runs-list';
import { WorkOrderBillTable } from '../components/work-order-bill-table';
import { AmountCell, thisPeriod } from '../format';
import type { Run } from '../types';
import { RowsTable, right } from '../../../shared/list-table';

const SIZE = 20;
/** 有偿服务 work orders, or the 历史派工单 in dispatch_status 3 已完成 / 4 已回访: what a service run bills. */
type Source = 'work_orders' | '3' | '4';
const SOURCES: readonly Source[] = ['work_orders', '3', '4'];
/** What the list shows: the orders of a source, and the estate the 有偿服务 ones are of. */
interface Shown {
  source: Source;
  estateId: number | null;
}
const FIRST: Shown = { source: 'work_orders', estateId: null };
const money = (v: string) => (/^-?\d+(\.\d+)?$/.test(v) ? v : '0');

/**
 * 服务计费: finished 有偿服务 work orders (and the completed 历史派工单) with their labour and material costs, the
 * chosen ones billed as a service run: one line each under the chosen 收费项目, waiting for 计费审核.
 */
export default function ServiceBillingScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  // One page for either table: another source or estate is page 1 again. The read here is the 历史派工单's (none
  // while the 有偿服务 orders show: their table reads its own page).
  const list = usePagedList({
    initial: FIRST,
    size: SIZE,
    query: (shown, paging) => ({
      ...recordListQuery('dispatch', { status: shown.source === 'work_orders' ? '3' : shown.source, ...paging, sort: 'finishedAt', order: 'desc' }),
      enabled: shown.source !== 'work_orders',
    }),
  });
  const { source, estateId } = list.filters;
  const [selected, setSelected] = useState<number[]>([]);
  const [itemId, setItemId] = useState<number | null>(null);
  const [period, setPeriod] = useState(thisPeriod);
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = useStartRun();
  const client = useQueryClient();
  const rows = list.rows;
  const onFinished = (done: Run) => {
    setRun(done);
    // The orders it billed are no longer offered.
    void client.invalidateQueries({ queryKey: chargingKeys.area('billable-work-orders') });
  };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const bill = async () => {
    if (!estateId || !itemId || selected.length === 0) {
      setFailure(t('serviceNeeds'));
      return;
    }
    setFailure(null);
    try {
      const ids = source === 'work_orders' ? { workOrderIds: selected } : { dispatchIds: selected };
      setRun(await start.mutateAsync({ estateId, kind: 'service', periodFrom: period, ...ids, serviceItemId: itemId }));
      setSelected([]);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="service-billing-screen">
      <Title order={4}>{title || t('menu.serviceBilling')}</Title>
      {!readOnly ? (
        <Paper withBorder p="sm">
          <Group align="flex-end" gap="sm">
            <EstateSelect value={estateId} onChange={(v) => { list.setFilter('estateId', v); setSelected([]); }} required />
            <ItemSelect value={itemId} onChange={setItemId} required label={t('serviceItem')} />
            <TextInput label={t('period')} placeholder="YYYY-MM" value={period} onChange={(e) => setPeriod(e.currentTarget.value)} w={110} />
            <Button disabled={run?.state === 'running'} loading={start.isPending} onClick={() => void bill()} data-testid="service-run">{t('serviceRun', { count: selected.length })}</Button>
          </Group>
        </Paper>
      ) : null}
      {failure ? <Alert color="red">{failure}</Alert> : null}
      <SegmentedControl value={source} onChange={(v) => { list.setFilter('source', SOURCES.find((x) => x === v) ?? 'work_orders'); setSelected([]); }} data={SOURCES.map((v) => ({ value: v, label: t(`serviceSources.${v}`) }))} w="fit-content" data-testid="service-source" />
      {run ? <RunProgress key={run.id} first={run} onFinished={onFinished} /> : null}
      {source === 'work_orders' ? (
        <WorkOrderBillTable estateId={estateId} page={list.page} size={list.size} onPage={list.setPage} selected={selected} onToggle={toggle} readOnly={readOnly} />
      ) : (
        <>
      <RowsTable striped withTableBorder columns={[{ cell: <Table.Th w={36} /> }, t('orderNo'), t('house'), t('workContent'), t('finishedAt'), right(t('laborCost')), right(t('materialCost')), right(t('amount'))]} state={{ loading: list.query.isPending, empty: rows.length === 0, error: list.query.error, emptyText: t('empty') }}>
        {rows.map((r) => {
          const labor = fieldText(r, 'laborCost');
          const material = fieldText(r, 'materialCost');
          return (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Checkbox aria-label={`${t('select')} ${fieldText(r, 'orderNo')}`} checked={selected.includes(r.id)} disabled={readOnly} onChange={() => toggle(r.id)} />
              </Table.Td>
              <Table.Td>{fieldText(r, 'orderNo')}</Table.Td>
              <Table.Td>{refLabel(r, 'houseId')}</Table.Td>
              <Table.Td>{fieldText(r, 'content').slice(0, 40)}</Table.Td>
              <Table.Td>{chinaDateTime(fieldText(r, 'finishedAt'))}</Table.Td>
              <AmountCell value={labor || null} />
              <AmountCell value={material || null} />
              <AmountCell value={sumAmounts([money(labor), money(material)])} />
            </Table.Tr>
          );
        })}
      </RowsTable>
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
        </>
      )}
      <RunsList estateId={estateId} kind="service" />
    </Stack>
  );
}
