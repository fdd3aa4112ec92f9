import { Alert, Stack, Text } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../../shared/china-date';
import { usePayment } from '../../api/get-payment';
import { ReceiptButtons } from '../../components/receipt-buttons';

/** A paid order: 已到账 with the receipt number, and the counter's 打印收据 and 下载PDF of that receipt. */
export function PayOrderPaid({ order }: { order: PayOrder }) {
  const { t } = useTranslation('settlement-online');
  const payment = usePayment(order.paymentId);
  const receipt = payment.data?.receipt ?? null;
  return (
    <Alert color="green" title={t('dialog.paid')} data-testid="pay-order-paid">
      <Stack gap="xs">
        {order.paidAt ? <Text size="sm">{`${t('dialog.paidAt')}：${chinaDateTime(order.paidAt)}`}</Text> : null}
        {order.receiptNo ? (
          <Text
            fw={700}
            size="lg"
            data-testid="pay-order-receipt"
          >{`${t('dialog.receiptNo')}：${order.receiptNo}`}</Text>
        ) : null}
        {order.late ? (
          <Text size="sm" c="orange">
            {t('dialog.late')}
          </Text>
        ) : null}
        {receipt ? <ReceiptButtons receipt={receipt} /> : null}
      </Stack>
    </Alert>
  );
}
