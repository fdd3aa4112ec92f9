import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { saveInvoicePdf, usePaymentInvoices, type PaymentInvoiceRow } from '../api/payment-invoices';
import { errorText } from '../../../api/error-text';

const COLOR: Record<PaymentInvoiceRow['state'], string> = { pending: 'blue', issuing: 'blue', issued: 'green', failed: 'red', reversed: 'gray', cancelled: 'gray' };

/** 电子发票 of a payment in its drawer: each request, blue or red, its state (and why it failed), number and PDF. */
export function PaymentInvoices({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('settlement');
  const list = usePaymentInvoices(paymentId, true);
  const [failure, setFailure] = useState<string | null>(null);
  if (list.isPending) return <Loader size="xs" />;
  if (list.error) return <Text size="sm" c="red">{errorText(list.error)}</Text>;
  const rows = list.data.rows ?? [];
  return (
    <Stack gap={4} data-testid="payment-invoices">
      <Text size="sm" fw={600}>{t('invoice.list')}</Text>
      {rows.length === 0 ? <Text size="sm" c="dimmed">{t('invoice.none')}</Text> : null}
      {rows.map((r) => (
        <Group key={r.id} gap="xs" wrap="nowrap" data-testid={`payment-invoice-${r.id}`}>
          <Badge size="sm" variant="outline" color={r.direction === 'red' ? 'red' : 'blue'} style={{ minWidth: 'max-content' }}>{t(`invoice.direction.${r.direction}`)}</Badge>
          <Badge size="sm" variant="light" color={COLOR[r.state]} style={{ minWidth: 'max-content' }}>{r.stateText}</Badge>
          <Text size="sm">{r.buyerName}</Text>
          <Text size="sm" ff="monospace">{amountText(r.gross)}</Text>
          <Text size="sm" ff="monospace" c="dimmed">{r.invoiceNumber ?? ''}</Text>
          {r.state === 'failed' && r.failReason ? <Text size="xs" c="red">{r.failReason}</Text> : null}
          {r.invoiceNumber ? (
            <Button size="compact-xs" variant="subtle" onClick={() => saveInvoicePdf(r.id, r.invoiceNumber).catch((e: unknown) => setFailure(errorText(e)))} data-testid={`payment-invoice-pdf-${r.id}`}>
              {t('invoice.pdf')}
            </Button>
          ) : null}
        </Group>
      ))}
      {failure ? <Text size="xs" c="red">{failure}</Text> : null}
    </Stack>
  );
}
