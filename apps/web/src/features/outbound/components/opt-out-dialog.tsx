import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TemplateChannel } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddOptOut } from '../api/add-opt-out';
import { errorText, fieldErrors } from '../error-text';

/** 加入退订: a mobile number (SMS) or an openid (WeChat) and why; the server's refusals at their fields. */
export function OptOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('outbound');
  const [channel, setChannel] = useState<TemplateChannel>('sms');
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddOptOut();
  const submit = async () => {
    setErrors({});
    setFailure(null);
    try {
      await add.mutateAsync({ channel, address, reason });
      notifications.show({ color: 'green', message: t('optOuts.added') });
      onClose();
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(errorText(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('optOuts.addTitle')} data-testid="opt-out-dialog">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500}>{t('optOuts.channel')}</Text>
          <SegmentedControl data={[{ value: 'sms', label: t('channels.sms') }, { value: 'wechat', label: t('channels.wechat') }]} value={channel} onChange={(v) => setChannel(v as TemplateChannel)} data-testid="opt-out-channel" />
          {errors.channel ? <Text size="xs" c="red">{errors.channel}</Text> : null}
        </Stack>
        <TextInput label={t('optOuts.address')} required value={address} onChange={(e) => setAddress(e.currentTarget.value)} maxLength={64} error={errors.address} data-testid="opt-out-address" />
        <Textarea label={t('optOuts.reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={200} error={errors.reason} data-testid="opt-out-reason" />
        {failure ? <Alert color="red" data-testid="opt-out-error">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button loading={add.isPending} onClick={() => void submit()} data-testid="opt-out-save">{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
