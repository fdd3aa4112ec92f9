import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTLE_AFFECTS } from '../../api/settle-mutation';
import { errorText } from '../../../../api/error-text';
import { amountText } from '../../format';
import { useClosePayOrder } from '../api/close-pay-order';
import { payOrderQuery, usePayOrder } from '../api/pay-order';
import { payOrderStatus } from '../pay-order-status';
import { useNow } from '../../../../shared/use-now';
import { PayOrderBadge } from './pay-order-badge';
import { PayOrderPaid } from './pay-order-paid';
import { PayOrderWaiting } from './pay-order-waiting';

/**
 * Once the dialog sees the order no longer open (paid, expired, closed elsewhere; or so already when opened from a
 * line the counter still shows as held), the counter and the reports are read again: paid lines disappear, held
 * ones become free.
 */
function useRefreshWhenSettled(order: PayOrder | undefined) {
  const client = useQueryClient();
  const refreshed = useRef(false);
  const settled = order !== undefined && order.state !== 'open';
  useEffect(() => {
    if (!settled || refreshed.current) return;
    refreshed.current = true;
    void Promise.all(SETTLE_AFFECTS.map((queryKey) => client.invalidateQueries({ queryKey })));
  }, [settled, client]);
}

function Body({ order, readOnly, onClose }: { order: PayOrder; readOnly: boolean; onClose: () => void }) {
  const { t } = useTranslation('settlement-online');
  const now = useNow(order.state === 'open');
  const status = payOrderStatus(order, now);
  const close = useClosePayOrder();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const closeOrder = async () => {
    setFailure(null);
    try {
      client.setQueryData(payOrderQuery(order.id).queryKey, await close.mutateAsync({ id: order.id }));
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600}>{`${order.houseCode} ${order.houseName}`}</Text>
        <PayOrderBadge status={status} testId="pay-order-status" />
      </Group>
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm" c="dimmed">
            {t('dialog.amount')}
          </Text>
          <Text fw={700} size="xl" ff="monospace" data-testid="pay-order-amount">
            {amountText(order.amount)}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {t('dialog.lines', { count: order.lines.length })}
        </Text>
      </Group>
      <Text size="sm">
        {`${t('dialog.orderNo')}：`}
        <Text span ff="monospace" data-testid="pay-order-no">
          {order.outTradeNo}
        </Text>
      </Text>
      {order.state === 'open' ? <PayOrderWaiting order={order} now={now} closing={status === 'closing'} /> : null}
      {order.state === 'paid' ? <PayOrderPaid order={order} /> : null}
      {order.state === 'closed' ? (
        <Alert color={status === 'failed' ? 'red' : 'gray'} data-testid="pay-order-closed">
          {t(`dialog.${status}`)}
          {order.error ? (
            <Text size="sm" mt={4}>
              {order.error}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" data-testid="pay-order-failure">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {order.state === 'open' && !readOnly ? (
          <Button
            variant="light"
            color="red"
            loading={close.isPending}
            onClick={() => void closeOrder()}
            data-testid="pay-order-close-order"
          >
            {t('dialog.closeOrder')}
          </Button>
        ) : null}
        <Button onClick={onClose} data-testid="pay-order-dismiss">
          {t('dialog.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The 支付单 dialog of the counter: live while the order is open (read every few seconds), then its outcome. */
/** `readOnly`: the counter screen's state; such a screen shows the order but cannot close it. */
export default function PayOrderDialog({
  orderId,
  readOnly,
  onClose,
}: {
  orderId: number;
  readOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('settlement-online');
  const order = usePayOrder(orderId);
  useRefreshWhenSettled(order.data);
  const title = order.data ? t(`dialog.title${order.data.method}`) : t('dialog.loading');
  return (
    <Modal opened onClose={onClose} title={title} size="md" data-testid="pay-order-dialog">
      {order.data ? <Body order={order.data} readOnly={readOnly} onClose={onClose} /> : null}
      {order.isPending ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : null}
      {order.error && !order.data ? (
        <Alert color="red">
          <Group justify="space-between">
            {errorText(order.error)}
            <Button size="compact-sm" variant="light" onClick={() => void order.refetch()}>
              {t('dialog.refresh')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Modal>
  );
}
