import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyRounds } from '../api/patrol-checkin';
import { ManualCode } from './manual-code';
import { MobileFrame } from './mobile-frame';
import { RouteCard } from './route-card';

/** /m/patrol: today's routes of the signed-in inspector, and the 手动输入 box. */
export function MyRoutesPage() {
  const { t } = useTranslation('patrol');
  const routes = useMyRounds();
  return (
    <MobileFrame title={t('mobile.title')} testId="patrol-mobile">
      <ManualCode />
      <TodayRoutes query={routes} emptyText={t('mobile.empty')} />
    </MobileFrame>
  );
}

/** The routes of today, or what stands in for them (loading, an error, none). */
export function TodayRoutes({ query, emptyText, current }: { query: ReturnType<typeof useMyRounds>; emptyText: string; current?: { planId: number; seq: number } }) {
  if (query.isPending)
    return (
      <Center p="md">
        <Loader size="sm" />
      </Center>
    );
  if (query.error) return <Alert color="red">{query.error.message}</Alert>;
  if (query.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="patrol-empty">
        {emptyText}
      </Text>
    );
  return (
    <Stack gap="sm">
      {query.data.map((r) => (
        <RouteCard key={r.planId} route={r} current={current?.planId === r.planId ? current.seq : undefined} />
      ))}
    </Stack>
  );
}
