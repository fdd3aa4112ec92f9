import { ActionIcon, Badge, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { getAccountNotices } from '@pm/contracts';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { NOTICE_BADGE_CAP } from '../../../shared/config';
import { NOTICES_KEY } from '../../../shared/pending-documents';
import { chinaDateTime } from '../../../shared/china-date';
import { NoticeDocumentModal } from './notice-document-modal';

/** The badge text: the pending count, capped at 99. */
export function badgeCount(n: number): number {
  return Math.min(n, NOTICE_BADGE_CAP);
}

/** The pending notice-documents list with its badge, opening 告知公文. */
export function NoticeBell() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  // by id: a confirmed notice moves behind the unconfirmed ones when the list is read again
  const [openId, setOpenId] = useState<number | null>(null);
  // a notice published by someone else's 办结 shows within the minute
  const notices = useQuery({ queryKey: NOTICES_KEY, queryFn: ({ signal }) => api(getAccountNotices, {}, signal), refetchInterval: 60_000 });
  const list = notices.data ?? [];
  const pending = list.filter((n) => !n.edited);
  const found = openId === null ? -1 : list.findIndex((n) => n.id === openId);
  const index = found < 0 ? null : found;
  return (
    <>
      <Popover opened={open} onChange={setOpen} width={320} position="bottom-end" shadow="md">
        <Popover.Target>
          <Indicator label={badgeCount(pending.length)} disabled={pending.length === 0} size={16} color="red" offset={4} data-testid="notice-badge">
            <ActionIcon variant="subtle" color="white" onClick={() => setOpen((o) => !o)} aria-label={t('notice.list')} data-testid="notice-bell">
              <IconBell size={18} />
            </ActionIcon>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown data-testid="notice-list">
          <Text fw={600} size="sm" mb="xs">{t('notice.list')}</Text>
          {notices.isPending ? (
            <Text size="sm" c="dimmed">{t('loading')}</Text>
          ) : list.length === 0 ? (
            <Text size="sm" c="dimmed">{t('notice.empty')}</Text>
          ) : (
            <ScrollArea.Autosize mah={300}>
              <Stack gap={4}>
                {list.map((n) => (
                  <UnstyledButton key={n.id} onClick={() => { setOpenId(n.id); setOpen(false); }} p={4} style={{ borderRadius: 4 }} data-testid="notice-item">
                    <Text size="sm" fw={n.edited ? 400 : 600} lineClamp={1}>{n.subject}</Text>
                    <Text size="xs" c="dimmed" component="div">{chinaDateTime(n.createdAt)} · {n.updatedBy}{n.edited ? '' : ' · '}{!n.edited && <Badge size="xs" color="red" variant="light">{t('notice.pending')}</Badge>}</Text>
                  </UnstyledButton>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
      <NoticeDocumentModal notices={list} index={index} onIndex={(i) => setOpenId(list[i]?.id ?? null)} onClose={() => setOpenId(null)} />
    </>
  );
}
