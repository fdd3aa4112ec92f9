import { daysOverdue } from './days-overdue';

export type AgeingBucketCode = 'd1_30' | 'd31_90' | 'd91_180' | 'd181_365' | 'y1_2' | 'y2_3' | 'y3_plus';

/** Ageing buckets (账龄) by days past due, upper bound inclusive; years are fixed 365-day blocks (1-2 y = 366-730 d). */
export const AGEING_BUCKETS: readonly { code: AgeingBucketCode; label: string; maxDays: number | null }[] = [
  { code: 'd1_30', label: '30天以内', maxDays: 30 },
  { code: 'd31_90', label: '31-90天', maxDays: 90 },
  { code: 'd91_180', label: '91-180天', maxDays: 180 },
  { code: 'd181_365', label: '181-365天', maxDays: 365 },
  { code: 'y1_2', label: '1-2年', maxDays: 730 },
  { code: 'y2_3', label: '2-3年', maxDays: 1095 },
  { code: 'y3_plus', label: '3年以上', maxDays: null },
];

/**
 * Ageing of an unpaid line: days past due = asOf − dueDate (calendar days) and its bucket
 * (C20: due 2024-11-15 as of 2024-12-31 → 46 d, 31-90天); null when not yet overdue (days ≤ 0).
 */
export function ageingBucket(
  dueDate: string,
  asOf: string,
): { days: number; code: AgeingBucketCode; label: string } | null {
  const days = daysOverdue(dueDate, asOf);
  if (days === 0) return null;
  const bucket =
    AGEING_BUCKETS.find((b) => b.maxDays === null || days <= b.maxDays) ?? AGEING_BUCKETS[AGEING_BUCKETS.length - 1];
  return bucket ? { days, code: bucket.code, label: bucket.label } : null;
}
