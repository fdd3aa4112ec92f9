import { Badge, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import type { WorkOrderDetail } from '../api/workorders';
import { PriorityBadge } from './order-table';
import { SlaBadge } from './sla-badge';

function Fact({ label, value, testId }: { label: string; value: string | null | undefined; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" data-testid={testId}>{value || '—'}</Text>
    </div>
  );
}

/** The order's header: number, kind, priority, state, SLA; who reported it, the house, who holds it, the times. */
export function OrderFacts({ order, cols = 3 }: { order: WorkOrderDetail; cols?: number }) {
  const { t } = useTranslation('workorders');
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Title order={5}>{`${order.kindName} ${order.number}`}</Title>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <PriorityBadge row={order} />
          <Badge variant="filled" data-testid="wo-detail-state">{order.stateName}</Badge>
          <SlaBadge sla={order.sla} testId="wo-detail-sla" />
        </Group>
      </Group>
      <Text size="sm" data-testid="wo-detail-content">{order.content}</Text>
      <SimpleGrid cols={cols} spacing="xs">
        <Fact label={t('cols.house')} value={order.houseName} testId="wo-detail-house" />
        <Fact label={t('fields.reporter')} value={[order.reporter, order.phone].filter(Boolean).join(' ')} />
        <Fact label={t('cols.handler')} value={[order.teamName, order.handlerName].filter(Boolean).join(' / ')} testId="wo-detail-handler" />
        <Fact label={t('cols.createdAt')} value={chinaDateTime(order.createdAt)} />
        <Fact label={t('cols.due')} value={order.dueAt ? chinaDateTime(order.dueAt) : null} />
        {order.appointmentAt ? <Fact label={t('fields.appointmentAt')} value={chinaDateTime(order.appointmentAt)} /> : null}
        {order.charge ? <Fact label={t('fields.charge')} value={amountText(order.charge.total)} /> : null}
        {order.rating ? <Fact label={t('fields.rating')} value={order.rating.score !== null ? t('rating.score', { score: order.rating.score }) : t('rating.auto')} /> : null}
      </SimpleGrid>
    </>
  );
}
