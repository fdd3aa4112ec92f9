import { Button, Group, Table, Text } from '@mantine/core';
import type { Job } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { durationText } from '../format';
import { JobProgress } from './job-progress';
import { JobStateBadge } from './job-state-badge';
import { RowsTable } from '../../../shared/list-table';

interface Props {
  rows: Job[];
  loading: boolean;
  error?: string | undefined;
  /** Without them (read-only) the 操作 column is left out, unless a row offers 下载. */
  onRetry?: ((job: Job) => void) | undefined;
  onCancel?: ((job: Job) => void) | undefined;
  /** 下载 of a finished export, offered to the person who asked for it (userId). */
  onDownload?: ((job: Job) => void) | undefined;
  userId?: number | undefined;
  busyId?: number | null;
}

/** An export's file is its creator's alone (the server answers nobody else). */
const downloadable = (job: Job, userId: number | undefined) => job.kind === 'export' && job.state === 'done' && userId !== undefined && job.createdBy === userId;

/** The jobs, newest first; 公司 only when they span several companies (platform administrators). */
export function JobsTable({ rows, loading, error, onRetry, onCancel, onDownload, userId, busyId }: Props) {
  const { t } = useTranslation('jobs');
  const manyCompanies = new Set(rows.map((r) => r.companyId)).size > 1;
  const withActions = onRetry !== undefined || onCancel !== undefined || (onDownload !== undefined && rows.some((job) => downloadable(job, userId)));
  return (
    <RowsTable striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="jobs-table" columns={[t('jobs.title'), t('jobs.kind'), manyCompanies && t('jobs.company'), t('jobs.createdBy'), t('jobs.state'), t('jobs.progress'), t('jobs.seconds'), t('jobs.error'), t('jobs.createdAt'), withActions && t('jobs.actions')]} state={{ loading, empty: rows.length === 0, error, emptyText: t('empty') }}>
      {rows.map((job) => (
        <Table.Tr key={job.id} data-testid="job-row" data-job-id={job.id}>
          <Table.Td data-testid="job-title">
            {job.title}
            {job.summary ? (
              <Text size="xs" c="dimmed" data-testid="job-summary">
                {job.summary}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`kind.${job.kind}`, { defaultValue: job.kind })}</Table.Td>
          {manyCompanies ? <Table.Td data-testid="job-company">{job.companyName}</Table.Td> : null}
          <Table.Td data-testid="job-created-by">{job.scheduleId !== null ? t('jobs.bySchedule', { title: job.scheduleTitle ?? '' }) : (job.createdByName ?? '')}</Table.Td>
          <Table.Td>
            <JobStateBadge state={job.state} />
          </Table.Td>
          <Table.Td>
            <JobProgress job={job} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="job-seconds">{durationText(job.seconds, t)}</Table.Td>
          <Table.Td>
            {job.error ? (
              <Text size="sm" c="red" data-testid="job-error">
                {job.error}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(job.createdAt, { seconds: true })}</Table.Td>
          {withActions ? (
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                {onDownload && downloadable(job, userId) ? (
                  <Button size="compact-xs" variant="light" loading={busyId === job.id} onClick={() => onDownload(job)} data-testid="job-download">
                    {t('jobs.download')}
                  </Button>
                ) : null}
                {onRetry && (job.state === 'failed' || job.state === 'cancelled') ? (
                  <Button size="compact-xs" variant="light" loading={busyId === job.id} onClick={() => onRetry(job)} data-testid="job-retry">
                    {t('jobs.retry')}
                  </Button>
                ) : null}
                {onCancel && (job.state === 'queued' || job.state === 'running') ? (
                  <Button size="compact-xs" variant="light" color="red" loading={busyId === job.id} onClick={() => onCancel(job)} data-testid="job-cancel">
                    {t('jobs.cancel')}
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
