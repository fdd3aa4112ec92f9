import { Alert, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { downloadTemplate, recordKeys, uploadImport } from '../api/records';

interface Props {
  recordKey: string;
  title: string;
  opened: boolean;
  onClose: () => void;
}

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'processing' } | { kind: 'failed'; msg: string; details: string[] };

/** Excel import: upload progress, then server validation of every sheet and row (all or nothing). */
export function ImportDialog({ recordKey, title, opened, onClose }: Props) {
  const { t } = useTranslation('records');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';

  const close = () => {
    if (busy) return;
    setFile(null);
    setPhase({ kind: 'idle' });
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const result = await uploadImport(recordKey, file, (percent) => setPhase(percent >= 100 ? { kind: 'processing' } : { kind: 'uploading', percent }));
      await client.invalidateQueries({ queryKey: recordKeys.all(recordKey) });
      notifications.show({ color: 'green', message: t('importDone', { count: result.imported }) });
      setPhase({ kind: 'idle' });
      setFile(null);
      onClose();
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, String(error), 0);
      setPhase({ kind: 'failed', msg: e.message || '导入失败！', details: (e.details ?? []).map((d) => d.message) });
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('importTitle', { title })} size="lg" data-testid="import-dialog">
      <Stack>
        <Text size="sm" c="dimmed">{t('importHint')}</Text>
        <Group align="flex-end">
          <FileInput
            style={{ flex: 1 }}
            label={t('chooseFile')}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPhase({ kind: 'idle' });
            }}
            disabled={busy}
            clearable
            data-testid="import-file"
          />
          <Button variant="subtle" onClick={() => void downloadTemplate(recordKey, `${title}导入模板.xlsx`)}>{t('template')}</Button>
        </Group>
        {phase.kind === 'uploading' ? (
          <Stack gap={4}>
            <Text size="sm">{t('uploading', { percent: phase.percent })}</Text>
            <Progress value={phase.percent} />
          </Stack>
        ) : null}
        {phase.kind === 'processing' ? (
          <Stack gap={4}>
            <Text size="sm">{t('processing')}</Text>
            <Progress value={100} striped animated />
          </Stack>
        ) : null}
        {phase.kind === 'failed' ? (
          <Alert color="red" title={phase.msg} data-testid="import-error">
            <ScrollArea.Autosize mah={240}>
              <List size="sm">
                {phase.details.map((d) => (
                  <List.Item key={d}>{d}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>{t('cancel')}</Button>
          <Button onClick={() => void start()} disabled={!file} loading={busy} data-testid="import-start">{t('import')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
