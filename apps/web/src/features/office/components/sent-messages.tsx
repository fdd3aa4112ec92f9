import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shared/page-loader';
import { useSentMessages } from '../api/messages';
import { chinaDateTime } from '../../../shared/china-date';
import { MessageComposer } from './message-composer';

/** 发送消息: the composer and the messages the caller sent, with how many receivers opened each. */
export function SentMessages({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('office');
  const sent = useSentMessages();
  const [composing, setComposing] = useState(false);
  return (
    <Stack gap="sm" data-testid="sent-messages">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">{t('message.hint')}</Text>
        <Button size="xs" disabled={readOnly} onClick={() => setComposing(true)} data-testid="message-compose">{t('message.compose')}</Button>
      </Group>
      {sent.isLoading ? <PageLoader h={160} /> : (sent.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="sent-empty">{t('message.noneSent')}</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('message.title')}</Table.Th>
              <Table.Th>{t('message.format')}</Table.Th>
              <Table.Th>{t('message.receivers')}</Table.Th>
              <Table.Th ta="right">{t('message.readCount')}</Table.Th>
              <Table.Th>{t('message.sentAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(sent.data ?? []).map((m) => (
              <Table.Tr key={m.id} data-testid={`sent-${m.id}`}>
                <Table.Td>{m.title}</Table.Td>
                <Table.Td>{m.msgFormat === 1 ? <Badge variant="light" color="red">PDF · {m.fileName}</Badge> : <Badge variant="light">HTML</Badge>}</Table.Td>
                <Table.Td>{m.receiverNames.join('、')}</Table.Td>
                <Table.Td ta="right">{m.read}/{m.receivers}</Table.Td>
                <Table.Td>{chinaDateTime(m.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {composing && <MessageComposer opened onClose={() => setComposing(false)} />}
    </Stack>
  );
}
