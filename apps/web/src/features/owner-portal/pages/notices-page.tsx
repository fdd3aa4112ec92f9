import { Alert, Badge, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { chinaDate } from '../../../shared/china-date';
import { useNotices } from '../api/notices';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

/** /owner/notices (通知): the notices to the owner's houses and estates, newest first, unread ones marked. */
export function NoticesPage() {
  const { t } = useTranslation(SIGNED_IN_NS);
  const notices = useNotices();
  const navigate = useNavigate();
  if (notices.isPending)
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  if (!notices.data) return <Alert color="red">{errorText(notices.error)}</Alert>;
  return (
    <Stack gap="sm" data-testid="owner-notices">
      <Title order={5}>{t('notices.title')}</Title>
      {notices.data.length === 0 ? (
        <Text c="dimmed" ta="center" py={40} data-testid="owner-notices-none">
          {t('notices.none')}
        </Text>
      ) : null}
      {notices.data.map((n) => (
        <UnstyledButton key={n.id} onClick={() => void navigate(`/owner/notices/${n.id}`)} data-testid={`owner-notice-${n.id}`}>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text size="sm" fw={n.readAt ? 400 : 700} style={{ flex: 1, minWidth: 0 }} lineClamp={2}>
                {n.title}
              </Text>
              {n.readAt ? (
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {t('notices.read')}
                </Text>
              ) : (
                <Badge size="sm" color="red" style={{ flexShrink: 0 }} data-testid={`owner-notice-unread-${n.id}`}>
                  {t('notices.unread')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {`${chinaDate(n.createdAt)} · ${n.estateName}${n.houseName ? ` ${n.houseName}` : ''}`}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
