import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText } from '../format';
import type { AgeingData, BucketCode } from '../types';

function Card({ label, amount, houses, lines, active, onClick, testId }: { label: string; amount: string; houses: number; lines?: number; active?: boolean; onClick?: () => void; testId: string }) {
  const { t } = useTranslation('arrears');
  const body = (
    <Paper withBorder p="xs" bg={active ? 'var(--mantine-color-blue-light)' : undefined} data-testid={testId} data-active={active ? 'true' : undefined}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>{amountText(amount)}</Text>
      <Text size="xs" c="dimmed">{t('ageing.houses', { count: houses })}{lines === undefined ? '' : ` · ${t('ageing.lines', { count: lines })}`}</Text>
    </Paper>
  );
  return onClick ? <UnstyledButton onClick={onClick} aria-pressed={active}>{body}</UnstyledButton> : body;
}

/** 账龄: the total and one card per ageing bucket; clicking a bucket chooses it (again: clears it). */
export function AgeingCards({ report, loading, bucket, onBucket }: { report: AgeingData | undefined; loading: boolean; bucket: BucketCode | null; onBucket: (bucket: BucketCode | null) => void }) {
  const { t } = useTranslation('arrears');
  if (!report) return loading ? <Skeleton h={70} /> : null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="xs" data-testid="ageing-cards">
      <Card label={t('ageing.total')} amount={report.total.amount} houses={report.total.houses} lines={report.total.lines} testId="ageing-total" />
      {report.buckets.map((b) => (
        <Card key={b.code} label={t(`buckets.${b.code}`)} amount={b.amount} houses={b.houses} lines={b.lines} active={bucket === b.code} onClick={() => onBucket(bucket === b.code ? null : b.code)} testId={`bucket-${b.code}`} />
      ))}
    </SimpleGrid>
  );
}
