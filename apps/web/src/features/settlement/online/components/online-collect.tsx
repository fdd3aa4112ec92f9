import { Alert, Button, SimpleGrid, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/error-text';
import { preview } from '../../components/counter-logic';
import type { House, Line } from '../../types';
import { useCreatePayOrder } from '../api/create-pay-order';
import { payOrderQuery } from '../api/pay-order';
import { usePaySettings } from '../api/pay-settings';
import { preloadPayOrderDialog, useShowPayOrder } from './pay-order-host';

/** The counter's settle types an online order can take (托收 is the bank's, not the payer's). */
export type OnlineSettleType = '1' | '4' | '5' | '6';

interface Props {
  counter: House;
  chosen: readonly Line[];
  settleType: OnlineSettleType;
}

/**
 * 微信线上收款 and 企业微信收款链接 beside 收款: a 支付单 for the same chosen lines, for what they owe with their late
 * fees (the pre-payment is the counter's, not the payer's); shown only when the company has a WeChat Pay merchant.
 */
export function OnlineCollect({ counter, chosen, settleType }: Props) {
  const { t } = useTranslation('settlement');
  const settings = usePaySettings();
  const create = useCreatePayOrder();
  const client = useQueryClient();
  const show = useShowPayOrder();
  const [method, setMethod] = useState<'6' | '10' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (settings.data?.enabled !== true) return null;

  const start = async (m: '6' | '10') => {
    setFailure(null);
    if (chosen.length === 0) return setFailure(t('pay.chooseLines'));
    setMethod(m);
    preloadPayOrderDialog();
    try {
      const order = await create.mutateAsync({
        houseId: counter.house.id,
        settleType,
        lineIds: chosen.map((l) => l.id),
        method: m,
        expectedDue: preview(chosen, counter.asOf, '0', null).due,
      });
      client.setQueryData(payOrderQuery(order.id).queryKey, order);
      show(order.id);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setMethod(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="online-collect">
      <SimpleGrid cols={2} spacing="xs">
        <Button
          variant="light"
          color="green"
          loading={method === '6'}
          disabled={create.isPending}
          onClick={() => void start('6')}
          data-testid="online-qr"
        >
          {t('online.qr')}
        </Button>
        <Button
          variant="light"
          color="teal"
          loading={method === '10'}
          disabled={create.isPending}
          onClick={() => void start('10')}
          data-testid="online-link"
        >
          {t('online.link')}
        </Button>
      </SimpleGrid>
      {failure ? (
        <Alert color="red" data-testid="online-failure">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
