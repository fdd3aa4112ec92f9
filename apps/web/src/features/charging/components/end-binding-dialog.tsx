import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndBinding } from '../api/end-binding';
import { today } from '../format';
import type { Binding } from '../types';
import { errorText } from '../../../api/error-text';
import { DateField } from '../../../shared/date-field';

/** 结束绑定: the last day the binding charges. */
export function EndBindingDialog({ binding, onClose }: { binding: Binding | null; onClose: () => void }) {
  const { t } = useTranslation('charging');
  const [endDate, setEndDate] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const end = useEndBinding();
  const submit = async () => {
    if (!binding) return;
    try {
      await end.mutateAsync({ id: binding.id, endDate });
      notifications.show({ color: 'green', message: t('saved') });
      setFailure(null);
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <Modal opened={binding !== null} onClose={onClose} title={t('endBinding')} data-testid="end-binding-dialog">
      <Stack gap="sm">
        <Text size="sm">{binding ? `${binding.houseCode} ${binding.itemName} ${binding.standardName}` : ''}</Text>
        <DateField label={t('endDate')} required value={endDate} onChange={(v) => setEndDate(v)} />
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button color="red" loading={end.isPending} onClick={() => void submit()}>{t('confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
