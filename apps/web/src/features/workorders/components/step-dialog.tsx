import { Alert, Button, Group, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepCall } from '../api/workorders';
import { errorText } from '../../../api/error-text';

export type NoteStep = 'cancel' | 'urge' | 'visit' | 'return';

/** 取消 / 退单 (a reason), 催单 (a note), 回访 (满意 or not, and a note). Errors stay in the dialog. */
export function StepDialog({ action, onSubmit, onClose }: { action: NoteStep; onSubmit: (call: StepCall) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('workorders');
  const [text, setText] = useState('');
  const [satisfied, setSatisfied] = useState('yes');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = action === 'cancel' || action === 'return';
  const call = (): StepCall => {
    const note = text.trim() ? { note: text.trim() } : {};
    if (action === 'visit') return { action, body: { satisfied: satisfied === 'yes', ...note } };
    if (action === 'urge') return { action, body: note };
    return { action, body: { reason: text } };
  };
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(call());
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t(`actions.${action}`)} data-testid="wo-step-dialog">
      <Stack gap="sm">
        {action === 'visit' ? (
          <SegmentedControl value={satisfied} onChange={setSatisfied} data={[{ value: 'yes', label: t('visit.satisfied') }, { value: 'no', label: t('visit.unsatisfied') }]} data-testid="wo-visit-satisfied" />
        ) : null}
        <Textarea label={t(needsReason ? 'fields.reason' : 'fields.note')} required={needsReason} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} data-testid="wo-step-text" />
        {failure ? <Alert color="red" data-testid="wo-dialog-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button color={action === 'cancel' ? 'red' : undefined} loading={busy} onClick={() => void submit()} data-testid="wo-step-submit">{t('confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
