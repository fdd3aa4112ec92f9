import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { chinaDateTime } from '../../../shared/china-date';
import { useStep, type WorkOrderRow } from '../api/workorders';
import { errorText } from '../../../api/error-text';
import { PriorityBadge } from '../components/order-table';
import { SLA_COLOR, SlaBadge } from '../components/sla-badge';

/** An order on the phone: number, kind, priority, house, content, state and the due time in its SLA colour. */
export function OrderCard({ row, grab = false }: { row: WorkOrderRow; grab?: boolean }) {
  const { t } = useTranslation('workorders');
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`m-card-${row.id}`} style={{ borderLeft: `4px solid var(--mantine-color-${SLA_COLOR[row.sla]}-6)` }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" component={Link} to={`/m/workorders/${row.id}`} data-testid={`m-open-${row.id}`}>
            {`${row.kindName} ${row.number}`}
          </Text>
          <PriorityBadge row={row} />
        </Group>
        <Text size="sm" lineClamp={2}>{row.content}</Text>
        <Text size="xs" c="dimmed">{row.houseName ?? t('mobile.noHouse')}</Text>
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" data-testid={`m-state-${row.id}`}>{row.stateName}</Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c={row.sla === 'overdue' ? 'red' : row.sla === 'warning' ? 'yellow.8' : 'dimmed'}>
              {row.dueAt ? t('mobile.due', { at: chinaDateTime(row.dueAt) }) : ''}
            </Text>
            <SlaBadge sla={row.sla} />
          </Group>
        </Group>
        {grab ? <GrabButton row={row} /> : null}
      </Stack>
    </Card>
  );
}

/** 抢单: the order becomes the technician's (已接单) and opens; a refusal (taken, too many open) shows under it. */
function GrabButton({ row }: { row: WorkOrderRow }) {
  const { t } = useTranslation('workorders');
  const step = useStep(row);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const grab = async () => {
    setFailure(null);
    try {
      await step.mutateAsync({ action: 'grab', body: {} });
      void navigate(`/m/workorders/${row.id}`);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <Button size="md" fullWidth loading={step.isPending} onClick={() => void grab()} data-testid={`m-grab-${row.id}`}>{t('actions.grab')}</Button>
      {failure ? <Text size="sm" c="red">{failure}</Text> : null}
    </>
  );
}
