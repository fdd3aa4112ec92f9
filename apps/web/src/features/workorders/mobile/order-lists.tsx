import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMine, usePool } from '../api/workorders';
import { errorText } from '../../../api/error-text';
import { OrderCard } from './order-card';

const QUERY = { page: 1, size: 50, open: 'true' as const };

function Cards({ list, grab, empty }: { list: ReturnType<typeof useMine>; grab: boolean; empty: string }) {
  if (list.isPending) return <Center p="lg"><Loader size="sm" /></Center>;
  if (list.error) return <Alert color="red">{errorText(list.error)}</Alert>;
  const rows = list.data.rows;
  if (rows.length === 0) return <Text c="dimmed" ta="center" p="lg" data-testid="m-empty">{empty}</Text>;
  return (
    <Stack gap="sm">
      {rows.map((r) => (
        <OrderCard key={r.id} row={r} grab={grab} />
      ))}
    </Stack>
  );
}

/** 我的工单: the open orders the technician holds, nearest due first. */
export function MinePage() {
  const { t } = useTranslation('workorders');
  return <Cards list={useMine(QUERY)} grab={false} empty={t('mobile.mineEmpty')} />;
}

/** 抢单池: the 抢单 orders of the technician's teams. */
export function PoolPage() {
  const { t } = useTranslation('workorders');
  return <Cards list={usePool(QUERY)} grab empty={t('mobile.poolEmpty')} />;
}
