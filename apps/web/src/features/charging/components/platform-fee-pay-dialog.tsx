import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PlatformFeeBill, PlatformFeeMethod } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayPlatformFee } from '../api/platform-fees';
import { amountText } from '../format';
import { errorText } from '../../../api/error-text';

const METHODS: PlatformFeeMethod[] = ['transfer', 'online', 'cash'];

/** 缴费: a payment of one platform bill, at most what is outstanding (the server checks again). */
export function PlatformFeePayDialog({ bill, onClose, onPaid }: { bill: PlatformFeeBill; onClose: () => void; onPaid: (bill: PlatformFeeBill) => void }) {
  const { t } = useTranslation('charging');
  const [amount, setAmount] = useState(bill.outstanding);
  const [method, setMethod] = useState<PlatformFeeMethod>('transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pay = usePayPlatformFee();
  const submit = async () => {
    setError(null);
    try {
      onPaid(await pay.mutateAsync({ billId: bill.id, amount, method, reference }));
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('platformFee.payTitle', { period: bill.period })} data-testid="platform-fee-pay-dialog">
      <Stack gap="sm">
        <Text size="sm">{t('platformFee.outstandingNow', { amount: amountText(bill.outstanding) })}</Text>
        <TextInput label={t('platformFee.payAmount')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} required data-testid="pay-amount" />
        <Select
          label={t('platformFee.method')}
          data={METHODS.map((m) => ({ value: m, label: t(`platformFee.methods.${m}`) }))}
          value={method}
          onChange={(v) => v && setMethod(v as PlatformFeeMethod)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput label={t('platformFee.reference')} value={reference} onChange={(e) => setReference(e.currentTarget.value)} maxLength={60} />
        {error ? <Alert color="red" data-testid="pay-error">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void submit()} loading={pay.isPending} data-testid="pay-submit">{t('platformFee.confirmPay')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
