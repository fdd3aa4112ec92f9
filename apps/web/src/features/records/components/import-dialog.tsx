import { Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '@pm/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { downloadTemplate, recordKeys, uploadImport, useImportJob } from '../api/records';
import { ImportErrors, ImportJobProgress, ImportJobSummary } from './import-progress';

interface Props {
  recordKey: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'job'; first: ImportResult }
  | { kind: 'failed'; msg: string; details: string[] };

const IMPORT_FAILED = '导入失败！';

/**
 * Excel import: upload progress, then the server's job (read, validate every sheet and row, write
 * all or nothing) polled until it ends: its phase and rows, then the counts or the row errors.
 */
export function ImportDialog({ recordKey, title, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const jobId = step.kind === 'job' ? step.first.jobId : undefined;
  const poll = useImportJob(recordKey, jobId);
  const job = step.kind === 'job' ? (poll.data ?? step.first) : undefined;
  const pollFailed = poll.error ? (poll.error instanceof ApiError ? poll.error.message : String(poll.error)) : undefined;
  const busy = step.kind === 'uploading' || (job?.status === 'running' && !pollFailed);
  const announced = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (job?.status !== 'done' || announced.current === job.jobId) return;
    announced.current = job.jobId;
    void client.invalidateQueries({ queryKey: recordKeys.all(recordKey) });
    notifications.show({ color: 'green', message: t('importDone', { count: job.imported }) });
    setFile(null);
  }, [job, client, recordKey, t]);

  const close = () => {
    if (busy) return;
    setFile(null);
    setStep({ kind: 'idle' });
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setStep({ kind: 'uploading', percent: 0 });
    try {
      const first = await uploadImport(recordKey, file, (percent) => setStep({ kind: 'uploading', percent }));
      setStep({ kind: 'job', first });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, String(error), 0);
      setStep({ kind: 'failed', msg: e.message || IMPORT_FAILED, details: (e.details ?? []).map((d) => d.message) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('importTitle', { title })} size="lg" data-testid="import-dialog">
      <Stack>
        <Text size="sm" c="dimmed">{t('importHint')}</Text>
        <Text size="sm" c="dimmed">{t('importIdHint')}</Text>
        <Group align="flex-end">
          <FileInput
            style={{ flex: 1 }}
            label={t('chooseFile')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(f) => {
              setFile(f);
              setStep({ kind: 'idle' });
            }}
            disabled={busy}
            clearable
            data-testid="import-file"
          />
          <Button variant="subtle" onClick={() => void downloadTemplate(recordKey, `${title}导入模板.xlsx`)}>{t('template')}</Button>
        </Group>
        {step.kind === 'uploading' ? (
          <Stack gap={4} data-testid="import-upload">
            <Text size="sm">{t('uploading', { percent: step.percent })}</Text>
            <Progress value={step.percent} />
          </Stack>
        ) : null}
        {job?.status === 'running' && !pollFailed ? <ImportJobProgress job={job} /> : null}
        {job?.status === 'done' ? <ImportJobSummary job={job} /> : null}
        {job?.status === 'failed' ? <ImportErrors msg={job.message ?? IMPORT_FAILED} details={job.errors.map((e) => e.message)} /> : null}
        {job?.status === 'running' && pollFailed ? <ImportErrors msg={IMPORT_FAILED} details={[pollFailed]} /> : null}
        {step.kind === 'failed' ? <ImportErrors msg={step.msg} details={step.details} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-testid="import-close">
            {job?.status === 'done' ? t('close') : t('cancel')}
          </Button>
          <Button onClick={() => void start()} disabled={!file || busy} loading={busy} data-testid="import-start">{t('import')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
