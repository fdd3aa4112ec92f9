import { Text, Timeline } from '@mantine/core';
import type { EventRow } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { chinaDateTime } from '../../../shared/china-date';

/** The whole audit trail of a document (wf_events), oldest first: who did what, when, with what opinion. */
export function AuditTrail({ events, loading }: { events: EventRow[] | undefined; loading: boolean }) {
  const { t } = useTranslation('workflow');
  if (loading && !events) return <PageLoader h={120} />;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={(events?.length ?? 0) - 1} data-testid="audit-trail">
      {(events ?? []).map((ev) => (
        <Timeline.Item key={ev.id} title={`${t(`events.${ev.action}`, { defaultValue: ev.action })} · ${ev.actorName}`} data-testid="trail-event" data-action={ev.action}>
          <Text size="xs" c="dimmed">
            {chinaDateTime(ev.at)}
            {ev.fromStatus !== ev.toStatus ? ` · ${ev.fromStatus ? t(`status.${ev.fromStatus}`) : ''} → ${t(`status.${ev.toStatus}`)}` : ''}
          </Text>
          {ev.opinion && <Text size="sm">{ev.opinion}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
