import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PayLink } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { chinaDateTime } from '../../../../shared/china-date';
import { errorText } from '../../../../api/error-text';
import { useStartPayLink } from '../api/pay-link';
import type { PayLinkStatus } from '../pay-order-status';

/**
 * What the owner can do or learn: 去支付 while the link is open (on to WeChat Pay's page; the page is read again on
 * return), the receipt once paid, or why it can no longer be paid.
 */
export function PayLinkAction({
  token,
  link,
  status,
  onRefresh,
}: {
  token: string;
  link: z.output<typeof PayLink>;
  status: PayLinkStatus;
  /** 刷新: read the link again now (the owner back from paying before the next poll). */
  onRefresh: () => void;
}) {
  const { t } = useTranslation('settlement-online');
  const start = useStartPayLink();
  const [failure, setFailure] = useState<string | null>(null);
  const pay = async () => {
    setFailure(null);
    try {
      const { h5Url } = await start.mutateAsync(token);
      window.location.assign(h5Url);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  if (status === 'paid') {
    return (
      <Alert color="green" title={t('owner.paid')} data-testid="pay-link-paid">
        {link.paidAt ? <Text size="sm">{`${t('owner.paidAt')}：${chinaDateTime(link.paidAt)}`}</Text> : null}
        {link.receiptNo ? (
          <Text fw={700} data-testid="pay-link-receipt">{`${t('owner.receiptNo')}：${link.receiptNo}`}</Text>
        ) : null}
      </Alert>
    );
  }
  if (status !== 'open') {
    return (
      <Alert color="gray" data-testid="pay-link-closed">
        {t(`owner.${status}`)}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" ta="center">
        {t('owner.expiresAt', { at: chinaDateTime(link.expiresAt) })}
      </Text>
      <Button
        size="lg"
        color="green"
        fullWidth
        loading={start.isPending}
        onClick={() => void pay()}
        data-testid="pay-link-pay"
      >
        {t('owner.pay')}
      </Button>
      <Group justify="center" gap="xs">
        <Text size="xs" c="dimmed">
          {t('owner.back')}
        </Text>
        <Anchor component="button" size="xs" onClick={onRefresh} data-testid="pay-link-refresh">
          {t('owner.refresh')}
        </Anchor>
      </Group>
      {failure ? (
        <Alert color="red" data-testid="pay-link-failure">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
