import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useOpeningTranslation } from './opening-ns';

interface Props {
  opened: boolean;
  busy: boolean;
  /** The server's refusal, already in words. */
  error?: string | undefined;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** 撤销导入 asks why: required, at most 200 characters (the contract's limit). */
export function UndoDialog({ opened, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useOpeningTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('opening.undoTitle')} data-testid="opening-undo-dialog">
      <Stack gap="sm">
        <Text size="sm">{t('opening.undoHint')}</Text>
        <Textarea
          label={t('opening.undoReason')}
          required
          autosize
          minRows={2}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="opening-undo-reason"
        />
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            disabled={!reason.trim()}
            onClick={() => onConfirm(reason.trim())}
            data-testid="opening-undo-confirm"
          >
            {t('opening.undoConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
