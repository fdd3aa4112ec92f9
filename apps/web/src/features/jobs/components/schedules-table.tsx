import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Schedule } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { ruleText } from '../format';
import { JobStateBadge } from './job-state-badge';
import { RowsTable } from '../../../shared/list-table';

interface Props {
  rows: Schedule[];
  loading: boolean;
  error?: string | undefined;
  /** Without them (read-only) the 操作 column is left out. */
  onEdit?: ((schedule: Schedule) => void) | undefined;
  onDelete?: ((schedule: Schedule) => void) | undefined;
}

/** The company's 定时任务: rule in words, next firing in China time, the last job's state. */
export function SchedulesTable({ rows, loading, error, onEdit, onDelete }: Props) {
  const { t } = useTranslation('jobs');
  const withActions = onEdit !== undefined || onDelete !== undefined;
  return (
    <RowsTable striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="schedules-table" columns={[t('schedules.title'), t('schedules.kind'), t('schedules.rule'), t('schedules.estate'), t('schedules.enabled'), t('schedules.nextFireAt'), t('schedules.lastResult'), t('schedules.createdBy'), withActions && t('schedules.actions')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }}>
      {rows.map((s) => (
        <Table.Tr key={s.id} data-testid="schedule-row" data-schedule-id={s.id}>
          <Table.Td data-testid="schedule-row-title">{s.title}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`schedules.kinds.${s.kind}`)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="schedule-rule">{ruleText(s.rule, t)}</Table.Td>
          <Table.Td>{s.estateName ?? ''}</Table.Td>
          <Table.Td>
            <Badge color={s.enabled ? 'green' : 'gray'} variant="light" data-testid="schedule-enabled-state">
              {s.enabled ? t('schedules.on') : t('schedules.off')}
            </Badge>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} c={s.enabled ? undefined : 'dimmed'} data-testid="schedule-next">
            {chinaDateTime(s.nextFireAt)}
          </Table.Td>
          <Table.Td data-testid="schedule-last">
            {s.lastJobState ? <JobStateBadge state={s.lastJobState} /> : <Text size="sm" c="dimmed">{t('schedules.never')}</Text>}
          </Table.Td>
          <Table.Td>{s.createdByName ?? ''}</Table.Td>
          {withActions ? (
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {onEdit ? (
                  <Button size="compact-xs" variant="light" onClick={() => onEdit(s)} data-testid="schedule-edit">
                    {t('schedules.edit')}
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button size="compact-xs" variant="light" color="red" onClick={() => onDelete(s)} data-testid="schedule-delete">
                    {t('schedules.delete')}
                  </Button>
                ) : null}
              </Group>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </RowsTable>
  );
}
