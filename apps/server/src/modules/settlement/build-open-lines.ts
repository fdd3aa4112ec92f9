import type { LateTerms, OpenLine } from '@pm/domain';
import type * as repo from './counter.repo';
import type { OpenLineRow } from './counter.repo';

// How the counter sees a line: its category (which settle types pay it) and its late-fee terms.

export type LineCategory = 'regular' | 'service' | 'other' | 'agency';

/** 委收 items (pass-through) first; then 特服 (work-order lines) and 其他 (one-off lines) by target. */
export function lineCategory(row: Pick<OpenLineRow, 'passThrough' | 'targetType'>): LineCategory {
  if (row.passThrough) return 'agency';
  if (row.targetType === 'service') return 'service';
  if (row.targetType === 'other') return 'other';
  return 'regular';
}

/** The category each line-paying settle type settles: 1 收费 and 12 托收 regular, 4 特服, 5 委收, 6 其他. */
export const CATEGORY_OF_TYPE: Record<'1' | '4' | '5' | '6' | '12', LineCategory> = { '1': 'regular', '12': 'regular', '4': 'service', '5': 'agency', '6': 'other' };

type Setting = Awaited<ReturnType<typeof repo.arrearsSettingsOf>>[number];

/**
 * The late-fee terms per item: the item's own setting of the estate, else the estate's default
 * (item null); none: no late fee. Rates are numeric columns read as JS numbers: converted once to
 * decimal text at their column's scale (6 for the rate, 4 for the cap), which is exact.
 */
export function lateTermsOf(settings: readonly Setting[]): (itemId: number) => LateTerms | null {
  const toTerms = (s: Setting): LateTerms | null =>
    s.ratePerDay > 0 ? { ratePerDay: s.ratePerDay.toFixed(6), graceDays: s.graceDays, capRatio: s.capRatio === null ? null : s.capRatio.toFixed(4) } : null;
  const byItem = new Map<number, LateTerms | null>();
  const fallback = settings.find((s) => s.itemId === null);
  for (const s of settings) if (s.itemId !== null && !byItem.has(s.itemId)) byItem.set(s.itemId, toTerms(s));
  const estateTerms = fallback ? toTerms(fallback) : null;
  return (itemId) => (byItem.has(itemId) ? byItem.get(itemId)! : estateTerms);
}

/** The domain's view of an open line: no late fee when waived; a 期初 line's own late-fee start with its item's terms. */
export function toOpenLine(row: OpenLineRow, terms: (itemId: number) => LateTerms | null): OpenLine {
  const itemTerms = row.waived ? null : terms(row.itemId);
  const late = itemTerms && row.lateFrom ? { ...itemTerms, from: row.lateFrom } : itemTerms;
  return { id: row.id, dueDate: row.dueDate, priority: row.priority, open: row.open, late, prepayAllowed: row.prepayAllowed };
}
