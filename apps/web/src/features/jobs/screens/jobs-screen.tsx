import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Job } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useCancelJob } from '../api/cancel-job';
import { useDownloadExport } from '../api/download-export';
import { useJobs } from '../api/list-jobs';
import { useRetryJob } from '../api/retry-job';
import { JobFilters, NO_JOB_FILTERS, type JobFilterValues } from '../components/job-filters';
import { JobsTable } from '../components/jobs-table';

const SIZE = 20;

/** 后台作业: the company's jobs (every company's for platform administrators), their progress, 重试 and 取消, 下载 of one's exports. */
export default function JobsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('jobs');
  const [filters, setFilters] = useState<JobFilterValues>(NO_JOB_FILTERS);
  const [page, setPage] = useState(1);
  const jobs = useJobs({ page, size: SIZE, kind: filters.kind ?? undefined, state: filters.state ?? undefined });
  const cancel = useCancelJob();
  const retry = useRetryJob();
  const download = useDownloadExport();
  const userId = useUser()?.userId;
  const busyId = cancel.isPending ? cancel.variables : retry.isPending ? retry.variables : download.isPending ? download.variables : null;
  const total = jobs.data?.total ?? 0;

  // A refusal (409: it finished meanwhile) is shown by the app's error catalogue.
  const ignoreRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
  };
  const askCancel = async (job: Job) => {
    if (!(await confirmDialog({ title: t('jobs.cancelTitle'), message: t('jobs.cancelConfirm', { title: job.title }) }))) return;
    await cancel.mutateAsync(job.id).then(() => notifications.show({ color: 'green', message: t('jobs.cancelled') }), ignoreRefusal);
  };
  const startAgain = async (job: Job) => {
    await retry.mutateAsync(job.id).then(() => notifications.show({ color: 'green', message: t('jobs.retried') }), ignoreRefusal);
  };
  // The file's answer (404 once it is no longer kept) does not pass the app's catalogue: shown here.
  const save = async (job: Job) => {
    await download.mutateAsync(job.id).catch((error: unknown) => {
      notifications.show({ color: 'red', message: error instanceof ApiError && error.message ? error.message : String(error) });
    });
  };

  return (
    <Stack gap="sm" p="sm" data-testid="jobs-screen">
      <Title order={4}>{title || t('menu.jobs')}</Title>
      <JobFilters
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
        onRefresh={() => void jobs.refetch()}
      />
      <JobsTable
        rows={jobs.data?.rows ?? []}
        loading={jobs.isPending}
        error={jobs.error?.message}
        onRetry={readOnly ? undefined : (job) => void startAgain(job)}
        onCancel={readOnly ? undefined : (job) => void askCancel(job)}
        onDownload={(job) => void save(job)}
        userId={userId}
        busyId={busyId}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('total', { total })}
        </Text>
        <Pagination total={Math.max(1, Math.ceil(total / SIZE))} value={page} onChange={setPage} size="sm" />
      </Group>
    </Stack>
  );
}
