import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApproveRefund } from '../api/approve-refund';
import { amountText } from '../format';
import type { PaymentDetail, RefundRequestRow } from '../types';
import { errorText } from '../../../api/error-text';

/**
 * 审批 of a refund request: says what will be paid out, then pays it (the server refuses the maker's own request unless
 * the company allows it, and a balance that no longer covers it); the refusal stays in the dialog.
 */
export function ApproveRefundDialog({ request, onClose, onPaid }: { request: RefundRequestRow | null; onClose: () => void; onPaid: (payment: PaymentDetail) => void }) {
  const { t } = useTranslation('settlement');
  const approve = useApproveRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!request) return;
    setFailure(null);
    try {
      const { payment } = await approve.mutateAsync({ id: request.id });
      close();
      onPaid(payment);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={request !== null} onClose={close} title={t('refund.approveTitle')} data-testid="approve-refund-dialog">
      {request ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('refund.approveMessage', { house: request.houseName, type: t(`settleTypes.${request.settleType}`), amount: amountText(request.amount), methods: request.methods, name: request.requestedByName ?? '' })}
          </Text>
          {failure ? <Alert color="red" data-testid="approve-refund-failure">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('cancel')}</Button>
            <Button loading={approve.isPending} onClick={() => void submit()} data-testid="approve-refund-confirm">{t('refund.approveConfirm')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
