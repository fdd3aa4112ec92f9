import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REGISTRATION_STATUSES, type Registration, type RegistrationStatus } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRegistration } from '../api/registrations';

/** 处理注册申请: the administrator sets the status and leaves a note. */
export function HandleRegistrationModal({ row, onClose }: { row: Registration; onClose: () => void }) {
  const { t } = useTranslation('site');
  const [status, setStatus] = useState<RegistrationStatus>(row.status);
  const [note, setNote] = useState(row.note);
  const update = useUpdateRegistration();
  return (
    <Modal opened onClose={onClose} title={t('admin.dialogTitle')} size="lg" centered>
      <Stack gap="md">
        <div>
          <Text fw={600}>
            {row.companyName} · {row.contactName} {row.mobile}
          </Text>
          <Text size="sm" c="dimmed">
            {row.city} · {row.email}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={500}>
            {t('admin.message')}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {row.message || t('admin.noMessage')}
          </Text>
        </div>
        <Radio.Group
          label={t('admin.status')}
          value={status}
          onChange={(value) => setStatus(value as RegistrationStatus)}
        >
          <Group mt={6}>
            {REGISTRATION_STATUSES.map((s) => (
              <Radio key={s} value={s} label={t(`admin.statuses.${s}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('admin.note')}
          placeholder={t('admin.notePlaceholder')}
          autosize
          minRows={3}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            loading={update.isPending}
            onClick={() => update.mutate({ id: row.id, status, note }, { onSuccess: onClose })}
          >
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
