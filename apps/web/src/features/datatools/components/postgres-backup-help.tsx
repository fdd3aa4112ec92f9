import { Alert, Code, Stack, Text } from '@mantine/core';
import type { BackupOverview } from '@pm/contracts';
import { useTranslation } from 'react-i18next';

/** On PostgreSQL the product does not copy the database: the commands for the configured one. */
export function PostgresBackupHelp({ help }: { help: NonNullable<BackupOverview['postgres']> }) {
  const { t } = useTranslation('datatools');
  return (
    <Alert color="blue" title={t('backup.postgresTitle')} data-testid="backup-postgres">
      <Stack gap="xs">
        <Text size="sm">{t('backup.postgresIntro', { database: help.database, host: help.host, port: help.port, user: help.user })}</Text>
        <Text size="sm" fw={500}>{t('backup.postgresDump')}</Text>
        <Code block data-testid="backup-pg-dump">{help.dumpCommand}</Code>
        <Text size="sm" fw={500}>{t('backup.postgresRestore')}</Text>
        <Code block data-testid="backup-pg-restore">{help.restoreCommand}</Code>
        <Text size="sm" c="dimmed">{t('backup.postgresNote')}</Text>
      </Stack>
    </Alert>
  );
}
