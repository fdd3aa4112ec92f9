import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { PaymentDetail } from '../types';
import { InvoiceButton } from './invoice-dialog';
import { ReceiptButtons } from './receipt-buttons';
import { localText } from '../../../i18n';

/** After a payment: its receipt number and total (with 实收 and 找零 when change is handed back), with 打印收据, 下载PDF and 开具发票. */
export function ResultDialog({ payment, ownerName = '', onClose }: { payment: PaymentDetail | null; ownerName?: string; onClose: () => void }) {
  const { t } = useTranslation('settlement');
  return (
    <Modal opened={payment !== null} onClose={onClose} title={t('result.title')} data-testid="result-dialog">
      {payment ? (
        <Stack gap="sm">
          <Text>{`${t(`settleTypes.${payment.settleType}`, { defaultValue: localText(payment.settleTypeName) })} ${t('result.total')} ${amountText(payment.total)}`}</Text>
          {payment.changeGiven !== null ? (
            <Group gap="lg" data-testid="result-change">
              <Text>{`${t('result.received')} ${amountText(payment.received ?? '')}`}</Text>
              <Text fw={700} size="lg">{`${t('result.change')} ${amountText(payment.changeGiven)}`}</Text>
            </Group>
          ) : null}
          <Text fw={700} size="lg" data-testid="result-receipt">{payment.receipt ? `${t('receipt.number')}：${payment.receipt.number}` : t('result.noReceipt')}</Text>
          {payment.receipt ? <ReceiptButtons receipt={payment.receipt} /> : null}
          {payment.receipt ? <Group><InvoiceButton paymentId={payment.id} ownerName={ownerName} /></Group> : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
