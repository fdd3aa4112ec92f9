import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchDeleteResult } from '@pm/contracts';
import { useDeleteRecords } from '../api/records';

interface Props {
  recordKey: string;
  /** The ticked rows with the text that names each (the declaration's display field). */
  rows: { id: number; name: string }[];
  opened: boolean;
  /** Called with the ids the server deleted, so the list can untick them. */
  onDone: (deleted: number[]) => void;
  onClose: () => void;
}

/** 删除所选: asks once, deletes row by row on the server, then lists the rows it refused and why. */
export function BatchDeleteDialog({ recordKey, rows, opened, onDone, onClose }: Props) {
  const { t } = useTranslation('records');
  const remove = useDeleteRecords(recordKey);
  const [refused, setRefused] = useState<BatchDeleteResult['results'] | null>(null);
  const names = new Map(rows.map((r) => [r.id, r.name]));

  const close = () => {
    setRefused(null);
    onClose();
  };
  const run = async () => {
    try {
      const { results } = await remove.mutateAsync(rows.map((r) => r.id));
      const done = results.filter((r) => r.ok).map((r) => r.id);
      const notDone = results.filter((r) => !r.ok);
      onDone(done);
      notifications.show({ color: notDone.length ? 'orange' : 'green', message: t('batchDeleteDone', { done: done.length, refused: notDone.length }) });
      if (notDone.length) setRefused(notDone);
      else close();
    } catch {
      // The error catalogue has shown the server's message (no right, session ended).
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('batchDeleteTitle')} data-testid="batch-delete">
      {refused ? (
        <Stack>
          <Alert color="orange" data-testid="batch-delete-refused">
            <Text size="sm" mb={4}>{t('batchDeleteRefused')}</Text>
            <List size="sm">
              {refused.map((r) => (
                <List.Item key={r.id}>{`${names.get(r.id) ?? `#${r.id}`}：${r.msg ?? ''}`}</List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>{t('batchDeleteConfirm', { count: rows.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>{t('cancel')}</Button>
            <Button color="red" loading={remove.isPending} onClick={() => void run()} data-testid="batch-delete-ok">{t('confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
