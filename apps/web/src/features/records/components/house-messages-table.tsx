import { Badge, Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import type { MessageState } from '@pm/contracts';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useHouseMessages } from '../api/house-messages';

const COLOR: Record<MessageState, string> = { queued: 'gray', sending: 'blue', sent: 'cyan', delivered: 'green', failed: 'red', skipped: 'orange' };

/** The house's messages (SMS, WeChat, 告知公文), newest first: when, what for, by which channel, to whom, how it went. */
export function HouseMessagesTable({ houseId, enabled = true }: { houseId: number; enabled?: boolean }) {
  const { t } = useTranslation('records');
  const list = useHouseMessages(houseId, enabled);
  const rows = list.data ?? [];
  if (list.isPending) return <Center p="md"><Loader size="sm" /></Center>;
  if (list.error) return <Text c="red" size="sm">{list.error.message}</Text>;
  if (rows.length === 0) return <Text c="dimmed" size="sm" data-testid="house-messages-none">{t('houseMessages.none')}</Text>;
  return (
    <ScrollArea>
      <Table striped withTableBorder data-testid="house-messages-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('houseMessages.time')}</Table.Th>
            <Table.Th>{t('houseMessages.purpose')}</Table.Th>
            <Table.Th>{t('houseMessages.channel')}</Table.Th>
            <Table.Th>{t('houseMessages.recipient')}</Table.Th>
            <Table.Th>{t('houseMessages.state')}</Table.Th>
            <Table.Th>{t('houseMessages.content')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((m) => (
            <Table.Tr key={m.id} data-testid={`house-message-${m.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(m.sentAt ?? m.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`houseMessages.purposes.${m.purpose}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t(`houseMessages.channels.${m.channel}`)}</Table.Td>
              <Table.Td>{m.recipientName}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={COLOR[m.state]}>{t(`houseMessages.states.${m.state}`)}</Badge>
                {m.reason ? <Text size="xs" c="red">{m.reason}</Text> : null}
              </Table.Td>
              <Table.Td><Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
