import { Alert, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { readingEndpoints, type ImportResult } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';
import { uploadReadings } from '../api/import-readings';
import { chargingKeys } from '../api/keys';

type Step = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done'; result: ImportResult } | { kind: 'failed'; msg: string; details: string[] };
const IMPORT_FAILED = '导入失败！';

/** 导入读数: the file uploaded with progress, then the counts or every row's error (nothing written). */
export function ReadingImportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const busy = step.kind === 'uploading';

  const start = async () => {
    if (!file) return;
    setStep({ kind: 'uploading', percent: 0 });
    try {
      const result = await uploadReadings(file, (percent) => setStep({ kind: 'uploading', percent }));
      if (result.status === 'failed') setStep({ kind: 'failed', msg: result.message ?? IMPORT_FAILED, details: result.errors.map((e) => `${e.path} ${e.message}`) });
      else setStep({ kind: 'done', result });
      void client.invalidateQueries({ queryKey: chargingKeys.area('readings') });
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
        {step.kind === 'done' ? <Alert color="green" title={t('importDone', { count: step.result.imported })}>{t('importSummary', { created: step.result.created, updated: step.result.updated, unchanged: step.result.unchanged })}</Alert> : null}
        {step.kind === 'failed' ? (
          <Alert color="red" title={step.msg}>
            <ScrollArea.Autosize mah={240}>
              <List size="sm">
                {step.details.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>{step.kind === 'done' ? t('close') : t('cancel')}</Button>
          <Button onClick={() => void start()} disabled={!file || busy} loading={busy}>{t('import')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
