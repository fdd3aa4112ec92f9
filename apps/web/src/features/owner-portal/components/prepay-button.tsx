import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payerUrl, usePrepay } from '../api/pay';
import { SIGNED_IN_NS } from '../i18n-ns';
import { errorText } from '../sign-in-fns';

/** Up to 2 decimals, more than 0, at most 100000 (the server's rule; its message is shown when it refuses). */
const AMOUNT = /^(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/;

/** 预交充值: an amount, then WeChat Pay's H5 page; back on the order page the receipt follows. */
export function PrepayButton({ houseId }: { houseId: number }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState('');
  const prepay = usePrepay();
  const valid = AMOUNT.test(amount) && /[1-9]/.test(amount);
  const submit = () =>
    prepay.mutate(
      { houseId, amount },
      { onSuccess: ({ order, h5Url }) => window.location.assign(payerUrl(h5Url, `${window.location.origin}/owner/orders/${order.id}`)) },
    );
  return (
    <>
      <Button size="compact-sm" variant="light" onClick={() => setOpened(true)} data-testid="owner-prepay-open">
        {t('prepay.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('prepay.title')} centered>
        <Stack gap="sm">
          <TextInput
            label={t('prepay.amount')}
            inputMode="decimal"
            placeholder="0.00"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value.trim())}
            error={amount !== '' && !valid ? t('prepay.invalid') : undefined}
            data-testid="owner-prepay-amount"
          />
          {prepay.error ? (
            <Alert color="red" data-testid="owner-prepay-error">
              {errorText(prepay.error)}
            </Alert>
          ) : null}
          <Button color="green" disabled={!valid} loading={prepay.isPending} onClick={submit} data-testid="owner-prepay-submit">
            {t('prepay.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
