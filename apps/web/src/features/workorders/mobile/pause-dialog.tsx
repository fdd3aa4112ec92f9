import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { PAUSE_REASONS } from '@pm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepCall } from '../api/workorders';
import { errorText } from '../../../api/error-text';

type Reason = (typeof PAUSE_REASONS)[number];

/** 挂起: why (业主不在, 待配件, 业主改期, 其他 with a note); the SLA clocks stop until 恢复. */
export function PauseDialog({ onSubmit, onClose }: { onSubmit: (call: StepCall) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('workorders');
  const [reason, setReason] = useState<Reason | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason) return setFailure(t('pause.pick'));
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ action: 'pause', body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('actions.pause')} data-testid="m-pause-dialog">
      <Stack gap="sm">
        <Select label={t('pause.reason')} data={PAUSE_REASONS.map((r) => ({ value: r, label: t(`pause.reasons.${r}`) }))} value={reason} onChange={(v) => setReason(PAUSE_REASONS.find((r) => r === v) ?? null)} data-testid="m-pause-reason" />
        <Textarea label={t('fields.note')} required={reason === 'other'} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} data-testid="m-pause-note" />
        {failure ? <Alert color="red" data-testid="wo-dialog-error">{failure}</Alert> : null}
        <Group grow>
          <Button size="md" variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button size="md" loading={busy} onClick={() => void submit()} data-testid="m-pause-submit">{t('confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
