import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PatrolRoundPoint, PatrolRoute } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';

const POINT_COLOURS: Record<PatrolRoundPoint['state'], string> = { 未签到: 'gray', 已签到: 'green', 顺序不符: 'orange' };
const ROUND_COLOURS: Record<PatrolRoute['state'], string> = { 未开始: 'gray', 巡检中: 'blue', 已完成: 'green' };
const POINT_KEYS: Record<PatrolRoundPoint['state'], string> = { 未签到: 'pending', 已签到: 'done', 顺序不符: 'outOfOrder' };
const ROUND_KEYS: Record<PatrolRoute['state'], string> = { 未开始: 'notStarted', 巡检中: 'running', 已完成: 'done' };

/** One plan of today's route: its points in order, each 未签到 / 已签到 (time) / 顺序不符 (time). */
export function RouteCard({ route, current }: { route: PatrolRoute; current?: number }) {
  const { t } = useTranslation('patrol');
  return (
    <Paper withBorder radius="md" p="sm" data-testid="patrol-route" data-plan-id={route.planId}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700}>{route.planName}</Text>
        <Badge color={ROUND_COLOURS[route.state]} variant="light" data-testid="patrol-route-state">
          {t(`mobile.round.${ROUND_KEYS[route.state]}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {route.route}
      </Text>
      <Stack gap={6}>
        {route.points.map((p) => (
          <Group
            key={p.seq}
            justify="space-between"
            wrap="nowrap"
            data-testid="patrol-point"
            data-state={p.state}
            bg={p.seq === current ? 'gray.1' : undefined}
            px={4}
            style={{ borderRadius: 4 }}
          >
            <Text size="sm">{`${p.seq}. ${p.name}`}</Text>
            <Badge color={POINT_COLOURS[p.state]} variant={p.state === '未签到' ? 'outline' : 'filled'} data-testid="patrol-point-state">
              {p.scannedAt ? t(`mobile.point.${POINT_KEYS[p.state]}At`, { time: chinaDateTime(p.scannedAt).slice(11, 16) }) : t(`mobile.point.${POINT_KEYS[p.state]}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
