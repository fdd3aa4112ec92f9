import { AGEING_BUCKETS } from '@pm/domain';
import type { BucketCode } from './types';

/** The first day past due of an ageing bucket (30天以内 → 1, 31-90天 → 31 …), from the domain's buckets. */
export function bucketMinDays(code: BucketCode): number {
  const i = AGEING_BUCKETS.findIndex((b) => b.code === code);
  const before = i > 0 ? AGEING_BUCKETS[i - 1] : undefined;
  return before?.maxDays ? before.maxDays + 1 : 1;
}
