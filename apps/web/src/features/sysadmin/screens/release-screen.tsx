import { Badge, Button, Group, Paper, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { ReleaseNote } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { confirmDialog, deleteConfirm } from '../../../shared/dialogs';
import { ListTable } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { useDeleteRelease, usePublishRelease, useReleases } from '../api/sysadmin-content-queries';
import { ReleaseDialog } from './release-dialog';

const COLUMNS = ['version', 'date', 'title', 'status', 'publishedAt', 'actions'] as const;

/** 版本发布: version notes; publishing one sends it as a system message, after which it is frozen. */
export default function ReleaseScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const list = useReleases();
  const publish = usePublishRelease();
  const remove = useDeleteRelease();
  const [editing, setEditing] = useState<ReleaseNote | 'new' | null>(null);

  async function publishRow(row: ReleaseNote) {
    if (!(await confirmDialog({ title: t('release.publish'), message: t('release.publishConfirm', { version: row.version }) }))) return;
    publish.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: t('release.published', { version: row.version }) }) });
  }

  async function removeRow(row: ReleaseNote) {
    if (!(await deleteConfirm(t('release.deleteConfirm', { version: row.version })))) return;
    remove.mutate(row.id, { onSuccess: () => notifications.show({ color: 'green', message: t('release.deleted', { version: row.version }) }) });
  }

  return (
    <Paper p="md" data-testid="sysadmin-release">
      <Group justify="space-between" mb="md">
        <Title order={4}>{title || t('release.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} disabled={readOnly} onClick={() => setEditing('new')} data-testid="release-add">
          {t('release.add')}
        </Button>
      </Group>
      <ListTable query={list} columns={COLUMNS.map((c) => t(`release.columns.${c}`))} minWidth={800} emptyText={t('release.empty')}>
        {(rows) =>
          rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`release-${row.version}`}>
              <Table.Td fw={600}>{row.version}</Table.Td>
              <Table.Td>{row.releaseDate}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.published ? 'teal' : 'gray'}>
                  {t(row.published ? 'release.statusPublished' : 'release.statusDraft')}
                </Badge>
              </Table.Td>
              <Table.Td>{chinaDateTime(row.publishedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(row)}>
                    {t(row.published || readOnly ? 'release.view' : 'release.edit')}
                  </Button>
                  {!row.published && (
                    <>
                      <Button size="xs" variant="light" color="teal" disabled={readOnly} loading={publish.isPending && publish.variables === row.id} onClick={() => void publishRow(row)}>
                        {t('release.publish')}
                      </Button>
                      <Button size="xs" variant="light" color="red" disabled={readOnly} onClick={() => void removeRow(row)}>
                        {t('release.delete')}
                      </Button>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListTable>
      {editing && <ReleaseDialog release={editing === 'new' ? null : editing} readOnly={readOnly || (editing !== 'new' && editing.published)} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
