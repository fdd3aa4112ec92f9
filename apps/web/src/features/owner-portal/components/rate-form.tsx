import { Alert, Button, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateRequest } from '../api/requests';
import { errorText } from '../sign-in-fns';
import { SIGNED_IN_NS } from '../i18n-ns';

const RATINGS = ['1', '2', '3', '4'] as const;

/** 评价 of a done request: the four 满意度 choices (1 非常满意 … 4 不满意) and an optional comment. */
export function RateForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const rate = useRateRequest();
  const [rating, setRating] = useState<(typeof RATINGS)[number] | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = () => {
    if (!rating) {
      setMissing(true);
      return;
    }
    const text = comment.trim();
    rate.mutate({ id: requestId, rating, ...(text ? { comment: text } : {}) }, { onSuccess: onDone });
  };
  return (
    <Stack gap="xs" data-testid={`owner-rate-form-${requestId}`}>
      <Text size="sm" fw={500}>
        {t('requests.satisfaction')}
      </Text>
      <Chip.Group
        value={rating}
        onChange={(v) => {
          setRating(v as (typeof RATINGS)[number]);
          setMissing(false);
        }}
      >
        <Group gap={6}>
          {RATINGS.map((r) => (
            <Chip key={r} value={r} size="sm" data-testid={`owner-rating-${r}`}>
              {t(`rating.${r}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {missing ? (
        <Text size="xs" c="red" data-testid="owner-rating-missing">
          {t('requests.chooseRating')}
        </Text>
      ) : null}
      <Textarea
        label={t('requests.comment')}
        placeholder={t('requests.commentPlaceholder')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={200}
        autosize
        minRows={2}
        data-testid="owner-rating-comment"
      />
      {rate.error ? <Alert color="red">{errorText(rate.error)}</Alert> : null}
      <Group grow>
        <Button variant="default" onClick={onDone}>
          {t('requests.cancel')}
        </Button>
        <Button onClick={send} loading={rate.isPending} data-testid="owner-rating-submit">
          {t('requests.rateSubmit')}
        </Button>
      </Group>
    </Stack>
  );
}
