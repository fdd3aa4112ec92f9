import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { EndpointOutput, periodEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { ScreenProps } from '../../../shared/screen';
import { useClosePeriod, useOpenNext, usePeriods, useReopenPeriod } from '../api/periods-api';
import { MoneyTd } from '../components/ledger-money';

type CloseResult = EndpointOutput<typeof periodEndpoints.close>;

/** 会计期间: the list, 开启下一期间, 结账 of the current period (with what it did), 反结账 of the latest closed with a reason. */
export default function PeriodsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const periods = usePeriods();
  const openNext = useOpenNext();
  const close = useClosePeriod();
  const reopen = useReopenPeriod();
  const [result, setResult] = useState<CloseResult | null>(null);
  const [reopening, setReopening] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const info = periods.data;
  return (
    <Stack gap="sm" p="sm" data-testid="periods-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('periods.title')}</Title>
        <Group>
          <Text size="sm">{t('periods.current', { period: info?.current ?? '—' })}</Text>
          <Button variant="default" disabled={readOnly} loading={openNext.isPending} onClick={() => openNext.mutate()} data-testid="open-next">{t('periods.openNext')}</Button>
        </Group>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('periods.period')}</Table.Th>
            <Table.Th>{t('periods.status')}</Table.Th>
            <Table.Th ta="right">{t('periods.vouchers')}</Table.Th>
            <Table.Th ta="right">{t('periods.pending')}</Table.Th>
            <Table.Th>{t('periods.closedAt')}</Table.Th>
            <Table.Th>{t('periods.closedBy')}</Table.Th>
            <Table.Th>{t('periods.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(info?.periods ?? []).map((p) => (
            <Table.Tr key={p.period} data-testid={`period-${p.period}`}>
              <Table.Td>{p.period}</Table.Td>
              <Table.Td><Badge color={p.status === 'closed' ? 'gray' : 'green'} variant="light">{t(`periods.state.${p.status}`)}</Badge></Table.Td>
              <Table.Td ta="right">{p.voucherCount}</Table.Td>
              <Table.Td ta="right" c={p.pendingCount > 0 ? 'orange' : undefined}>{p.pendingCount}</Table.Td>
              <Table.Td>{chinaDateTime(p.closedAt)}</Table.Td>
              <Table.Td>{p.closedByName ?? ''}</Table.Td>
              <Table.Td>
                {p.period === info?.current && (
                  <Button size="xs" disabled={readOnly} loading={close.isPending} data-testid="close-period"
                    onClick={() => close.mutate(p.period, { onSuccess: (r) => setResult(r) })}>{t('periods.close')}</Button>
                )}
                {p.period === info?.latestClosed && (
                  <Button size="xs" variant="light" color="red" disabled={readOnly} data-testid="reopen-period" onClick={() => { setReason(''); setReopening(p.period); }}>{t('periods.reopen')}</Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={result !== null} onClose={() => setResult(null)} title={t('periods.closed', { period: result?.period ?? '' })} size="lg">
        {result && (
          <Stack gap="xs" data-testid="close-result">
            <Text size="sm">{result.voucherNo ? t('periods.closingVoucher', { no: result.voucherNo }) : t('periods.nothingToCarry')}</Text>
            {result.closingLines.length > 0 && (
              <Table withTableBorder>
                <Table.Thead><Table.Tr><Table.Th>{t('ledger.summary')}</Table.Th><Table.Th>{t('ledger.subject')}</Table.Th><Table.Th ta="right">{t('ledger.debit')}</Table.Th><Table.Th ta="right">{t('ledger.credit')}</Table.Th></Table.Tr></Table.Thead>
                <Table.Tbody>
                  {result.closingLines.map((l, i) => (
                    <Table.Tr key={i}><Table.Td>{l.summary}</Table.Td><Table.Td>{l.subjectCode}</Table.Td><MoneyTd value={l.debit} /><MoneyTd value={l.credit} /></Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {result.renumbered > 0 && <Text size="sm">{t('periods.renumbered', { count: result.renumbered })}</Text>}
            {result.gapMessages.map((m) => <Text key={m} size="sm" c="orange">{m}</Text>)}
            {result.openedNext && <Text size="sm">{t('periods.openedNext', { period: result.openedNext })}</Text>}
          </Stack>
        )}
      </Modal>
      <Modal opened={reopening !== null} onClose={() => setReopening(null)} title={t('periods.reopenTitle', { period: reopening ?? '' })}>
        <Stack>
          <Text size="sm">{t('periods.reopenHint')}</Text>
          <Textarea label={t('periods.reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} data-testid="reopen-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setReopening(null)}>{t('ledger.cancel')}</Button>
            <Button color="red" disabled={!reason.trim()} loading={reopen.isPending} data-testid="reopen-confirm"
              onClick={() => reopening && reopen.mutate({ period: reopening, reason: reason.trim() }, { onSuccess: () => setReopening(null) })}>{t('periods.reopen')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
