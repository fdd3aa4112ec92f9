import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session';
import { PageLoader } from '../../../shared/page-loader';
import { useAddFollow, useFollows, useUpdateFollow } from '../api/follow-up';
import { chinaDateTime } from '../../../shared/china-date';
import { errorText } from '../../../api/error-text';

/** 跟进记录 of one document: the notes, a new one, and the caller's own notes edited in place. */
export function FollowNotes({ doc, onClose, readOnly }: { doc: { id: number; subject: string } | null; onClose: () => void; readOnly: boolean }) {
  const { t } = useTranslation('office');
  const notes = useFollows(doc?.id ?? null);
  const add = useAddFollow();
  const update = useUpdateFollow();
  const user = useUser();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ id: number; content: string } | null>(null);
  const error = add.error ?? update.error;
  return (
    <Modal opened={doc !== null} onClose={onClose} size="lg" title={t('follow.notesTitle', { subject: doc?.subject ?? '' })}>
      <Stack gap="sm" data-testid="follow-notes">
        {notes.isLoading && <PageLoader h={120} />}
        {notes.data?.length === 0 && <Text size="sm" c="dimmed">{t('follow.noNotes')}</Text>}
        {(notes.data ?? []).map((n) => (
          <Stack key={n.id} gap={2} p={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between">
              <Text size="xs" c="dimmed">{n.userName} · {chinaDateTime(n.createdAt)}{n.updatedAt !== n.createdAt ? ` · ${t('follow.edited')}` : ''}</Text>
              {n.userId === user?.userId && editing?.id !== n.id && !readOnly && (
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ id: n.id, content: n.content })}>{t('common.edit')}</Button>
              )}
            </Group>
            {editing?.id === n.id ? (
              <Group align="flex-end">
                <Textarea style={{ flex: 1 }} autosize minRows={2} value={editing.content} onChange={(e) => setEditing({ id: n.id, content: e.currentTarget.value })} maxLength={1000} />
                <Button size="xs" loading={update.isPending} onClick={() => update.mutate(editing, { onSuccess: () => setEditing(null) })}>{t('common.save')}</Button>
              </Group>
            ) : <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{n.content}</Text>}
          </Stack>
        ))}
        {!readOnly && (
          <Group align="flex-end">
            <Textarea style={{ flex: 1 }} autosize minRows={2} label={t('follow.newNote')} value={text} onChange={(e) => setText(e.currentTarget.value)} maxLength={1000} data-testid="follow-note-input" />
            <Button loading={add.isPending} onClick={() => doc && add.mutate({ docId: doc.id, content: text }, { onSuccess: () => setText('') })} data-testid="follow-note-add">{t('follow.addNote')}</Button>
          </Group>
        )}
        {error && <Alert color="red">{errorText(error)}</Alert>}
      </Stack>
    </Modal>
  );
}
