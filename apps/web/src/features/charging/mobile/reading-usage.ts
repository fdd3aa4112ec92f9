import { DECIMAL_TEXT, meterUsage } from '@pm/domain';
import type { Reading } from '../types';

/**
 * What the entry sheet shows under 本期读数 while typing: the usage (本期 − 上期) × the meter's multiplier in exact
 * decimal (the server's rule, domain meterUsage), 'below' when under the previous reading (the server refuses it
 * unless the meter rolled over), null while the text is no number yet.
 */
export function typedUsage(row: Pick<Reading, 'previous' | 'multiplier'>, text: string): { usage: string } | 'below' | null {
  const current = text.trim();
  if (!DECIMAL_TEXT.test(current)) return null;
  const result = meterUsage({ previous: row.previous, current, maxReading: null, multiplier: String(row.multiplier) });
  if ('error' in result) return result.error === 'below_previous' ? 'below' : null;
  return { usage: result.usage };
}

/** The first meter not read this period after `meterId` in the list's order, wrapping round; null when all are read. */
export function nextUnread(rows: readonly Reading[], meterId: number): Reading | null {
  const at = rows.findIndex((r) => r.meterId === meterId);
  const after = [...rows.slice(at + 1), ...rows.slice(0, Math.max(at, 0))];
  return after.find((r) => r.readingId === null && r.meterId !== meterId) ?? null;
}
