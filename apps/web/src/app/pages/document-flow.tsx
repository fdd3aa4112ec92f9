import { Badge, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { getAccountNotices, listMessages } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { formatDateTime, NoticeDocumentModal } from '../../features/shell';
import { PageLoader } from '../../shared/page-loader';
import type { ScreenProps } from '../../shared/screen';

/**
 * The document-flow screen behind /oa/flow/send, /proc and /my (menu ids 213-215). Until the
 * workflow documents arrive it lists what is waiting for the user: notice documents and messages.
 */
export function DocumentFlowScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const notices = useQuery({ queryKey: ['notices'], queryFn: ({ signal }) => api(getAccountNotices, {}, signal) });
  const messages = useQuery({ queryKey: ['messages', 'all'], queryFn: ({ signal }) => api(listMessages, { unread: 'false' }, signal) });
  const [index, setIndex] = useState<number | null>(null);
  const list = notices.data ?? [];
  return (
    <Stack data-testid="document-flow">
      <Title order={4}>{title}</Title>
      <Tabs defaultValue="todo">
        <Tabs.List>
          <Tabs.Tab value="todo">{t('flow.todo')} <Badge size="xs" ml={4}>{list.filter((n) => !n.edited).length}</Badge></Tabs.Tab>
          <Tabs.Tab value="messages">{t('flow.messages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="todo" pt="sm">
          {notices.isPending ? (
            <PageLoader h={200} />
          ) : list.length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">{t('flow.empty')}</Text>
          ) : (
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('flow.number')}</Table.Th>
                  <Table.Th>{t('flow.subject')}</Table.Th>
                  <Table.Th>{t('flow.sender')}</Table.Th>
                  <Table.Th>{t('flow.sentAt')}</Table.Th>
                  <Table.Th>{t('flow.state')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((n, i) => (
                  <Table.Tr key={n.id}>
                    <Table.Td>{n.docNumber}</Table.Td>
                    <Table.Td>{n.subject}</Table.Td>
                    <Table.Td>{n.updatedBy}</Table.Td>
                    <Table.Td>{formatDateTime(n.createdAt)}</Table.Td>
                    <Table.Td>{n.edited ? <Badge color="gray">{t('flow.done')}</Badge> : <Badge color="red">{t('flow.pending')}</Badge>}</Table.Td>
                    <Table.Td><Button size="compact-xs" variant="light" onClick={() => setIndex(i)}>{t('flow.open')}</Button></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="sm">
          {messages.isPending ? (
            <PageLoader h={200} />
          ) : (messages.data ?? []).length === 0 ? (
            <Text c="dimmed" py="lg" ta="center">{t('flow.noMessages')}</Text>
          ) : (
            <Stack gap={4}>
              {(messages.data ?? []).map((m) => (
                <Group key={m.id} justify="space-between" p={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
                  <Text size="sm" fw={m.read ? 400 : 600}>{m.title}</Text>
                  <Text size="xs" c="dimmed">{formatDateTime(m.createdAt)}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      <NoticeDocumentModal notices={list} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
    </Stack>
  );
}
