import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payerUrl } from '../api/pay';
import { useCancelPayOrder, useResumePay } from '../api/pay-order';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** An open order's 继续支付 (WeChat Pay's page again, back here after) and 取消支付 (asked first). */
export function OrderActions({ orderId }: { orderId: number }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const resume = useResumePay();
  const cancel = useCancelPayOrder();
  const [asking, setAsking] = useState(false);
  const goPay = () =>
    resume.mutate(orderId, { onSuccess: ({ h5Url }) => window.location.assign(payerUrl(h5Url, `${window.location.origin}/owner/orders/${orderId}`)) });
  const error = resume.error ?? cancel.error;
  return (
    <Stack gap="xs">
      {error ? (
        <Alert color="red" data-testid="owner-order-action-error">
          {errorText(error)}
        </Alert>
      ) : null}
      <Button onClick={goPay} loading={resume.isPending || resume.isSuccess} disabled={cancel.isPending} data-testid="owner-order-resume">
        {t('orderActions.resume')}
      </Button>
      <Button variant="default" color="red" onClick={() => setAsking(true)} disabled={resume.isPending} loading={cancel.isPending} data-testid="owner-order-cancel">
        {t('orderActions.cancel')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('orderActions.confirmTitle')} centered size="sm">
        <Text size="sm">{t('orderActions.confirm')}</Text>
        <Group grow mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('orderActions.no')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              cancel.mutate(orderId);
            }}
            data-testid="owner-order-cancel-confirm"
          >
            {t('orderActions.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
