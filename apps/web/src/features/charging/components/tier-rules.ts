import { dec, parseDecimal } from '@pm/domain';
import type { Tier } from '../types';

/** A tier row as edited: text inputs; an empty `toQty` is the open last band. */
export interface TierDraft {
  fromQty: string;
  toQty: string;
  unitPrice: string;
}

export interface TierProblem {
  row: number;
  /** i18n key in namespace charging, or null when `text` is the domain's own message. */
  key: string | null;
  text?: string;
}

/** The next band starts where the last one ends (0 for the first). */
export function addTier(tiers: TierDraft[]): TierDraft[] {
  const last = tiers.at(-1);
  return [...tiers, { fromQty: last ? last.toQty : '0', toQty: '', unitPrice: '' }];
}

/** Removing a band joins its neighbours: the next one starts where the removed one started. */
export function removeTier(tiers: TierDraft[], index: number): TierDraft[] {
  const next = tiers.filter((_, i) => i !== index);
  const removed = tiers[index];
  const follower = next[index];
  if (removed && follower && index > 0) next[index] = { ...follower, fromQty: removed.fromQty };
  if (removed && follower && index === 0) next[0] = { ...follower, fromQty: '0' };
  return next;
}

/** Editing a band's end moves the next band's start with it. */
export function setTier(tiers: TierDraft[], index: number, patch: Partial<TierDraft>): TierDraft[] {
  const next = tiers.map((t, i) => (i === index ? { ...t, ...patch } : t));
  const follower = next[index + 1];
  if (patch.toQty !== undefined && follower) next[index + 1] = { ...follower, fromQty: patch.toQty };
  return next;
}

/**
 * What is wrong with the bands: numbers (4 decimals), each band's end above its start, bands
 * contiguous from 0, only the last one open. Compared as decimals, never as JS numbers.
 */
export function tierProblems(tiers: TierDraft[]): TierProblem[] {
  const problems: TierProblem[] = [];
  if (tiers.length === 0) return [{ row: -1, key: 'tierNone' }];
  tiers.forEach((tier, i) => {
    const from = parseDecimal(tier.fromQty, { scale: 4, label: '阶梯起始量' });
    const price = parseDecimal(tier.unitPrice, { scale: 4, label: '阶梯单价' });
    if ('error' in from) problems.push({ row: i, key: null, text: from.error });
    if ('error' in price) problems.push({ row: i, key: null, text: price.error });
    const last = i === tiers.length - 1;
    if (tier.toQty.trim() === '') {
      if (!last) problems.push({ row: i, key: 'tierOnlyLastOpen' });
      return;
    }
    const to = parseDecimal(tier.toQty, { scale: 4, label: '阶梯截止量' });
    if ('error' in to) problems.push({ row: i, key: null, text: to.error });
    else if ('value' in from && !dec(to.value).greaterThan(dec(from.value))) problems.push({ row: i, key: 'tierEndAboveStart' });
    const follower = tiers[i + 1];
    if ('value' in to && follower && follower.fromQty.trim() !== '' && !dec(follower.fromQty.trim()).equals(dec(to.value))) {
      problems.push({ row: i + 1, key: 'tierContiguous' });
    }
  });
  return problems;
}

export const tierFromRow = (t: { fromQty: string; toQty: string | null; unitPrice: string }): TierDraft => ({ fromQty: t.fromQty, toQty: t.toQty ?? '', unitPrice: t.unitPrice });
export const tierToBody = (t: TierDraft): Tier => ({ fromQty: t.fromQty.trim(), toQty: t.toQty.trim() === '' ? null : t.toQty.trim(), unitPrice: t.unitPrice.trim() });
