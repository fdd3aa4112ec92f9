import { Button, Group, Select, SegmentedControl, Stack } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../../shared/list-footer';
import { errorText } from '../../components/error-message';
import { today } from '../../format';
import { usePayOrders } from '../api/list-pay-orders';
import { DAY_CHOICES, lastDays } from '../order-range';
import { useNow } from '../../../../shared/use-now';
import { PayOrdersTable } from './pay-orders-table';

const SIZE = 20;
type State = PayOrder['state'] | 'all';
type Method = PayOrder['method'] | 'all';

/** The company's 支付单 of the last days, by state and method, newest first. */
export function PayOrdersList() {
  const { t } = useTranslation('settlement-online');
  const [state, setState] = useState<State>('all');
  const [method, setMethod] = useState<Method>('all');
  const [days, setDays] = useState<string>('7');
  const [page, setPage] = useState(1);
  // an open order past its time reads 正在关闭 without a reload
  const now = useNow(true, 30_000);
  const list = usePayOrders({
    ...lastDays(Number(days), today()),
    ...(state === 'all' ? {} : { state }),
    ...(method === 'all' ? {} : { method }),
    page,
    size: SIZE,
  });
  const first =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack gap="sm" data-testid="pay-orders-list">
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          value={state}
          onChange={first((v: string) => setState(v as State))}
          data={(['all', 'open', 'paid', 'closed'] as const).map((s) => ({
            value: s,
            label: s === 'all' ? t('orders.all') : t(`orders.states.${s}`),
          }))}
          data-testid="pay-orders-state"
        />
        <SegmentedControl
          value={method}
          onChange={first((v: string) => setMethod(v as Method))}
          data={(['all', '6', '10'] as const).map((m) => ({
            value: m,
            label: m === 'all' ? t('orders.all') : t(`methods.${m}`),
          }))}
          data-testid="pay-orders-method"
        />
        <Select
          label={t('orders.days')}
          value={days}
          onChange={first((v: string | null) => setDays(v ?? '7'))}
          data={DAY_CHOICES.map((n) => ({ value: String(n), label: t('orders.daysOption', { count: n }) }))}
          allowDeselect={false}
          w={120}
          data-testid="pay-orders-days"
        />
        <Button
          variant="default"
          loading={list.isFetching}
          onClick={() => void list.refetch()}
          data-testid="pay-orders-refresh"
        >
          {t('orders.refresh')}
        </Button>
      </Group>
      <PayOrdersTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        error={list.error ? errorText(list.error) : undefined}
        now={now}
      />
      <ListFooter total={list.data?.total ?? 0} page={page} size={SIZE} onPage={setPage} />
    </Stack>
  );
}
