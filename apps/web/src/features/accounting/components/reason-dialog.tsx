import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks a reason (退回): required, at most 200 characters. */
export function ReasonDialog({ opened, title, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('accounting');
  const [reason, setReason] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="sm">
        <Textarea label={t('vouchers.reason')} required autosize minRows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="reason-input" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>{t('vouchers.cancel')}</Button>
          <Button loading={busy} disabled={!reason.trim()} onClick={() => onConfirm(reason.trim())} data-testid="reason-confirm">{t('vouchers.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
