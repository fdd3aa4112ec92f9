import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { amountText } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import { usePayOrder, type OwnerPayOrder } from '../api/pay-order';
import { OrderActions } from '../components/order-actions';
import { ReceiptButton } from '../components/receipt-button';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/**
 * /owner/orders/:id (支付结果), where WeChat Pay sends the payer back: read again every 2.5 s while open; paid: 缴费成功
 * with the receipt; closed: why (past its time, or cancelled / failed). Open: 继续支付 and 取消支付.
 */
export function OrderPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const id = Number(useParams().id);
  const order = usePayOrder(id);
  const navigate = useNavigate();
  const back = (
    <Button variant="default" fullWidth onClick={() => void navigate('/owner/bills')} data-testid="owner-order-back">
      {t('order.back')}
    </Button>
  );
  if (order.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!order.data)
    return (
      <Stack>
        <Alert color="red" data-testid="owner-order-error">
          {errorText(order.error)}
        </Alert>
        {back}
      </Stack>
    );
  const o = order.data;
  return (
    <Stack gap="md" data-testid="owner-order" data-state={o.state}>
      <Paper withBorder radius="md" p="lg">
        <Stack align="center" gap="xs" ta="center">
          <StateIcon state={o.state} />
          <Title order={4} data-testid="owner-order-title">
            {o.state === 'paid' ? t('order.paid') : o.state === 'open' ? t('order.open') : t('order.closed')}
          </Title>
          <Text fw={700} fz={28} ff="monospace" data-testid="owner-order-amount">{`¥${amountText(o.amount)}`}</Text>
          <Text size="sm" c="dimmed">
            {o.description}
          </Text>
          <OrderDetail order={o} />
        </Stack>
      </Paper>
      {o.state === 'open' ? <OrderActions orderId={o.id} /> : null}
      {o.state === 'paid' && o.receiptId !== null ? (
        <ReceiptButton receiptId={o.receiptId} receiptNo={o.receiptNo} label={t('order.receipt')} testId="owner-order-receipt" />
      ) : null}
      {back}
    </Stack>
  );
}

function StateIcon({ state }: { state: OwnerPayOrder['state'] }) {
  const [Icon, color] = state === 'paid' ? [IconCircleCheck, 'green.6'] : state === 'closed' ? [IconCircleX, 'gray.5'] : [IconClockHour4, 'blue.6'];
  return (
    <Box c={color} lh={0}>
      <Icon size={56} stroke={1.5} />
    </Box>
  );
}

function OrderDetail({ order }: { order: OwnerPayOrder }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  if (order.state === 'open')
    return (
      <Group gap={6} justify="center">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('order.openHint')}
        </Text>
      </Group>
    );
  if (order.state === 'closed')
    return (
      <Text size="sm" c="dimmed" data-testid="owner-order-why">
        {/* the owner's order carries no close reason: past its time it expired, otherwise it was cancelled or failed */}
        {Date.parse(order.expiresAt) <= Date.now() ? t('order.expired') : t('order.cancelled')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {order.paidAt ? <Text size="sm">{t('order.paidAt', { time: chinaDateTime(order.paidAt) })}</Text> : null}
      <Text size="sm" data-testid="owner-order-receipt-no">
        {order.receiptNo ? t('order.receiptNo', { number: order.receiptNo }) : t('order.noReceipt')}
      </Text>
    </Stack>
  );
}
