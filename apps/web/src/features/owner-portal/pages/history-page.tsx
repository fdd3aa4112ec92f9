import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { ListPages } from '../../../shared/list-pages';
import { usePagedList } from '../../../shared/use-paged-list';
import { PAID_PAGE_SIZE, paidQuery, type OwnerPaidRow } from '../api/paid';
import { InvoicePanel } from '../components/invoice-panel';
import { NoHouse } from '../components/no-house';
import { ReceiptButton } from '../components/receipt-button';
import { usePortal } from '../portal-context';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/history (缴费记录): the chosen house's payments, a page at a time, each with its items and receipt. */
export function HistoryPage() {
  const { house } = usePortal();
  if (!house) return <NoHouse />;
  return <HouseHistory key={house.houseId} houseId={house.houseId} buyerName={house.personName} />;
}

function HouseHistory({ houseId, buyerName }: { houseId: number; buyerName: string }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const list = usePagedList({ initial: {}, size: PAID_PAGE_SIZE, query: (_, { page }) => paidQuery(houseId, page) });
  const paid = list.query;
  if (paid.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!paid.data) return <Alert color="red">{errorText(paid.error)}</Alert>;
  const { rows, total } = paid.data;
  if (rows.length === 0)
    return (
      <Text ta="center" c="dimmed" py={48} data-testid="owner-history-none">
        {t('history.none')}
      </Text>
    );
  return (
    <Stack gap="sm" data-testid="owner-history">
      {rows.map((row) => (
        <PaidCard key={row.paymentId} row={row} buyerName={buyerName} />
      ))}
      {total > PAID_PAGE_SIZE ? (
        <Center>
          <ListPages list={list} testId="owner-history-pages" />
        </Center>
      ) : null}
    </Stack>
  );
}

function PaidCard({ row, buyerName }: { row: OwnerPaidRow; buyerName: string }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [invoicing, setInvoicing] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`owner-paid-${row.paymentId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" fw={600}>
            {row.day}
          </Text>
          <Text size="xs" c="dimmed">
            {row.methodNames}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          {row.reversed ? (
            <Badge color="gray" variant="light" size="sm">
              {t('history.reversed')}
            </Badge>
          ) : null}
          <Text fw={700} ff="monospace" td={row.reversed ? 'line-through' : undefined}>{`¥${amountText(row.total)}`}</Text>
        </Group>
      </Group>
      <Stack gap={2} mt={6}>
        {row.items.map((item, i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Text size="xs">
              {item.itemName}
              <Text span size="xs" c="dimmed" ml={6}>
                {item.period}
              </Text>
            </Text>
            <Text size="xs" ff="monospace">
              {amountText(item.amount)}
            </Text>
          </Group>
        ))}
        {row.lateFee !== '0.00' ? (
          <Text size="xs" c="dimmed">
            {t('history.lateFee', { amount: amountText(row.lateFee) })}
          </Text>
        ) : null}
      </Stack>
      {row.receiptId !== null ? (
        <Group justify="space-between" mt="xs">
          <Text size="xs" c="dimmed">
            {t('history.receiptNo', { number: row.receiptNo ?? '' })}
          </Text>
          <Group gap={6} wrap="nowrap">
            {row.reversed ? null : (
              <Button variant="subtle" onClick={() => setInvoicing((v) => !v)} data-testid={`owner-paid-invoice-${row.paymentId}`}>
                {invoicing ? t('invoice.close') : t('invoice.open')}
              </Button>
            )}
            <ReceiptButton receiptId={row.receiptId} receiptNo={row.receiptNo} label={t('history.receipt')} testId={`owner-paid-receipt-${row.paymentId}`} />
          </Group>
        </Group>
      ) : null}
      {invoicing ? <InvoicePanel paymentId={row.paymentId} defaultName={buyerName} /> : null}
    </Paper>
  );
}
