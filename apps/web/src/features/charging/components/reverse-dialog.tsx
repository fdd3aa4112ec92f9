import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReverseLine } from '../api/reverse-line';
import { amountText } from '../format';
import type { Line } from '../types';
import { errorText } from '../../../api/error-text';

/** 冲销: a reversal of a released line and, unless cancelled, a corrected line (both to be audited). */
export function ReverseDialog({ line, onClose }: { line: Line | null; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const reverse = useReverseLine();
  const close = () => {
    setReason('');
    setCancel(false);
    setAmount('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!line) return;
    if (!reason.trim()) {
      setFailure(t('reasonRequired'));
      return;
    }
    try {
      await reverse.mutateAsync({ id: line.id, reason: reason.trim(), cancel, ...(!cancel && amount.trim() ? { amount: amount.trim() } : {}) });
      notifications.show({ color: 'green', message: t('reversed') });
      close();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={line !== null} onClose={close} title={t('reverse')} data-testid="reverse-dialog">
      <Stack gap="sm">
        {line ? <Text size="sm">{`${line.houseCode} ${line.itemName} ${line.period} ${t('net')} ${amountText(line.net)}`}</Text> : null}
        <TextInput label={t('reason')} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="reverse-reason" />
        <Checkbox label={t('reverseCancel')} checked={cancel} onChange={(e) => setCancel(e.currentTarget.checked)} />
        {!cancel ? <TextInput label={t('correctedAmount')} description={t('correctedAmountHint')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} /> : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>{t('cancel')}</Button>
          <Button color="red" loading={reverse.isPending} onClick={() => void submit()} data-testid="reverse-submit">{t('reverse')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
