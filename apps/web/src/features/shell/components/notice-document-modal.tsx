import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmNotice, type NoticeItem } from '@pm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { NOTICES_KEY, refreshPending } from '../../../shared/pending-documents';
import { useUser } from '../../../shared/session';
import { chinaDateTime } from '../../../shared/china-date';
import { printSheet } from '../lib/print-sheet';
import { SafeHtml } from '../../../shared/safe-html';

/** 告知公文: the notice with 上一条 / 下一条 / 打印 / 确定 (disabled once handled). */
export function NoticeDocumentModal({ notices, index, onIndex, onClose }: { notices: NoticeItem[]; index: number | null; onIndex: (i: number) => void; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const user = useUser();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [receivedAt] = useState(() => new Date());
  const notice = index === null ? undefined : notices[index];
  const receiver = user?.name ?? '';
  const confirm = async () => {
    if (!notice) return;
    setBusy(true);
    try {
      const updated = await api(confirmNotice, { id: notice.id });
      client.setQueryData<NoticeItem[]>(NOTICES_KEY, (list) => list?.map((n) => (n.id === updated.id ? updated : n)));
      refreshPending(client);
      notifications.show({ color: 'green', message: t('notice.confirmed') });
    } catch {
      // the catalogue showed why
    } finally {
      setBusy(false);
    }
  };
  const print = () => {
    if (!notice) return;
    printSheet(t('notice.title'), [
      [t('notice.number'), notice.docNumber],
      [t('notice.subject'), notice.subject],
      [t('notice.sentAt'), chinaDateTime(notice.createdAt)],
      [t('notice.sender'), notice.updatedBy],
      [t('notice.house'), notice.houseName],
      [t('notice.content'), notice.content, 'html'],
      [t('notice.receiver'), receiver],
      [t('notice.receivedAt'), chinaDateTime(notice.handleTime ?? receivedAt)],
    ]);
  };
  return (
    <Modal opened={notice !== undefined} onClose={onClose} title={t('notice.title')} size={720} centered data-testid="notice-modal">
      {notice && (
        <Stack gap="sm">
          <Table withTableBorder withColumnBorders>
            <Table.Tbody>
              <Table.Tr><Table.Th w={110}>{t('notice.sentAt')}</Table.Th><Table.Td>{chinaDateTime(notice.createdAt)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('notice.sender')}</Table.Th><Table.Td>{notice.updatedBy}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('notice.subject')}</Table.Th><Table.Td data-testid="notice-subject">{notice.subject}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('notice.house')}</Table.Th><Table.Td>{notice.houseName}</Table.Td></Table.Tr>
              <Table.Tr>
                <Table.Th>{t('notice.content')}</Table.Th>
                <Table.Td>
                  <SafeHtml html={notice.content} fz="sm" />
                </Table.Td>
              </Table.Tr>
              <Table.Tr><Table.Th>{t('notice.receiver')}</Table.Th><Table.Td>{receiver}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('notice.receivedAt')}</Table.Th><Table.Td>{chinaDateTime(notice.handleTime ?? receivedAt)}</Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">{(index ?? 0) + 1} / {notices.length}</Text>
            <Group gap="xs">
              <Button variant="default" disabled={!index} onClick={() => onIndex((index ?? 0) - 1)}>{t('notice.previous')}</Button>
              <Button variant="default" disabled={index === null || index >= notices.length - 1} onClick={() => onIndex((index ?? 0) + 1)}>{t('notice.next')}</Button>
              <Button variant="default" onClick={print} data-testid="notice-print">{t('notice.print')}</Button>
              <Button onClick={() => void confirm()} disabled={notice.edited} loading={busy} data-testid="notice-confirm">{t('notice.confirm')}</Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
