import { Alert, Button, Center, Divider, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCell, amountText } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import { useInvoiceFile, useInvoiceRequest, useRefreshRequest, type InvoiceFormat } from '../api/invoices';
import { errorText } from '../../../api/error-text';
import { RedForm } from './red-form';
import { StateBadge } from './state-badge';

const FORMATS: readonly InvoiceFormat[] = ['pdf', 'ofd', 'xml'];

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" data-testid={testId}>{value || '—'}</Text>
    </div>
  );
}

/** One request: buyer, amounts, state, its lines, the invoice (number, date, files), the 确认单 of a red; 刷新结果 and 冲红. */
export function InvoiceDrawer({ id, readOnly, onClose }: { id: number; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const detail = useInvoiceRequest(id);
  const refresh = useRefreshRequest();
  const file = useInvoiceFile();
  const [failure, setFailure] = useState<string | null>(null);
  const [redOpen, setRedOpen] = useState(false);
  const r = detail.data;
  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const canRefresh = r && !readOnly && (r.state === 'pending' || r.state === 'issuing');
  const canRed = r && !readOnly && r.direction === 'blue' && r.state === 'issued' && r.invoice !== null;
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('drawer.title')} data-testid="invoice-drawer">
      {detail.isPending ? (
        <Center p="md"><Loader size="sm" /></Center>
      ) : detail.error ? (
        <Alert color="red">{errorText(detail.error)}</Alert>
      ) : r ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={5}>{`${t(`direction.${r.direction}`)} ${r.requestNo}`}</Title>
            <StateBadge row={r} />
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Field label={t('cols.receipt')} value={r.receiptNumber ?? ''} />
            <Field label={t('cols.house')} value={r.houseName ?? ''} />
            <Field label={t('cols.createdAt')} value={chinaDateTime(r.createdAt)} />
            <Field label={t('cols.buyer')} value={`${r.buyerName}（${t(`buyerType.${r.buyerType}`)}）`} />
            <Field label={t('buyerTaxId')} value={r.buyerTaxId} />
            <Field label={t('cols.gross')} value={amountText(r.gross)} testId="invoice-detail-gross" />
            <Field label={t('invoice.number')} value={r.invoice?.number ?? r.invoiceNumber ?? ''} testId="invoice-detail-number" />
            <Field label={t('invoice.issuedAt')} value={r.invoice ? chinaDateTime(r.invoice.issuedAt) : ''} testId="invoice-detail-issued" />
          </SimpleGrid>
          <Table withTableBorder striped data-testid="invoice-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.seq')}</Table.Th>
                <Table.Th>{t('lines.name')}</Table.Th>
                <Table.Th>{t('lines.taxCode')}</Table.Th>
                <Table.Th ta="right">{t('lines.gross')}</Table.Th>
                <Table.Th ta="right">{t('lines.net')}</Table.Th>
                <Table.Th ta="right">{t('lines.tax')}</Table.Th>
                <Table.Th ta="right">{t('lines.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lines.map((l) => (
                <Table.Tr key={l.id} data-testid={`invoice-line-${l.id}`}>
                  <Table.Td>{l.seq}</Table.Td>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>{l.taxCode}</Table.Td>
                  <AmountCell value={l.gross} />
                  <AmountCell value={l.net} />
                  <AmountCell value={l.tax} />
                  <Table.Td ta="right">{rateText(l.rate)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td colSpan={3}>{t('lines.total')}</Table.Td>
                <AmountCell value={r.gross} />
                <AmountCell value={r.net} />
                <AmountCell value={r.tax} />
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {r.redLetter ? (
            <Stack gap={4} data-testid="invoice-red-letter">
              <Divider label={t('redLetter.title')} labelPosition="left" />
              <SimpleGrid cols={3} spacing="xs">
                <Field label={t('redLetter.billNo')} value={r.redLetter.billNo} />
                <Field label={t('redLetter.state')} value={r.redLetter.stateText} testId="invoice-red-letter-state" />
                <Field label={t('redLetter.kind')} value={t(r.redLetter.partial ? 'red.partial' : 'red.whole')} />
                <Field label={t('red.reason')} value={t(`red.reasons.${r.redLetter.reason}`, { defaultValue: r.redLetter.reason })} />
                <Field label={t('lines.net')} value={amountText(r.redLetter.net)} />
                <Field label={t('lines.tax')} value={amountText(r.redLetter.tax)} />
              </SimpleGrid>
            </Stack>
          ) : null}
          <Group gap="xs">
            {canRefresh ? (
              <Button variant="light" loading={refresh.isPending} onClick={() => void run(() => refresh.mutateAsync(r.id))} data-testid="invoice-refresh">{t('actions.refresh')}</Button>
            ) : null}
            {r.invoice
              ? FORMATS.map((format) => (
                  <Button key={format} variant="default" loading={file.isPending && file.variables.format === format} onClick={() => void run(() => file.mutateAsync({ id: r.id, number: r.invoice?.number ?? r.requestNo, format }))} data-testid={`invoice-file-${format}`}>
                    {t(`actions.${format}`)}
                  </Button>
                ))
              : null}
            {canRed ? (
              <Button color="red" variant={redOpen ? 'filled' : 'light'} onClick={() => setRedOpen((o) => !o)} data-testid="invoice-red">{t('actions.red')}</Button>
            ) : null}
          </Group>
          {failure ? <Alert color="red" data-testid="invoice-drawer-error">{failure}</Alert> : null}
          {canRed && redOpen ? <RedForm request={r} onDone={() => setRedOpen(false)} /> : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** "0.06" → 6%, "0.015" → 1.5%, "0" → 0% (exact: the digits are moved, never multiplied as a number). */
export function rateText(rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const digits = `${whole}${frac.padEnd(2, '0')}`;
  const int = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${int}${rest ? `.${rest}` : ''}%`;
}
