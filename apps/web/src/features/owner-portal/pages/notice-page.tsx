import { Alert, Anchor, Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { amountText } from '../../../shared/amount';
import { chinaDateTime } from '../../../shared/china-date';
import { useNotices, useReadNotice } from '../api/notices';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

// The sanitiser (DOMPurify) loads with the first notice opened, not with the portal.
const SafeHtml = lazy(() => import('../../../shared/safe-html').then((m) => ({ default: m.SafeHtml })));

/** /owner/notices/:id: the notice with its HTML sanitised; opening it sends the read receipt (once). */
export function NoticePage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const id = Number(useParams().id);
  const notices = useNotices();
  const read = useReadNotice();
  const notice = notices.data?.find((n) => n.id === id);
  const unread = notice !== undefined && notice.readAt === null;
  const { mutate } = read;
  useEffect(() => {
    if (unread) mutate(id);
  }, [unread, id, mutate]);
  const back = (
    <Anchor component={Link} to="/owner/notices" size="sm">
      {`‹ ${t('notices.back')}`}
    </Anchor>
  );
  if (notices.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!notice)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red">{notices.error ? errorText(notices.error) : t('notices.notFound')}</Alert>
      </Stack>
    );
  return (
    <Stack gap="sm" data-testid="owner-notice">
      {back}
      <Paper withBorder radius="md" p="md">
        <Title order={5} data-testid="owner-notice-title">
          {notice.title}
        </Title>
        <Text size="xs" c="dimmed" mt={4}>
          {`${chinaDateTime(notice.createdAt)} · ${notice.estateName}${notice.houseName ? ` ${notice.houseName}` : ''}`}
        </Text>
        {notice.amount !== null ? (
          <Text size="sm" fw={600} c="red.7" mt={6}>
            {t('notices.amount', { amount: amountText(notice.amount) })}
          </Text>
        ) : null}
        <Divider my="sm" />
        <Suspense fallback={<Loader size="xs" />}>
          <div data-testid="owner-notice-body" style={{ overflowWrap: 'anywhere' }}>
            <SafeHtml html={notice.content} fz="sm" />
          </div>
        </Suspense>
        <Divider my="sm" />
        <Text size="xs" c="dimmed">
          {notice.docNumber ? t('notices.docNumber', { number: notice.docNumber }) : null}
        </Text>
        <Text size="xs" c="dimmed">
          {t('notices.sender', { name: notice.senderName })}
        </Text>
      </Paper>
    </Stack>
  );
}
