import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Job } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { useUser } from '../../../shared/session';
import { useCancelJob } from '../api/cancel-job';
import { useDownloadExport } from '../api/download-export';
import { ListFooter } from '../../../shared/list-footer';
import { usePagedList } from '../../../shared/use-paged-list';
import { jobsQuery } from '../api/list-jobs';
import { useRetryJob } from '../api/retry-job';
import { JobFilters, NO_JOB_FILTERS, type JobFilterValues } from '../components/job-filters';
import { JobsTable } from '../components/jobs-table';

/** 后台作业: the company's jobs (every company's for platform administrators), their progress, 重试 and 取消, 下载 of one's exports. */
export default function JobsScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('jobs');
  const jobs = usePagedList({ initial: NO_JOB_FILTERS, query: (f: JobFilterValues, paging) => jobsQuery({ ...paging, kind: f.kind ?? undefined, state: f.state ?? undefined }) });
  const cancel = useCancelJob();
  const retry = useRetryJob();
  const download = useDownloadExport();
  const userId = useUser()?.userId;
  const busyId = cancel.isPending ? cancel.variables : retry.isPending ? retry.variables : download.isPending ? download.variables : null;

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
        onApply={jobs.setFilters}
        onRefresh={() => void jobs.query.refetch()}
      />
      <JobsTable
        rows={jobs.rows}
        loading={jobs.query.isPending}
        error={jobs.query.error?.message}
        onRetry={readOnly ? undefined : (job) => void startAgain(job)}
        onCancel={readOnly ? undefined : (job) => void askCancel(job)}
        onDownload={(job) => void save(job)}
        userId={userId}
        busyId={busyId}
      />
      <ListFooter total={jobs.total} page={jobs.page} size={jobs.size} onPage={jobs.setPage} />
    </Stack>
  );
}
