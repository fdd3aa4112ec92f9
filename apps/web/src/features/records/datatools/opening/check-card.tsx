import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OpeningCheck, OpeningSource } from '@pm/contracts';
import { useEffect, useRef, useState } from 'react';
import { useOpeningTranslation } from './opening-ns';
import { ApiError } from '../../../../api/client';
import { ImportJobProgress } from '../../components/import-progress';
import { CheckErrors } from './check-errors';
import { openingKeys, uploadOpeningCheck, useOpeningCheckJob } from './opening-api';

interface Props {
  source: OpeningSource;
  readOnly: boolean;
  /** The check passed: the import to preview. */
  onChecked: (openingId: number) => void;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'job'; first: OpeningCheck }
  | { kind: 'failed'; msg: string; errors: { path: string; message: string }[] };

const CHECK_FAILED = '导入失败！';
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 校验: the file goes up with its source, the server's check job is polled (phase and rows) until
 * it ends; a refused file shows every error, a passed one opens its preview.
 */
export function CheckCard({ source, readOnly, onChecked }: Props) {
  const { t } = useOpeningTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const poll = useOpeningCheckJob(step.kind === 'job' ? step.first.jobId : undefined);
  const job = step.kind === 'job' ? (poll.data ?? step.first) : undefined;
  const pollFailed = poll.error
    ? poll.error instanceof ApiError
      ? poll.error.message
      : String(poll.error)
    : undefined;
  const running = job?.status === 'running' && !pollFailed;
  const busy = step.kind === 'uploading' || running;
  const announced = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (job?.status !== 'done' || job.openingId === null || announced.current === job.jobId) return;
    announced.current = job.jobId;
    void client.invalidateQueries({ queryKey: openingKeys.list() });
    onChecked(job.openingId);
    setFile(null);
    setStep({ kind: 'idle' });
  }, [job, client, onChecked]);

  const start = async () => {
    if (!file) return;
    setStep({ kind: 'uploading', percent: 0 });
    try {
      const first = await uploadOpeningCheck(file, source, (percent) => setStep({ kind: 'uploading', percent }));
      setStep({ kind: 'job', first });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, String(error), 0);
      setStep({ kind: 'failed', msg: e.message || CHECK_FAILED, errors: e.details ?? [] });
    }
  };

  return (
    <Stack gap="xs" data-testid="opening-check">
      <Group align="flex-end" gap="sm">
        <FileInput
          w={360}
          label={t('opening.file')}
          placeholder={t('chooseFile')}
          accept={XLSX}
          value={file}
          onChange={(f) => {
            setFile(f);
            if (!busy) setStep({ kind: 'idle' });
          }}
          disabled={busy || readOnly}
          clearable
          data-testid="opening-file"
        />
        <Button
          onClick={() => void start()}
          disabled={!file || busy || readOnly}
          loading={busy}
          data-testid="opening-check-start"
        >
          {t('opening.check')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('opening.checkHint')}
      </Text>
      {step.kind === 'uploading' ? (
        <Stack gap={4} data-testid="opening-upload">
          <Text size="sm">{t('uploading', { percent: step.percent })}</Text>
          <Progress value={step.percent} />
        </Stack>
      ) : null}
      {job && running ? <ImportJobProgress job={job} /> : null}
      {job?.status === 'failed' ? <CheckErrors msg={job.message ?? CHECK_FAILED} errors={job.errors} /> : null}
      {job?.status === 'done' && job.openingId === null ? (
        <Alert color="red" title={job.message ?? CHECK_FAILED} data-testid="opening-check-error" />
      ) : null}
      {job?.status === 'running' && pollFailed ? <CheckErrors msg={pollFailed || CHECK_FAILED} errors={[]} /> : null}
      {step.kind === 'failed' ? <CheckErrors msg={step.msg} errors={step.errors} /> : null}
    </Stack>
  );
}
