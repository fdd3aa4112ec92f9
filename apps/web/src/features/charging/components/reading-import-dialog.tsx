import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { readingEndpoints, type ImportResult } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';
import { uploadReadings } from '../api/import-readings';
import { chargingKeys } from '../api/keys';
import { useReadingImportJob } from '../api/reading-import-job';
import { errorText } from '../../../api/error-text';
import { ImportErrors, ImportJobProgress } from './import-job-view';

type Step = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'job'; first: ImportResult } | { kind: 'failed'; msg: string; details: string[] };
const IMPORT_FAILED = '导入失败！';

/** 导入读数: upload progress, then the server's job polled until it ends: the counts, or every row's error (nothing written). */
export function ReadingImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const poll = useReadingImportJob(step.kind === 'job' && step.first.status === 'running' ? step.first.jobId : undefined);
  const job = step.kind === 'job' ? (poll.data ?? step.first) : undefined;
  const busy = step.kind === 'uploading' || (job?.status === 'running' && !poll.error);
  const announced = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!job || job.status === 'running' || announced.current === job.jobId) return;
    announced.current = job.jobId;
    void client.invalidateQueries({ queryKey: chargingKeys.area('readings') });
  }, [job, client]);

  const start = async () => {
    if (!file) return;
    setStep({ kind: 'uploading', percent: 0 });
    try {
      setStep({ kind: 'job', first: await uploadReadings(file, (percent) => setStep({ kind: 'uploading', percent })) });
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, String(error), 0);
      setStep({ kind: 'failed', msg: e.message || IMPORT_FAILED, details: (e.details ?? []).map((d) => d.message) });
    }
  };
  const close = () => {
    if (busy) return;
    setFile(null);
    setStep({ kind: 'idle' });
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('importReadings')} size="lg" data-testid="reading-import">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t('importReadingsHint')}</Text>
        <Group align="flex-end">
          <FileInput style={{ flex: 1 }} label={t('chooseFile')} accept=".xlsx" value={file} onChange={(f) => { setFile(f); setStep({ kind: 'idle' }); }} disabled={busy} clearable />
          <Button variant="subtle" onClick={() => void downloadFile(readingEndpoints.readingTemplate, {}, `${t('readingTemplate')}.xlsx`)}>{t('template')}</Button>
        </Group>
        {step.kind === 'uploading' ? (
          <Stack gap={4}>
            <Text size="sm">{t('uploading', { percent: step.percent })}</Text>
            <Progress value={step.percent} />
          </Stack>
        ) : null}
        {job?.status === 'running' && !poll.error ? <ImportJobProgress job={job} /> : null}
        {job?.status === 'done' ? <Alert color="green" title={t('importDone', { count: job.imported })} data-testid="import-result">{t('importSummary', { created: job.created, updated: job.updated, unchanged: job.unchanged })}</Alert> : null}
        {job?.status === 'failed' ? <ImportErrors msg={job.message ?? IMPORT_FAILED} details={job.errors.map((e) => `${e.path} ${e.message}`)} /> : null}
        {job?.status === 'running' && poll.error ? <ImportErrors msg={IMPORT_FAILED} details={[errorText(poll.error)]} /> : null}
        {step.kind === 'failed' ? <ImportErrors msg={step.msg} details={step.details} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>{job?.status === 'done' ? t('close') : t('cancel')}</Button>
          <Button onClick={() => void start()} disabled={!file || busy} loading={busy}>{t('import')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
