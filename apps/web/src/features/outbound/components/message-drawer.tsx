import { Anchor, Badge, Drawer, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import type { MessageRow } from '../api/list-messages';
import { STATE_COLOR } from '../format';

interface Props {
  message: MessageRow | null;
  onClose: () => void;
  /** The message a resend repeats, when the list holds it. */
  onOpen: (id: number) => boolean;
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm">{children === null || children === '' ? '—' : children}</Text>
    </div>
  );
}

const time = (at: string | null) => (at ? chinaDateTime(at) : null);

/** One message whole: its content, the full phone or openid, the times it went through, its attempts and reason. */
export function MessageDrawer({ message: m, onClose, onOpen }: Props) {
  const { t } = useTranslation('outbound');
  return (
    <Drawer opened={m !== null} onClose={onClose} position="right" size="lg" title={t('detail.title')} data-testid="message-drawer">
      {m ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`purposes.${m.purpose}`)}</Badge>
            <Badge variant="light" color="grape">{t(`channels.${m.channel}`)}</Badge>
            <Badge color={STATE_COLOR[m.state]} data-testid="message-drawer-state">{t(`states.${m.state}`)}</Badge>
          </Group>
          <Paper withBorder p="sm" bg="gray.0">
            <Text size="xs" c="dimmed" mb={4}>{t('detail.content')}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="message-drawer-content">{m.content}</Text>
          </Paper>
          {m.reason ? <Text size="sm" c="red" data-testid="message-drawer-reason">{`${t('columns.reason')}：${m.reason}`}</Text> : null}
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('columns.house')}>{m.houseName}</Field>
            <Field label={t('columns.recipient')}>{m.recipientName}</Field>
            <Field label={t('detail.address')} testId="message-drawer-address">{m.address}</Field>
            <Field label={t('detail.template')}>{m.templateName}</Field>
            <Field label={t('detail.amount')}>{amountText(m.amount)}</Field>
            <Field label={t('columns.parts')}>{m.channel === 'sms' ? String(m.parts) : null}</Field>
            <Field label={t('columns.cost')}>{amountText(m.cost)}</Field>
            <Field label={t('detail.attempts')}>{String(m.attempts)}</Field>
            <Field label={t('detail.createdAt')}>{time(m.createdAt)}</Field>
            <Field label={t('detail.notBefore')}>{time(m.notBefore)}</Field>
            <Field label={t('detail.sentAt')} testId="message-drawer-sent">{time(m.sentAt)}</Field>
            <Field label={t('detail.deliveredAt')} testId="message-drawer-delivered">{time(m.deliveredAt)}</Field>
            <Field label={t('detail.createdBy')}>{m.createdByName}</Field>
            <Field label={t('detail.batch')}>{m.batchId === null ? null : `#${m.batchId}`}</Field>
            {m.resendOf !== null ? <ResendOf key={m.id} id={m.resendOf} onOpen={onOpen} /> : null}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** 重发自: opens the earlier message when the list holds it; there is no call to fetch one message by id. */
function ResendOf({ id, onOpen }: { id: number; onOpen: (id: number) => boolean }) {
  const { t } = useTranslation('outbound');
  const [away, setAway] = useState(false);
  return (
    <Field label={t('detail.resendOf')} testId="message-drawer-resend-of">
      {away ? (
        t('detail.resendOfAway', { id })
      ) : (
        <Anchor component="button" size="sm" onClick={() => { if (!onOpen(id)) setAway(true); }}>
          {t('detail.openResendOf', { id })}
        </Anchor>
      )}
    </Field>
  );
}
