import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { WorkOrderDetail } from '../api/workorders';

type Clock = WorkOrderDetail['clocks'][number];
const PHASE_COLOR: Record<Clock['phase'], string> = { in_time: 'green', warning: 'yellow', overdue: 'red', escalated: 'red' };

/** Minutes as 2小时5分钟 / 超时 1小时 (whole minutes, from the server's count). */
export function useRemaining() {
  const { t } = useTranslation('workorders');
  return (minutes: number) => {
    const m = Math.abs(Math.trunc(minutes));
    const text = m >= 60 ? t('clock.hours', { h: Math.floor(m / 60), m: m % 60 }) : t('clock.minutes', { m });
    return minutes < 0 ? t('clock.over', { text }) : text;
  };
}

/** The order's SLA clocks: target (响应 / 到场 / 完成), due, remaining, phase, paused or stopped. */
export function SlaClocks({ clocks, compact = false }: { clocks: Clock[]; compact?: boolean }) {
  const { t } = useTranslation('workorders');
  const remaining = useRemaining();
  if (clocks.length === 0) return <Text size="sm" c="dimmed">{t('clock.none')}</Text>;
  const state = (c: Clock) => (c.stopped ? t(c.met === false ? 'clock.missed' : 'clock.met') : c.paused ? t('clock.paused') : remaining(c.remainingMinutes));
  if (compact)
    return (
      <Group gap="xs" data-testid="wo-clocks">
        {clocks.map((c) => (
          <Badge key={c.target} color={c.stopped ? 'gray' : PHASE_COLOR[c.phase]} variant="light" size="lg" data-testid={`wo-clock-${c.target}`}>
            {`${c.targetName} ${state(c)}`}
          </Badge>
        ))}
      </Group>
    );
  return (
    <Table withTableBorder fz="sm" data-testid="wo-clocks">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('clock.target')}</Table.Th>
          <Table.Th>{t('clock.due')}</Table.Th>
          <Table.Th>{t('clock.remaining')}</Table.Th>
          <Table.Th>{t('clock.phase')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {clocks.map((c) => (
          <Table.Tr key={c.target} data-testid={`wo-clock-${c.target}`}>
            <Table.Td>{c.targetName}</Table.Td>
            <Table.Td>{c.dueAt ? chinaDateTime(c.dueAt) : '—'}</Table.Td>
            <Table.Td>{state(c)}</Table.Td>
            <Table.Td>
              <Badge color={c.stopped ? 'gray' : PHASE_COLOR[c.phase]} variant="light" size="sm">
                {t(`clock.phases.${c.phase}`)}
              </Badge>
              {c.level > 0 ? <Text span size="xs" c="red" ml={4}>{t(`clock.level${c.level === 1 ? 1 : 2}`)}</Text> : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
