import { Alert, Button, Checkbox, Group, Paper, ScrollArea, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { sumAmounts } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { fieldText, refLabel, useRecordList } from '../api/list-records';
import { useStartRun } from '../api/start-run';
import { errorText } from '../components/error-message';
import { ListFooter, TableState } from '../components/list-footer';
import { EstateSelect, ItemSelect } from '../components/pickers';
import { RunProgress } from '../components/run-progress';
import { RunsList } from '../components/runs-list';
import { AmountCell, thisPeriod } from '../format';
import type { Run } from '../types';

const SIZE = 20;
/** dispatch_status 3 已完成 and 4 已回访: the work orders a service run bills. */
type Done = '3' | '4';
const money = (v: string) => (/^-?\d+(\.\d+)?$/.test(v) ? v : '0');

/** 服务计费: completed work orders with their labour and material costs, billed as a service run. */
export default function ServiceBillingScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('charging');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Done>('3');
  const [selected, setSelected] = useState<number[]>([]);
  const [estateId, setEstateId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  const [period, setPeriod] = useState(thisPeriod);
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const orders = useRecordList('dispatch', { status, page, size: SIZE, sort: 'finishedAt', order: 'desc' });
  const start = useStartRun();
  const rows = orders.data?.rows ?? [];
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const bill = async () => {
    if (!estateId || !itemId || selected.length === 0) {
      setFailure(t('serviceNeeds'));
      return;
    }
    setFailure(null);
    try {
      setRun(await start.mutateAsync({ estateId, kind: 'service', periodFrom: period, dispatchIds: selected, serviceItemId: itemId }));
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
            <EstateSelect value={estateId} onChange={setEstateId} required />
            <ItemSelect value={itemId} onChange={setItemId} required label={t('serviceItem')} />
            <TextInput label={t('period')} placeholder="YYYY-MM" value={period} onChange={(e) => setPeriod(e.currentTarget.value)} w={110} />
            <Button disabled={run?.state === 'running'} loading={start.isPending} onClick={() => void bill()} data-testid="service-run">{t('serviceRun', { count: selected.length })}</Button>
          </Group>
        </Paper>
      ) : null}
      {failure ? <Alert color="red">{failure}</Alert> : null}
      <SegmentedControl value={status} onChange={(v) => { setStatus(v as Done); setPage(1); setSelected([]); }} data={(['3', '4'] as const).map((v) => ({ value: v, label: t(`dispatchStates.${v}`) }))} w="fit-content" />
      {run ? <RunProgress key={run.id} first={run} onFinished={setRun} /> : null}
      <ScrollArea>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36} />
              <Table.Th>{t('orderNo')}</Table.Th>
              <Table.Th>{t('house')}</Table.Th>
              <Table.Th>{t('workContent')}</Table.Th>
              <Table.Th>{t('finishedAt')}</Table.Th>
              <Table.Th ta="right">{t('laborCost')}</Table.Th>
              <Table.Th ta="right">{t('materialCost')}</Table.Th>
              <Table.Th ta="right">{t('amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableState loading={orders.isPending} empty={rows.length === 0} error={orders.error ? errorText(orders.error) : undefined} cols={8} />
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
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListFooter total={orders.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} />
      <RunsList estateId={estateId} kind="service" />
    </Stack>
  );
}
