import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ownerPortalEndpoints } from '@pm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaDateTime } from '../../../shared/china-date';
import type { OwnerRequest } from '../api/requests';
import { PhotoThumb } from './photo-thumb';
import { RateForm } from './rate-form';
import { SIGNED_IN_NS } from '../i18n-ns';

const STATUS_COLOR: Record<OwnerRequest['status'], string> = { '1': 'orange', '2': 'blue', '3': 'green' };

/** One 报修 / 投诉: number, kind, state, content, result, photos, and 评价 once done (status 3). */
export function RequestCard({ request: r }: { request: OwnerRequest }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const [rating, setRating] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`owner-request-${r.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color={r.kind === 'repair' ? 'cyan' : 'grape'}>
              {t(`requests.kinds.${r.kind}`)}
            </Badge>
            <Text size="xs" c="dimmed" truncate>
              {t('requests.number', { number: r.number })}
            </Text>
          </Group>
          <Badge color={STATUS_COLOR[r.status]} data-testid={`owner-request-status-${r.id}`}>
            {r.statusName}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {r.content}
        </Text>
        {r.photos.length > 0 ? (
          <Group gap={6}>
            {r.photos.map((p) => (
              <PhotoThumb key={p.id} endpoint={ownerPortalEndpoints.requestPhoto} input={{ id: r.id, photoId: p.id }} name={p.name} size={64} />
            ))}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          {`${r.houseName} · ${t('requests.createdAt', { time: chinaDateTime(r.createdAt) })}`}
        </Text>
        {r.result ? (
          <Text size="sm" bg="gray.0" p={8} style={{ borderRadius: 6 }} data-testid={`owner-request-result-${r.id}`}>
            {t('requests.result', { result: r.result })}
          </Text>
        ) : null}
        {r.closedAt ? (
          <Text size="xs" c="dimmed">
            {t('requests.closedAt', { time: chinaDateTime(r.closedAt) })}
          </Text>
        ) : null}
        {r.rating ? (
          <div data-testid={`owner-request-rating-${r.id}`}>
            <Text size="sm" c="teal.8">
              {t('requests.rated', { rating: t(`rating.${r.rating}`) })}
            </Text>
            {r.ratingComment ? (
              <Text size="xs" c="dimmed">
                {t('requests.ratingComment', { comment: r.ratingComment })}
              </Text>
            ) : null}
          </div>
        ) : r.status === '3' ? (
          rating ? (
            <RateForm requestId={r.id} onDone={() => setRating(false)} />
          ) : (
            <Button variant="light" size="xs" onClick={() => setRating(true)} data-testid={`owner-request-rate-${r.id}`}>
              {t('requests.rate')}
            </Button>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
