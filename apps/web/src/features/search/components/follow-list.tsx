import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import { useFollowItems } from '../api/search';
import { errorText } from './error-text';

/** /api/cust/v2/follow-items of the chosen house: what is still open with this customer. */
export function FollowList({ houseId }: { houseId: number }) {
  const { t } = useTranslation('search');
  const items = useFollowItems(houseId);
  const rows = items.data?.rows ?? [];
  return (
    <Paper withBorder p="sm" data-testid="follow-items">
      <Group justify="space-between" mb="xs">
        <Title order={5}>{t('follow.title')}</Title>
        {items.data ? <Text size="xs" c="dimmed">{t('panel.total', { total: items.data.total })}</Text> : null}
      </Group>
      {items.isError ? (
        <Text size="sm" c="red">{t('error', { msg: errorText(items.error) })}</Text>
      ) : items.isPending ? (
        <Text size="sm" c="dimmed">{t('box.searching')}</Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="follow-empty">{t('follow.empty')}</Text>
      ) : (
        <Stack gap={4}>
          {rows.map((r) => (
            <Group key={`${r.kind}-${r.id}`} gap="xs" wrap="nowrap" data-testid="follow-row">
              <Badge size="sm" variant="light">{t(`follow.kind.${r.kind}`)}</Badge>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{chinaDateTime(r.at)}</Text>
              <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>{r.no}</Text>
              <Text size="xs" lineClamp={1}>{r.content}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
