import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import type { FileUploadRule } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../shared/dialogs';
import { ListTable } from '../../../shared/list-table';
import type { ScreenProps } from '../../../shared/screen';
import { useFileRules, useResetFileRule } from '../api/sysadmin-content-queries';
import { FileRuleDialog } from './file-rule-dialog';

const COLUMNS = ['category', 'name', 'extensions', 'maxMb', 'source', 'actions'] as const;

/** 文件配置: per upload category, the extensions allowed and the size limit the upload endpoint enforces. */
export default function FileConfigScreen({ title, readOnly }: ScreenProps) {
  const { t } = useTranslation('sysadmin');
  const list = useFileRules();
  const reset = useResetFileRule();
  const [editing, setEditing] = useState<FileUploadRule | 'new' | null>(null);

  async function resetRow(row: FileUploadRule) {
    if (!(await confirmDialog({ title: t('fileConfig.reset'), message: t('fileConfig.resetConfirm', { name: row.name }) }))) return;
    reset.mutate(row.category, { onSuccess: () => notifications.show({ color: 'green', message: t('fileConfig.resetDone', { name: row.name }) }) });
  }

  return (
    <Paper p="md" data-testid="sysadmin-file-config">
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title || t('fileConfig.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} disabled={readOnly} onClick={() => setEditing('new')} data-testid="file-rule-add">
          {t('fileConfig.add')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('fileConfig.hint')}
      </Text>
      <ListTable query={list} columns={COLUMNS.map((c) => t(`fileConfig.columns.${c}`))} minWidth={800} emptyText={t('fileConfig.empty')}>
        {(rows) =>
          rows.map((row) => (
            <Table.Tr key={row.category} data-testid={`file-rule-${row.category}`}>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td maw={420}>
                <Group gap={4}>
                  {row.extensions.map((e) => (
                    <Badge key={e} variant="outline" size="sm" tt="none">
                      {e}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{row.maxMb} MB</Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.saved ? 'teal' : 'gray'}>
                  {t(row.saved ? 'fileConfig.saved' : 'fileConfig.default')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" disabled={readOnly} onClick={() => setEditing(row)}>
                    {t('fileConfig.edit')}
                  </Button>
                  {row.saved && (
                    <Button size="xs" variant="light" color="orange" disabled={readOnly} onClick={() => void resetRow(row)}>
                      {t('fileConfig.reset')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListTable>
      {editing && <FileRuleDialog rule={editing === 'new' ? null : editing} taken={list.data?.map((r) => r.category) ?? []} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
