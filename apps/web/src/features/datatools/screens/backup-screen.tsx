import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { BackupFile } from '@pm/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { confirmDialog } from '../../../shared/dialogs';
import type { ScreenProps } from '../../../shared/screen';
import { saveBackup, useBackupJob, useBackupOverview, useStartBackup, useStartRestore } from '../api/backup';
import { BackupJobPanel } from '../components/backup-job-panel';
import { BackupTable, localTime } from '../components/backup-table';
import { PostgresBackupHelp } from '../components/postgres-backup-help';

const messageOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : String(error));

/** 系统备份: backups of the embedded database (make, list, download, restore), or pg_dump on PostgreSQL. */
export default function BackupScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('datatools');
  const client = useQueryClient();
  const overview = useBackupOverview();
  const [jobId, setJobId] = useState<number | undefined>(undefined);
  const running = overview.data?.running ?? null;
  const job = useBackupJob(jobId ?? running?.id);
  const current = job.data ?? running ?? undefined;
  const busy = current?.state === 'running';
  const backup = useStartBackup();
  const restore = useStartRestore();
  const announced = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!current || current.state === 'running' || announced.current === current.id) return;
    announced.current = current.id;
    if (current.state === 'done' && current.kind === 'restore') {
      // Every list on every open screen now shows data from before: read them again.
      void client.invalidateQueries();
      notifications.show({ color: 'green', message: t('backup.done.restore') });
    } else void client.invalidateQueries({ queryKey: ['datatools', 'backups'] });
  }, [current, client, t]);

  const makeBackup = async () => {
    try {
      setJobId((await backup.mutateAsync()).id);
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error) });
    }
  };

  const askRestore = async (file: BackupFile) => {
    const ok = await confirmDialog({
      title: t('backup.confirmTitle'),
      message: t('backup.confirmMessage', { at: localTime(file.at), name: file.name }),
    });
    if (!ok) return;
    try {
      setJobId((await restore.mutateAsync(file.name)).id);
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error) });
    }
  };

  const download = (name: string) => {
    saveBackup(name).catch((error: unknown) => notifications.show({ color: 'red', message: messageOf(error) }));
  };

  const data = overview.data;
  return (
    <Stack gap="sm" p="sm" data-testid="backup-screen">
      <Title order={4}>{title || t('backup.title')}</Title>
      {overview.isLoading ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : overview.error ? (
        <Alert color="red">{messageOf(overview.error)}</Alert>
      ) : data?.postgres ? (
        <PostgresBackupHelp help={data.postgres} />
      ) : data && !data.canBackup ? (
        <Alert color="yellow" data-testid="backup-not-allowed">{t('backup.notAllowed')}</Alert>
      ) : data ? (
        <>
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">{t('backup.intro')}</Text>
              <Text size="sm" c="dimmed">{data.canRestore ? t('backup.restoreNote') : t('backup.restoreRootOnly')}</Text>
              <Group>
                <Button onClick={() => void makeBackup()} loading={backup.isPending} disabled={busy || readOnly} data-testid="backup-start">
                  {t('backup.start')}
                </Button>
              </Group>
              {current ? <BackupJobPanel job={current} /> : null}
            </Stack>
          </Paper>
          <Paper withBorder>
            <BackupTable
              backups={data.backups}
              canRestore={data.canRestore && !readOnly}
              busy={busy}
              onDownload={download}
              onRestore={(file) => void askRestore(file)}
            />
          </Paper>
        </>
      ) : null}
    </Stack>
  );
}
