import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CallOrder } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useCreateCallOrder } from '../api/call-center-queries';

const KINDS = ['repair', 'complaint', 'paid_service'] as const;
const PRIORITIES = ['normal', 'urgent'] as const;

export interface CallOrderStart {
  house: { id: number; code: string; name: string };
  reporter: string;
  phone: string;
}

/** 来电建单 for a house of the screen pop: kind, urgency, what the caller says, who and their number (from the call). */
export function CallOrderDialog({ start, onClose }: { start: CallOrderStart; onClose: () => void }) {
  const { t } = useTranslation('call-center');
  const create = useCreateCallOrder();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('repair');
  const [priority, setPriority] = useState<(typeof PRIORITIES)[number]>('normal');
  const [content, setContent] = useState('');
  const [reporter, setReporter] = useState(start.reporter);
  const [phone, setPhone] = useState(start.phone);
  const [done, setDone] = useState<CallOrder | null>(null);
  const submit = () =>
    create.mutate(
      { houseId: start.house.id, kind, priority, content, ...(reporter.trim() ? { reporter: reporter.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}) },
      { onSuccess: setDone },
    );
  return (
    <Modal opened onClose={onClose} title={t('order.title')} size="md" data-testid="cc-order-dialog">
      {done ? (
        <Stack gap="sm">
          <Alert color="green" data-testid="cc-order-done">
            {t('order.done', { number: done.number, company: done.companyName, state: done.stateName })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('order.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t('dial.houses')} {start.house.code} {start.house.name}
          </Text>
          <SegmentedControl value={kind} onChange={(v) => setKind(KINDS.find((k) => k === v) ?? 'repair')} data={KINDS.map((k) => ({ value: k, label: t(`order.kinds.${k}`) }))} data-testid="cc-order-kind" />
          <SegmentedControl value={priority} onChange={(v) => setPriority(v === 'urgent' ? 'urgent' : 'normal')} data={PRIORITIES.map((p) => ({ value: p, label: t(`order.priorities.${p}`) }))} data-testid="cc-order-priority" />
          <Textarea label={t('order.content')} required value={content} onChange={(e) => setContent(e.currentTarget.value)} autosize minRows={3} data-testid="cc-order-content" />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label={t('order.reporter')} value={reporter} onChange={(e) => setReporter(e.currentTarget.value)} data-testid="cc-order-reporter" />
            <TextInput label={t('order.phone')} value={phone} onChange={(e) => setPhone(e.currentTarget.value)} data-testid="cc-order-phone" />
          </SimpleGrid>
          {create.error ? (
            <Alert color="red" data-testid="cc-order-error">
              {errorText(create.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('order.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending} data-testid="cc-order-submit">
              {t('order.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
