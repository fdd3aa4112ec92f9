import { Button, Center, Group, Table, Text } from '@mantine/core';
import type { BackupFile } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';

/** 'YYYY-MM-DD HH:mm:ss' on China's clock. */
export const localTime = (iso: string): string => chinaDateTime(iso, { seconds: true });

/** Bytes as KB / MB / GB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

interface Props {
  backups: BackupFile[];
  canRestore: boolean;
  busy: boolean;
  onDownload: (name: string) => void;
  onRestore: (backup: BackupFile) => void;
}

export function BackupTable({ backups, canRestore, busy, onDownload, onRestore }: Props) {
  const { t } = useTranslation('datatools');
  return (
    <>
      <Table striped highlightOnHover withColumnBorders verticalSpacing="xs" data-testid="backup-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backup.at')}</Table.Th>
            <Table.Th>{t('backup.file')}</Table.Th>
            <Table.Th>{t('backup.size')}</Table.Th>
            <Table.Th>{t('backup.by')}</Table.Th>
            <Table.Th>{t('backup.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((b) => (
            <Table.Tr key={b.name} data-testid="backup-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{localTime(b.at)}</Table.Td>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fileSize(b.size)}</Table.Td>
              <Table.Td>{b.byName ? `${b.byName}（${b.byUsername ?? ''}）` : t('backup.byHand')}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onDownload(b.name)} data-testid="backup-download">
                    {t('backup.download')}
                  </Button>
                  {canRestore ? (
                    <Button size="xs" color="red" variant="light" disabled={busy} onClick={() => onRestore(b)} data-testid="backup-restore">
                      {t('backup.restore')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {backups.length === 0 ? (
        <Center p="xl">
          <Text c="dimmed">{t('backup.none')}</Text>
        </Center>
      ) : null}
    </>
  );
}
