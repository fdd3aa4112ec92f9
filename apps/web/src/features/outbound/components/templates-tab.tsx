import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGE_PURPOSES, TEMPLATE_CHANNELS, type MessagePurpose, type TemplateChannel } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { deleteConfirm } from '../../../shared/dialogs';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates, type MessageTemplate } from '../api/list-templates';
import { useSaveTemplate } from '../api/save-template';
import { errorText } from '../error-text';
import { TemplateEditor } from './template-editor';
import { RowsTable, right } from '../../../shared/list-table';

/** 消息模板: the templates per purpose and channel; a used one is 停用 (kept for its messages), an unused one deleted. */
export function TemplatesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('outbound');
  const [purpose, setPurpose] = useState<MessagePurpose | null>(null);
  const [channel, setChannel] = useState<TemplateChannel | null>(null);
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useTemplates({ ...(purpose ? { purpose } : {}), ...(channel ? { channel } : {}) });
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const rows = [...(list.data ?? [])].sort((a, b) => MESSAGE_PURPOSES.indexOf(a.purpose) - MESSAGE_PURPOSES.indexOf(b.purpose) || a.channel.localeCompare(b.channel) || a.name.localeCompare(b.name));

  const setEnabled = (tpl: MessageTemplate, enabled: boolean) => {
    setFailure(null);
    const { id, purpose: p, channel: c, name, vendorCode, text, variables } = tpl;
    save.mutate({ id, purpose: p, channel: c, name, vendorCode, text, variables, enabled }, {
      onSuccess: () => notifications.show({ color: 'green', message: enabled ? t('templates.enabledDone') : t('templates.disabled') }),
      onError: (error) => setFailure(errorText(error)),
    });
  };
  const doDelete = async (tpl: MessageTemplate) => {
    if (!(await deleteConfirm(t('templates.deleteQuestion', { name: tpl.name })))) return;
    setFailure(null);
    remove.mutate(tpl.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('deleted') }),
      onError: (error) => setFailure(errorText(error)),
    });
  };

  return (
    <Stack gap="sm" data-testid="templates-tab">
      <Group gap="sm" align="flex-end">
        <Select label={t('filter.purpose')} placeholder={t('filter.allPurposes')} data={MESSAGE_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))} value={purpose} onChange={(v) => setPurpose(v as MessagePurpose | null)} clearable w={160} data-testid="template-filter-purpose" />
        <Select label={t('filter.channel')} placeholder={t('filter.allChannels')} data={TEMPLATE_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))} value={channel} onChange={(v) => setChannel(v as TemplateChannel | null)} clearable w={130} data-testid="template-filter-channel" />
        {!readOnly ? <Button onClick={() => setEditing('new')} data-testid="template-add">{t('templates.add')}</Button> : null}
      </Group>
      {failure ? <Alert color="red" withCloseButton onClose={() => setFailure(null)} data-testid="templates-error">{failure}</Alert> : null}
      <RowsTable striped withTableBorder columns={[t('filter.purpose'), t('filter.channel'), t('templates.name'), t('templates.vendorCode'), t('templates.enabledState'), right(t('templates.used')), t('templates.length'), t('templates.updatedAt'), readOnly ? null : t('templates.actions')]} state={{ loading: list.isPending, empty: rows.length === 0, error: list.error, emptyText: t('templates.none') }}>
        {rows.map((r) => (
          <Table.Tr key={r.id} data-testid={`template-row-${r.id}`}>
            <Table.Td>{t(`purposes.${r.purpose}`)}</Table.Td>
            <Table.Td>{t(`channels.${r.channel}`)}</Table.Td>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td><Text size="sm" ff="monospace">{r.vendorCode}</Text></Table.Td>
            <Table.Td><Badge size="sm" variant="light" color={r.enabled ? 'green' : 'gray'}>{r.enabled ? t('templates.on') : t('templates.off')}</Badge></Table.Td>
            <Table.Td ta="right">{r.used}</Table.Td>
            <Table.Td>{r.length === null ? '' : r.length}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {chinaDateTime(r.updatedAt)}
              {r.updatedByName ? <Text size="xs" c="dimmed">{r.updatedByName}</Text> : null}
            </Table.Td>
            <Table.Td>
              {readOnly ? null : (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="light" onClick={() => setEditing(r)} data-testid={`template-edit-${r.id}`}>{t('edit')}</Button>
                  {r.used === 0 ? (
                    <Button size="compact-sm" variant="light" color="red" onClick={() => void doDelete(r)} data-testid={`template-delete-${r.id}`}>{t('delete')}</Button>
                  ) : r.enabled ? (
                    <Button size="compact-sm" variant="light" color="orange" loading={save.isPending && save.variables.id === r.id} onClick={() => setEnabled(r, false)} data-testid={`template-disable-${r.id}`}>{t('templates.disable')}</Button>
                  ) : null}
                  {!r.enabled ? (
                    <Button size="compact-sm" variant="light" color="green" loading={save.isPending && save.variables.id === r.id} onClick={() => setEnabled(r, true)} data-testid={`template-enable-${r.id}`}>{t('templates.enable')}</Button>
                  ) : null}
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </RowsTable>
      {editing ? <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
