import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { workflowEndpoints as e } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { useFollows } from '../api/doc';
import { useWorkflowMutation } from '../api/mutation';
import { chinaDateTime } from '../../../shared/china-date';

/** 跟进记录 of a document: anyone who can see it adds one; the author may correct their own. */
export function FollowNotes({ docId, readOnly }: { docId: number; readOnly: boolean }) {
  const { t } = useTranslation('workflow');
  const user = useUser();
  const follows = useFollows(docId);
  const create = useWorkflowMutation(e.followCreate);
  const update = useWorkflowMutation(e.followUpdate);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; content: string } | null>(null);
  const add = async () => {
    if (!text.trim()) return;
    try {
      await create.mutateAsync({ docId, content: text.trim() });
      setText('');
      notifications.show({ color: 'green', message: t('doc.followSaved') });
    } catch {
      // shown by the catalogue
    }
  };
  const save = async () => {
    if (!editing?.content.trim()) return;
    try {
      await update.mutateAsync({ id: editing.id, content: editing.content.trim() });
      setEditing(null);
    } catch {
      // shown by the catalogue
    }
  };
  return (
    <Stack gap="xs" data-testid="follow-notes">
      {(follows.data ?? []).length === 0 && !follows.isPending && <Text size="sm" c="dimmed">{t('doc.noFollows')}</Text>}
      {(follows.data ?? []).map((f) =>
        editing?.id === f.id ? (
          <Group key={f.id} align="flex-end">
            <Textarea style={{ flex: 1 }} autosize minRows={1} value={editing.content} onChange={(ev) => setEditing({ id: f.id, content: ev.currentTarget.value })} />
            <Button size="xs" onClick={() => void save()} loading={update.isPending}>{t('doc.save')}</Button>
          </Group>
        ) : (
          <Group key={f.id} justify="space-between" wrap="nowrap" data-testid="follow-note">
            <Text size="sm">
              <b>{f.userName}</b>：{f.content}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">{chinaDateTime(f.updatedAt)}</Text>
              {!readOnly && f.userId === user?.userId && (
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ id: f.id, content: f.content })}>{t('doc.edit')}</Button>
              )}
            </Group>
          </Group>
        ),
      )}
      {!readOnly && (
        <Group align="flex-end">
          <Textarea style={{ flex: 1 }} autosize minRows={1} maxLength={1000} placeholder={t('doc.followPlaceholder')} value={text} onChange={(ev) => setText(ev.currentTarget.value)} data-testid="follow-text" />
          <Button size="xs" variant="light" onClick={() => void add()} loading={create.isPending} disabled={!text.trim()} data-testid="follow-add">
            {t('doc.followAdd')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
