import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../api/error-text';

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What is about to happen, shown above the reason. */
  message: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

interface Texts {
  reason: string;
  cancel: string;
  /** Said when confirmed without a reason. */
  required: string;
}

/**
 * Asks for a reason (required, at most 200 characters) before an action (驳回, 撤销, 冲红 …); a refusal from the
 * server stays in the dialog. The feature gives its own words and test ids (`<testId>-input`, `-confirm`, `-error`).
 */
export function ReasonDialog({ opened, title, message, confirmLabel, danger, onConfirm, onClose, texts, testId = 'reason' }: ReasonDialogProps & { texts: Texts; testId?: string }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!reason.trim()) {
      setFailure(texts.required);
      return;
    }
    setSending(true);
    try {
      await onConfirm(reason.trim());
      close();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Textarea label={texts.reason} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} data-testid={`${testId}-input`} />
        {failure ? (
          <Alert color="red" data-testid={`${testId}-error`}>
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {texts.cancel}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={sending} onClick={() => void submit()} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
