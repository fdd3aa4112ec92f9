import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';

interface Props {
  opened: boolean;
  title: string;
  /** What is about to happen, shown above the reason. */
  message: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** 驳回 / 撤销: asks for the reason (required: the owner sees it); a refusal from the server stays in the dialog. */
export function ReasonDialog({ opened, title, message, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation('owner-binding');
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
      setFailure(t('reasonRequired'));
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
        <Textarea label={t('reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} data-testid="binding-reason" />
        {failure ? (
          <Alert color="red" data-testid="binding-reason-error">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="red" loading={sending} onClick={() => void submit()} data-testid="binding-reason-confirm">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
