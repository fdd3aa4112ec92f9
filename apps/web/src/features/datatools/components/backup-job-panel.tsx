import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { BackupJob } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

const STEPS: Record<BackupJob['kind'], BackupJob['step'][]> = {
  backup: ['dumping', 'done'],
  restore: ['checking', 'swapping', 'reopening', 'done'],
};

/** A backup or restore job: its step while it runs, then done or why it failed. */
export function BackupJobPanel({ job }: { job: BackupJob }) {
  const { t } = useTranslation('datatools');
  if (job.state === 'failed')
    return (
      <Alert color="red" title={t(`backup.failed.${job.kind}`)} data-testid="backup-job-failed">
        {job.message}
      </Alert>
    );
  if (job.state === 'done')
    return (
      <Alert color="green" title={t(`backup.done.${job.kind}`)} data-testid="backup-job-done">
        {job.name}
      </Alert>
    );
  const steps = STEPS[job.kind];
  const at = Math.max(0, steps.indexOf(job.step));
  return (
    <Stack gap={4} data-testid="backup-job-running">
      <Text size="sm">
        {t(`backup.running.${job.kind}`)}：{t(`backup.step.${job.step}`)}（{at + 1}/{steps.length - 1}）
      </Text>
      <Progress value={((at + 0.5) / (steps.length - 1)) * 100} animated striped />
    </Stack>
  );
}
