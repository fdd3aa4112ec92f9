import { Alert, Badge, Button, Group, ScrollArea, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPeriod } from '@pm/domain';
import type { ScreenProps } from '../../../shared/screen';
import { useDepreciationPreview, useRunDepreciation } from '../api/assets-api';
import { AmountCell, chinaToday, errorText, previousPeriod } from './assets-format';


/** 折旧计提 (accounting/asset/depreciation): a period's depreciation per asset, the voucher it makes, run once. */
export default function AssetDepreciationScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const [typed, setTyped] = useState(previousPeriod(chinaToday().slice(0, 7)));
  const period = isPeriod(typed) ? typed : null;
  const preview = useDepreciationPreview(period);
  const run = useRunDepreciation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = preview.data;
  const submit = async () => {
    if (!period || !window.confirm(t('assets.confirmRun', { period }))) return;
    setRefusal(null);
    try {
      const done = await run.mutateAsync({ period, work: [] });
      notifications.show({ color: 'green', message: t('assets.runDone', { number: done.voucher?.displayNumber ?? '' }) });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  return (
    <Stack gap="sm" p="sm" data-testid="depreciation-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('assets.menu.depreciation')}</Title>
        <Group align="flex-end">
          <TextInput label={t('assets.period')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} placeholder="YYYY-MM" w={120} data-testid="depreciation-period" error={period ? undefined : 'YYYY-MM'} />
          {data?.done ? <Badge color="green" size="lg" data-testid="depreciation-done">{t('assets.done')}</Badge> : null}
          {data && !data.periodOpen && !data.done ? <Badge color="red" size="lg">{t('assets.notOpen')}</Badge> : null}
          {!readOnly && data && !data.done ? (
            <Button onClick={() => void submit()} loading={run.isPending} disabled={!data.periodOpen || data.rows.length === 0} data-testid="depreciation-run">{t('assets.run')}</Button>
          ) : null}
        </Group>
      </Group>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="depreciation-error">{refusal}</Alert> : null}
      {preview.error ? <Alert color="red">{errorText(preview.error)}</Alert> : null}
      <ScrollArea>
        <Table striped withTableBorder data-testid="depreciation-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('assets.code')}</Table.Th><Table.Th>{t('assets.name')}</Table.Th><Table.Th>{t('assets.method')}</Table.Th>
              <Table.Th ta="right">{t('assets.cost')}</Table.Th><Table.Th ta="right">{t('assets.accumulatedBefore')}</Table.Th>
              <Table.Th ta="right">{t('assets.amount')}</Table.Th><Table.Th ta="right">{t('assets.netValueAfter')}</Table.Th><Table.Th>{t('assets.expenseSubject')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && data.rows.length === 0 ? (
              <Table.Tr><Table.Td colSpan={8}><Text c="dimmed" ta="center">{t('assets.nothing')}</Text></Table.Td></Table.Tr>
            ) : null}
            {(data?.rows ?? []).map((r) => (
              <Table.Tr key={r.assetId}>
                <Table.Td>{r.code}</Table.Td><Table.Td>{r.name}</Table.Td><Table.Td>{r.methodName}</Table.Td>
                <AmountCell value={r.cost} /><AmountCell value={r.accumulatedBefore} /><AmountCell value={r.amount} /><AmountCell value={r.netValueAfter} />
                <Table.Td>{r.expenseSubjectCode}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}><Table.Td colSpan={5}>{t('assets.total')}</Table.Td><AmountCell value={data?.total} testId="depreciation-total" /><Table.Td colSpan={2} /></Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
      {data && data.lines.length ? (
        <Stack gap={4} data-testid="depreciation-voucher">
          <Title order={5}>
            {data.voucher ? `${t('assets.voucher')} ${data.voucher.displayNumber}（${t(`assets.voucherStatus.${data.voucher.status}`)}） ${data.voucher.voucherDate}` : t('assets.voucherLines')}
          </Title>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('assets.summary')}</Table.Th><Table.Th>{t('assets.subject')}</Table.Th><Table.Th ta="right">{t('assets.debit')}</Table.Th><Table.Th ta="right">{t('assets.credit')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((l, i) => {
                const name = data.voucher?.lines[i]?.subjectName;
                return (
                  <Table.Tr key={`${l.subjectCode}-${i}`}>
                    <Table.Td>{l.summary}</Table.Td><Table.Td>{name ? `${l.subjectCode} ${name}` : l.subjectCode}</Table.Td><AmountCell value={l.debit} /><AmountCell value={l.credit} />
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
