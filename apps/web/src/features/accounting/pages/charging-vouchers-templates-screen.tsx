import { Alert, Badge, Button, Grid, Group, ScrollArea, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentToRate, rateToPercent } from '@pm/domain';
import type { ScreenProps } from '../../../shared/screen';
import { useChargingTemplate, useSaveChargingTemplate } from '../api/charging-vouchers-api';
import { errorText } from './assets-format';

/** 凭证模板 (charging/setup/voucher-templates): the subject of each slot (editable) and the event → debit/credit table they give. */
export default function ChargingVoucherTemplatesScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('accounting');
  const template = useChargingTemplate();
  const save = useSaveChargingTemplate();
  const [codes, setCodes] = useState<Record<string, string>>({});
  const [vat, setVat] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!template.data) return;
    setCodes(Object.fromEntries(template.data.slots.map((s) => [s.key, s.subjectCode])));
    setVat(rateToPercent(template.data.vatRate));
  }, [template.data]);
  const submit = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync({ slots: Object.entries(codes).map(([key, subjectCode]) => ({ key, subjectCode })), vatRate: percentToRate(vat) });
      notifications.show({ color: 'green', message: t('chargingVouchers.saved') });
    } catch (error) {
      setRefusal(errorText(error));
    }
  };
  const data = template.data;
  return (
    <Stack gap="sm" p="sm" data-testid="charging-templates-screen">
      <Group justify="space-between">
        <Title order={4}>{title || t('chargingVouchers.menu.templates')}</Title>
        <Group>
          {data && !data.saved ? <Badge color="yellow" variant="light">{t('chargingVouchers.notSaved')}</Badge> : null}
          {!readOnly ? <Button onClick={() => void submit()} loading={save.isPending} data-testid="template-save">{t('chargingVouchers.save')}</Button> : null}
        </Group>
      </Group>
      {refusal ? <Alert color="red" withCloseButton onClose={() => setRefusal(null)} data-testid="template-error">{refusal}</Alert> : null}
      {template.error ? <Alert color="red">{errorText(template.error)}</Alert> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Table striped withTableBorder data-testid="template-slots">
            <Table.Thead>
              <Table.Tr><Table.Th>{t('chargingVouchers.slot')}</Table.Th><Table.Th>{t('chargingVouchers.subjectCode')}</Table.Th><Table.Th>{t('chargingVouchers.subjectName')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.slots ?? []).map((s) => (
                <Table.Tr key={s.key}>
                  <Table.Td>{s.label}</Table.Td>
                  <Table.Td>
                    <TextInput size="xs" value={codes[s.key] ?? ''} onChange={(e) => { const v = e.currentTarget.value; setCodes((c) => ({ ...c, [s.key]: v })); }} disabled={readOnly} w={110} data-testid={`slot-${s.key}`} />
                  </Table.Td>
                  <Table.Td>{codes[s.key] === s.subjectCode ? (s.subjectName ?? '') : ''}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>{t('chargingVouchers.vatRate')}</Table.Td>
                <Table.Td><TextInput size="xs" value={vat} rightSection="%" onChange={(e) => setVat(e.currentTarget.value)} disabled={readOnly} w={110} data-testid="template-vat" /></Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={5} mb={4}>{t('chargingVouchers.events')}</Title>
          <ScrollArea h={560}>
            <Table striped withTableBorder data-testid="template-events">
              <Table.Thead>
                <Table.Tr><Table.Th>{t('chargingVouchers.event')}</Table.Th><Table.Th>{t('chargingVouchers.tender')}</Table.Th><Table.Th>{t('chargingVouchers.debit')}</Table.Th><Table.Th>{t('chargingVouchers.credit')}</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(data?.events ?? []).map((ev) => (
                  <Table.Tr key={`${ev.kind}-${ev.tender ?? ''}-${ev.feeKind ?? ''}`}>
                    <Table.Td>{ev.label}</Table.Td><Table.Td>{ev.tenderName ?? t('chargingVouchers.noTender')}</Table.Td><Table.Td>{ev.debitCode}</Table.Td><Table.Td>{ev.creditCode}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
