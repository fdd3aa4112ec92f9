import { Alert, Badge, Button, Group, Loader, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { openInvoicePdf, usePaymentInvoices, useRequestInvoice, type OwnerInvoice } from '../api/invoices';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

const STATE_COLOR: Record<OwnerInvoice['state'], string> = { pending: 'blue', issuing: 'blue', issued: 'green', failed: 'red', reversed: 'gray', cancelled: 'gray' };
/** A blue invoice that stands or is on its way: nothing is left to ask for until it fails or is reversed. */
const standing = (r: OwnerInvoice) => r.direction === 'blue' && (r.state === 'pending' || r.state === 'issuing' || r.state === 'issued');

/** 电子发票 of one payment: its invoices with their state and PDF, and the request form while none stands. */
export function InvoicePanel({ paymentId, defaultName }: { paymentId: number; defaultName: string }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const invoices = usePaymentInvoices(paymentId);
  if (invoices.isPending) return <Loader size="xs" />;
  if (!invoices.data) return <Alert color="red">{errorText(invoices.error)}</Alert>;
  const rows = invoices.data;
  return (
    <Stack gap="xs" mt="xs" data-testid={`owner-invoices-${paymentId}`}>
      {rows.map((row) => (
        <InvoiceRow key={row.id} row={row} />
      ))}
      {rows.some(standing) ? null : <InvoiceForm paymentId={paymentId} defaultName={defaultName} />}
      {rows.length === 0 ? null : (
        <Text size="xs" c="dimmed">
          {t('invoice.hint')}
        </Text>
      )}
    </Stack>
  );
}

function InvoiceRow({ row }: { row: OwnerInvoice }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await openInvoicePdf(row.id, row.invoiceNumber);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="sm" p="xs" data-testid={`owner-invoice-${row.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Group gap={6}>
            <Badge size="sm" variant="light" color={STATE_COLOR[row.state]} data-testid="owner-invoice-state">
              {row.direction === 'red' ? t('invoice.red') : ''}
              {row.stateText}
            </Badge>
            <Text size="xs">{row.buyerName}</Text>
          </Group>
          {row.invoiceNumber ? (
            <Text size="xs" c="dimmed" ff="monospace" data-testid="owner-invoice-number">
              {t('invoice.number', { number: row.invoiceNumber })}
            </Text>
          ) : null}
          {row.state === 'failed' && row.failReason ? (
            <Text size="xs" c="red">
              {row.failReason}
            </Text>
          ) : null}
        </div>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">{`¥${amountText(row.gross)}`}</Text>
          {row.hasPdf ? (
            <Button size="compact-xs" variant="light" loading={busy} onClick={() => void download()} data-testid="owner-invoice-pdf">
              {t('invoice.download')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {failure ? (
        <Text size="xs" c="red">
          {failure}
        </Text>
      ) : null}
    </Paper>
  );
}

function InvoiceForm({ paymentId, defaultName }: { paymentId: number; defaultName: string }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const ask = useRequestInvoice(paymentId);
  const [kind, setKind] = useState<'person' | 'company'>('person');
  const [name, setName] = useState(defaultName);
  const [taxId, setTaxId] = useState('');
  const [phone, setPhone] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) {
      setNameError(t('invoice.nameRequired'));
      return;
    }
    setNameError(null);
    ask.mutate({
      paymentId,
      buyer: { kind, name: name.trim(), ...(kind === 'company' ? { taxId: taxId.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}) },
    });
  };
  return (
    <Stack gap={6} data-testid={`owner-invoice-form-${paymentId}`}>
      <SegmentedControl
        size="xs"
        value={kind}
        onChange={(v) => setKind(v === 'company' ? 'company' : 'person')}
        data={[
          { value: 'person', label: t('invoice.person') },
          { value: 'company', label: t('invoice.company') },
        ]}
        data-testid="owner-invoice-kind"
      />
      <TextInput size="xs" label={kind === 'company' ? t('invoice.companyName') : t('invoice.personName')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} data-testid="owner-invoice-name" />
      {kind === 'company' ? <TextInput size="xs" label={t('invoice.taxId')} value={taxId} onChange={(e) => setTaxId(e.currentTarget.value.toUpperCase())} data-testid="owner-invoice-tax-id" /> : null}
      <TextInput size="xs" label={t('invoice.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} inputMode="tel" data-testid="owner-invoice-phone" />
      {ask.error ? (
        <Text size="xs" c="red" data-testid="owner-invoice-error">
          {errorText(ask.error)}
        </Text>
      ) : null}
      <Button size="xs" loading={ask.isPending} onClick={submit} data-testid="owner-invoice-submit">
        {t('invoice.submit')}
      </Button>
    </Stack>
  );
}
