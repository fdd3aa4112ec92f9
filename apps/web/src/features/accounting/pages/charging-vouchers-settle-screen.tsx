import { Alert, Badge, Button, Group, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../shared/screen';
import { useAssetEstates } from '../api/assets-api';
import { useChargingPreview, useChargingVoucherList, useGenerateChargingVouchers, type ChargingRange } from '../api/charging-vouchers-api';
import { AmountCell, chinaToday, errorText } from './assets-format';
import { ChargingVoucherSourcesDrawer } from './charging-vouchers-sources-drawer';
import { DateField } from '../../../shared/date-field';

/** 凭证收费结算 (charging/settle/voucher): a date range and estate → the vouchers per day and tender, generate, drill down. */
export default function ChargingVoucherSettleScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const [dateFrom, setDateFrom] = useState(chinaToday());
  const [dateTo, setDateTo] = useState(chinaToday());
  const [estateId, setEstateId] = useState<string | null>(null);
  const [range, setRange] = useState<ChargingRange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [drill, setDrill] = useState<number | null>(null);
  const estates = useAssetEstates();
  const preview = useChargingPreview(range);
  const list = useChargingVoucherList(range);
  const generate = useGenerateChargingVouchers();
  const show = () => {
    setRefusal(null);
    setRange({ dateFrom, dateTo, ...(estateId ? { estateId: Number(estateId) } : {}) });
  };
  const submit = async () => {
    if (!range) return;
    setRefusal(null);
    try {
      const made = await generate.mutateAsync(range);
      notifications.show({ color: 'green', message: made.created.length ? t('chargingVouchers.createdCount', { count: made.created.length }) : t('chargingVouchers.nothingNew') });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const planned = preview.data?.vouchers ?? [];
  return (
    <Stack gap="sm" p="sm" data-testid="charging-settle-screen">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>{title || t('chargingVouchers.menu.settle')}</Title>
        <Group align="flex-end">
          <DateField label={t('chargingVouchers.dateFrom')} value={dateFrom} onChange={(v) => setDateFrom(v)} data-testid="cv-from" />
          <DateField label={t('chargingVouchers.dateTo')} value={dateTo} onChange={(v) => setDateTo(v)} data-testid="cv-to" />
          <Select label={t('chargingVouchers.estate')} data={(estates.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))} value={estateId} onChange={setEstateId} clearable searchable w={180} />
          <Button variant="light" onClick={show} data-testid="cv-preview">{t('chargingVouchers.preview')}</Button>
          {!readOnly ? <Button onClick={() => void submit()} disabled={!range || planned.length === 0} loading={generate.isPending} data-testid="cv-generate">{t('chargingVouchers.generate')}</Button> : null}
        </Group>
      </Group>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="cv-error">{refusal}</Alert> : null}
      {preview.error ? <Alert color="red" data-testid="cv-error">{errorText(preview.error)}</Alert> : null}
      {range ? (
        <>
          <Title order={5}>{t('chargingVouchers.planned')}</Title>
          <ScrollArea>
            <Table striped withTableBorder data-testid="cv-planned">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('chargingVouchers.date')}</Table.Th><Table.Th>{t('chargingVouchers.estate')}</Table.Th><Table.Th>{t('chargingVouchers.tender')}</Table.Th>
                  <Table.Th>{t('chargingVouchers.lines')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.bills')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.payments')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data && planned.length === 0 ? <Table.Tr><Table.Td colSpan={7}><Text c="dimmed" ta="center">{t('chargingVouchers.none')}</Text></Table.Td></Table.Tr> : null}
                {planned.map((v, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{v.date}</Table.Td>
                    <Table.Td>{v.estateName}</Table.Td>
                    <Table.Td>{v.tenderName ?? t('chargingVouchers.noTender')}{v.red ? <Badge color="red" ml={4} size="xs">{t('chargingVouchers.red')}</Badge> : null}</Table.Td>
                    <Table.Td><Text size="xs">{v.lines.map((l) => `${l.summary} ${l.subjectCode} ${l.debit !== '0.00' ? `借${l.debit}` : `贷${l.credit}`}`).join('；')}</Text></Table.Td>
                    <Table.Td ta="right">{v.bills}</Table.Td><Table.Td ta="right">{v.payments}</Table.Td>
                    <AmountCell value={v.total} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot><Table.Tr fw={600}><Table.Td colSpan={6}>{t('assets.total')}</Table.Td><AmountCell value={preview.data?.total} testId="cv-total" /></Table.Tr></Table.Tfoot>
            </Table>
          </ScrollArea>
          {preview.data?.tenderSums.length ? (
            <Group gap="xs" data-testid="cv-tender-sums">
              <Text size="sm" fw={600}>{t('chargingVouchers.tenderSums')}：</Text>
              {preview.data.tenderSums.map((s) => <Badge key={`${s.date}-${s.tender}`} variant="light">{`${s.date} ${s.tenderName} ${s.amount}`}</Badge>)}
            </Group>
          ) : null}
          <Title order={5}>{t('chargingVouchers.generated')}</Title>
          <Table striped withTableBorder highlightOnHover data-testid="cv-generated">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('chargingVouchers.number')}</Table.Th><Table.Th>{t('chargingVouchers.date')}</Table.Th><Table.Th>{t('chargingVouchers.estate')}</Table.Th><Table.Th>{t('chargingVouchers.tender')}</Table.Th>
                <Table.Th>{t('chargingVouchers.status')}</Table.Th><Table.Th ta="right">{t('chargingVouchers.total')}</Table.Th><Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(list.data ?? []).map((v) => (
                <Table.Tr key={v.id}>
                  <Table.Td>{v.displayNumber}</Table.Td><Table.Td>{v.date}</Table.Td><Table.Td>{v.estateName ?? ''}</Table.Td>
                  <Table.Td>{v.tenderName ?? t('chargingVouchers.noTender')}{v.sourceRef.includes(':red') ? <Badge color="red" ml={4} size="xs">{t('chargingVouchers.red')}</Badge> : null}</Table.Td>
                  <Table.Td>{v.statusName}</Table.Td><AmountCell value={v.total} />
                  <Table.Td><Button size="compact-xs" variant="light" onClick={() => setDrill(v.id)}>{t('chargingVouchers.sources')}</Button></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
      {drill !== null ? <ChargingVoucherSourcesDrawer id={drill} onClose={() => setDrill(null)} /> : null}
    </Stack>
  );
}
