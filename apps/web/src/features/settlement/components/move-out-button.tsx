import { Button, Modal, Text } from '@mantine/core';
import { dec, sumAmounts } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefund } from '../api/refund';
import { amountText } from '../format';
import type { House, PaymentDetail } from '../types';
import { MoneyForm } from './money-form';

/** 退房预交: on moving out, the whole 预交款 and 存零 balance paid back in one refund. */
export function MoveOutButton({ counter, onPaid }: { counter: House; onPaid: (payment: PaymentDetail) => void }) {
  const { t } = useTranslation('settlement');
  const refund = useRefund();
  const [opened, setOpened] = useState(false);
  const whole = sumAmounts([counter.accounts.prepay, counter.accounts.change]);
  return (
    <>
      <Button variant="light" color="orange" disabled={dec(whole).lte(0)} onClick={() => setOpened(true)} data-testid="move-out-open">{t('settleTypes.13')}</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('settleTypes.13')} size="lg">
        <Text size="sm" mb="xs">{t('moveOut.message', { prepay: amountText(counter.accounts.prepay), change: amountText(counter.accounts.change) })}</Text>
        <MoneyForm
          testId="move-out-form"
          amountLabel={t('refund.amount')}
          fixed={whole}
          person="payee"
          note="reason"
          submitLabel={t('settleTypes.13')}
          send={(p) => refund.mutateAsync({ houseId: counter.house.id, settleType: '13', amount: p.amount, tenders: p.tenders, ...(p.person ? { payeeName: p.person } : {}), reason: p.note ?? '' })}
          onDone={(payment) => {
            setOpened(false);
            onPaid(payment);
          }}
        />
      </Modal>
    </>
  );
}
