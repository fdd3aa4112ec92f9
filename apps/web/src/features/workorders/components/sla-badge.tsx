import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { WorkOrderRow } from '../api/workorders';

export const SLA_COLOR: Record<WorkOrderRow['sla'], string> = { normal: 'green', warning: 'yellow', overdue: 'red', none: 'gray' };

/** 正常 / 预警 / 超时 of the order's running clocks (nothing when none runs). */
export function SlaBadge({ sla, testId }: { sla: WorkOrderRow['sla']; testId?: string }) {
  const { t } = useTranslation('workorders');
  if (sla === 'none') return null;
  return (
    <Badge color={SLA_COLOR[sla]} variant="light" size="sm" data-testid={testId} data-sla={sla}>
      {t(`sla.${sla}`)}
    </Badge>
  );
}

/** The due time with its badge, coloured by the SLA state. */
export function DueCell({ row, testId }: { row: Pick<WorkOrderRow, 'dueAt' | 'sla'>; testId?: string }) {
  return (
    <Text size="sm" c={row.sla === 'overdue' ? 'red' : row.sla === 'warning' ? 'yellow.8' : undefined} component="span" style={{ whiteSpace: 'nowrap' }}>
      {row.dueAt ? chinaDateTime(row.dueAt) : '—'} <SlaBadge sla={row.sla} testId={testId} />
    </Text>
  );
}
