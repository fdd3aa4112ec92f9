import { Drawer, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useLineEvents } from '../api/line-events';
import type { Line } from '../types';
import { errorText } from '../../../api/error-text';

/** The line's audit trail: who moved it, when, from which state to which. */
export function LineHistoryDrawer({ line, onClose }: { line: Line | null; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const events = useLineEvents(line?.id ?? null);
  const status = (s: string | null) => (s ? t(`status.${s}`, { defaultValue: s }) : '');
  return (
    <Drawer opened={line !== null} onClose={onClose} position="right" title={line ? `${line.houseCode} ${line.itemName} ${line.period}` : ''} data-testid="line-history">
      {events.isPending ? <Text size="sm">{t('loading')}</Text> : null}
      {events.error ? <Text c="red" size="sm">{errorText(events.error)}</Text> : null}
      {events.data?.length === 0 ? <Text size="sm" c="dimmed">{t('empty')}</Text> : null}
      <Timeline bulletSize={14} lineWidth={2}>
        {(events.data ?? []).map((e) => (
          <Timeline.Item key={e.id} title={t(`events.${e.action}`, { defaultValue: e.action })}>
            <Text size="xs" c="dimmed">{`${chinaDateTime(e.at, { seconds: true })} ${e.byName ?? ''}`}</Text>
            {e.fromStatus || e.toStatus ? <Text size="sm">{`${status(e.fromStatus)} → ${status(e.toStatus)}`}</Text> : null}
            {e.note ? <Text size="sm">{e.note}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Drawer>
  );
}
