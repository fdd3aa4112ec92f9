import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { dec, sumAmounts } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefundRequest } from '../api/refund';
import { amountText } from '../format';
import type { House, RefundRequestRow } from '../types';
import { MoneyForm } from './money-form';

/**
 * 退房预交: on moving out, the whole 预交款 and 存零 balance asked back in one refund request; another person approves
 * it (退款审批, the list on the screen), which pays it out.
 */
export function MoveOutButton({ counter }: { counter: House }) {
  const { t } = useTranslation('settlement');
  const refund = useRefundRequest();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState<RefundRequestRow | null>(null);
  const whole = sumAmounts([counter.accounts.prepay, counter.accounts.change]);
  const close = () => {
    setOpened(false);
    setRequested(null);
  };
  return (
    <>
      <Button variant="light" color="orange" disabled={dec(whole).lte(0)} onClick={() => setOpened(true)} data-testid="move-out-open">{t('settleTypes.13')}</Button>
      <Modal opened={opened} onClose={close} title={t('settleTypes.13')} size="lg">
        {requested ? (
          <Stack gap="sm">
            <Alert color="green" data-testid="move-out-requested">{t('refund.requested', { type: t('settleTypes.13'), amount: amountText(requested.amount) })}</Alert>
            <Group justify="flex-end"><Button onClick={close}>{t('close')}</Button></Group>
          </Stack>
        ) : (
          <>
            <Text size="sm" mb="xs">{t('moveOut.message', { prepay: amountText(counter.accounts.prepay), change: amountText(counter.accounts.change) })}</Text>
            <MoneyForm
              testId="move-out-form"
              amountLabel={t('refund.amount')}
              fixed={whole}
              person="payee"
              note="reason"
              submitLabel={t('refund.submit', { type: t('settleTypes.13') })}
              send={(p) => refund.mutateAsync({ houseId: counter.house.id, settleType: '13', amount: p.amount, tenders: p.tenders, ...(p.person ? { payeeName: p.person } : {}), reason: p.note ?? '' })}
              onDone={setRequested}
            />
          </>
        )}
      </Modal>
    </>
  );
}
