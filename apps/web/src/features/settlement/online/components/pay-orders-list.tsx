import { Button, Group, Select, SegmentedControl, Stack } from '@mantine/core';
import type { PayOrder } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../../shared/list-footer';
import { errorText } from '../../../../api/error-text';
import { today } from '../../format';
import { usePagedList } from '../../../../shared/use-paged-list';
import { payOrdersQuery } from '../api/list-pay-orders';
import { DAY_CHOICES, lastDays } from '../order-range';
import { useNow } from '../../../../shared/use-now';
import { PayOrdersTable } from './pay-orders-table';

type State = PayOrder['state'] | 'all';
type Method = PayOrder['method'] | 'all';
const FIRST: { state: State; method: Method; days: string } = { state: 'all', method: 'all', days: '7' };

/** The company's 支付单 of the last days, by state and method, newest first. */
export function PayOrdersList() {
  const { t } = useTranslation('settlement-online');
  // an open order past its time reads 正在关闭 without a reload
  const now = useNow(true, 30_000);
  const list = usePagedList({
    initial: FIRST,
    query: ({ state, method, days }, paging) =>
      payOrdersQuery({
        ...lastDays(Number(days), today()),
        ...(state === 'all' ? {} : { state }),
        ...(method === 'all' ? {} : { method }),
        ...paging,
      }),
  });
  const { state, method, days } = list.filters;
  return (
    <Stack gap="sm" data-testid="pay-orders-list">
      <Group align="flex-end" gap="sm">
        <SegmentedControl
          value={state}
          onChange={(v) => list.setFilter('state', v as State)}
          data={(['all', 'open', 'paid', 'closed'] as const).map((s) => ({
            value: s,
            label: s === 'all' ? t('orders.all') : t(`orders.states.${s}`),
          }))}
          data-testid="pay-orders-state"
        />
        <SegmentedControl
          value={method}
          onChange={(v) => list.setFilter('method', v as Method)}
          data={(['all', '6', '10'] as const).map((m) => ({
            value: m,
            label: m === 'all' ? t('orders.all') : t(`methods.${m}`),
          }))}
          data-testid="pay-orders-method"
        />
        <Select
          label={t('orders.days')}
          value={days}
          onChange={(v) => list.setFilter('days', v ?? '7')}
          data={DAY_CHOICES.map((n) => ({ value: String(n), label: t('orders.daysOption', { count: n }) }))}
          allowDeselect={false}
          w={120}
          data-testid="pay-orders-days"
        />
        <Button
          variant="default"
          loading={list.query.isFetching}
          onClick={() => void list.query.refetch()}
          data-testid="pay-orders-refresh"
        >
          {t('orders.refresh')}
        </Button>
      </Group>
      <PayOrdersTable
        rows={list.rows}
        loading={list.query.isPending}
        error={list.query.error ? errorText(list.query.error) : undefined}
        now={now}
      />
      <ListFooter total={list.total} page={list.page} size={list.size} onPage={list.setPage} />
    </Stack>
  );
}
