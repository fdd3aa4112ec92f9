import { Select } from '@mantine/core';
import { AGEING_BUCKETS } from '@pm/domain';
import { useTranslation } from 'react-i18next';
import type { BucketCode } from '../types';

/** 账龄: one of the domain's ageing buckets, or all. */
export function BucketSelect({ value, onChange }: { value: BucketCode | null; onChange: (value: BucketCode | null) => void }) {
  const { t } = useTranslation('arrears');
  const data = AGEING_BUCKETS.map((b) => ({ value: b.code, label: t(`buckets.${b.code}`) }));
  return <Select label={t('bucket')} placeholder={t('all')} data={data} value={value} onChange={(v) => onChange(v as BucketCode | null)} clearable w={140} data-testid="bucket-select" />;
}
