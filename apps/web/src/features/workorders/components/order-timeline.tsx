import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { WorkOrderDetail } from '../api/workorders';

/** The order's events, oldest first: what was done (actionName), by whom, when, why, and the note of a step. */
export function OrderTimeline({ events }: { events: WorkOrderDetail['events'] }) {
  const { t } = useTranslation('workorders');
  if (events.length === 0) return <Text size="sm" c="dimmed">{t('timeline.empty')}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="wo-timeline">
      {events.map((e) => {
        const note = typeof e.detail.note === 'string' ? e.detail.note : null;
        return (
          <Timeline.Item key={e.id} title={e.actionName} data-testid="wo-event" data-action={e.action}>
            <Text size="xs" c="dimmed">
              {`${chinaDateTime(e.at)} · ${e.actorName ?? t(`timeline.actor.${e.actorKind}`)}`}
            </Text>
            {e.reason ? <Text size="sm">{t('timeline.reason', { reason: e.reason })}</Text> : null}
            {note ? <Text size="sm">{t('timeline.note', { note })}</Text> : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
