import { Alert, Badge, Button, Center, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayment } from '../api/get-payment';
import { useReversePayment } from '../api/reverse-payment';
import { chinaDateTime } from '../../../shared/china-date';
import { AmountCell, amountText } from '../format';
import type { PaymentDetail } from '../types';
import { errorText } from '../../../api/error-text';
import { ReasonDialog } from './reason-dialog';
import { InvoiceButton } from './invoice-dialog';
import { PaymentInvoices } from './payment-invoices';
import { ReceiptButtons } from './receipt-buttons';
import { localText } from '../../../i18n';

function Section({ title, heads, rows }: { title: string; heads: string[]; rows: (string | { amount: string })[][] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={6}>{title}</Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>{heads.map((h) => <Table.Th key={h}>{h}</Table.Th>)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r, i) => (
            <Table.Tr key={i}>{r.map((c, j) => (typeof c === 'string' ? <Table.Td key={j}>{c}</Table.Td> : <AmountCell key={j} value={c.amount} />))}</Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Detail({ p }: { p: PaymentDetail }) {
  const { t } = useTranslation('settlement');
  const money = (amount: string) => ({ amount });
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={700}>{p.receipt ? p.receipt.number : t('result.noReceipt')}</Text>
        {p.receipt?.voided ? <Badge color="red" data-testid="detail-voided">{t('receipt.voided')}</Badge> : null}
        {p.receipt && !p.receipt.voided ? <Badge variant="light">{t('detail.prints', { count: p.receipt.prints })}</Badge> : null}
        {p.reversalOf ? <Badge color="gray">{t('detail.reversalOf', { id: p.reversalOf })}</Badge> : null}
      </Group>
      {p.receipt?.voidReason ? <Alert color="red">{`${t('receipt.voidReason')}：${p.receipt.voidReason}`}</Alert> : null}
      <Text size="sm">{`${p.estateName} ${p.houseCode ?? ''} ${p.houseName ?? ''}`}</Text>
      <Text size="sm">{`${t(`settleTypes.${p.settleType}`, { defaultValue: localText(p.settleTypeName) })}  ${t('payments.total')} ${amountText(p.total)}（${t('detail.principal')} ${amountText(p.principal)}，${t('pay.lateFee')} ${amountText(p.lateFee)}，${t('detail.accounts')} ${amountText(p.accounts)}）`}</Text>
      {p.changeGiven !== null ? <Text size="sm" data-testid="detail-change">{`${t('result.received')} ${amountText(p.received ?? '')}  ${t('result.change')} ${amountText(p.changeGiven)}`}</Text> : null}
      <Text size="sm" c="dimmed">{`${t('payments.cashier')} ${p.cashierName ?? ''}  ${chinaDateTime(p.createdAt)}  ${p.payerName ? `${t('pay.payer')} ${p.payerName}` : ''}  ${p.batchRef ? `${t('pay.batchRef')} ${p.batchRef}` : ''}`}</Text>
      {p.remark ? <Text size="sm">{`${t('remark')}：${p.remark}`}</Text> : null}
      <Section title={t('detail.tenders')} heads={[t('tender.method'), t('tender.amount'), t('detail.account'), t('tender.reference')]} rows={p.tenders.map((x) => [localText(x.methodName), money(x.amount), x.accountName ?? '', x.reference ?? ''])} />
      <Section
        title={t('detail.allocations')}
        heads={[t('lines.item'), t('lines.period'), t('detail.principal'), t('lines.lateFee'), t('detail.lateDays'), t('detail.source')]}
        rows={p.allocations.map((a) => [a.itemName, a.period, money(a.principal), money(a.lateFee), String(a.lateDays), t(`detail.sources.${a.source}`, { defaultValue: a.source })])}
      />
      <Section title={t('detail.entries')} heads={[t('detail.account'), t('detail.summary'), t('tender.amount'), t('detail.balanceAfter')]} rows={p.entries.map((e) => [`${t(`detail.kinds.${e.kind}`)}${e.itemName ? ` ${e.itemName}` : ''}`, e.summary, money(e.amount), money(e.balanceAfter)])} />
    </Stack>
  );
}

/** A payment's detail: tenders, allocations, account moves, the receipt; 冲红 and 打印收据. */
export function PaymentDrawer({ id, readOnly, onClose }: { id: number | null; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  const payment = usePayment(id);
  const reverse = useReversePayment();
  const [asking, setAsking] = useState(false);
  const p = payment.data;
  const reversible = p && !readOnly && p.settleType !== '14' && p.reversedBy === null && p.reversalOf === null;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={t('detail.title')} data-testid="payment-drawer">
      {payment.isPending ? <Center p="md"><Loader size="sm" /></Center> : null}
      {payment.error ? <Alert color="red">{errorText(payment.error)}</Alert> : null}
      {p ? (
        <Stack gap="md">
          <Detail p={p} />
          {p.receipt ? <PaymentInvoices paymentId={p.id} /> : null}
          <Group>
            {p.receipt && !readOnly ? <ReceiptButtons receipt={p.receipt} /> : null}
            {p.receipt && !p.receipt.voided && !readOnly ? <InvoiceButton paymentId={p.id} ownerName="" /> : null}
            {reversible ? <Button color="red" variant="light" onClick={() => setAsking(true)} data-testid="reverse-open">{t('reverse.action')}</Button> : null}
          </Group>
        </Stack>
      ) : null}
      <ReasonDialog
        opened={asking}
        danger
        title={t('reverse.title')}
        message={p ? t('reverse.message', { number: p.receipt?.number ?? '', total: amountText(p.total) }) : ''}
        confirmLabel={t('reverse.action')}
        onConfirm={async (reason) => {
          if (!p) return;
          const reversal = await reverse.mutateAsync({ paymentId: p.id, reason });
          notifications.show({ color: 'green', message: t('reverse.done', { total: amountText(reversal.total) }) });
        }}
        onClose={() => setAsking(false)}
      />
    </Drawer>
  );
}
