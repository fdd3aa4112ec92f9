import { dec, meterUsage, unusualUsage } from '@pm/domain';
import { CHARGING_MESSAGES } from '../charging.errors';

/** Usage above this many times the average of the last audited usages is flagged unusual. */
export const UNUSUAL_FACTOR = '3';

export interface History {
  period: string;
  current: string;
  usage: string;
}

/**
 * The previous reading of a period: the `current` of the meter's last audited reading of an
 * earlier period, else its initial reading, else 0.
 */
export function previousReading(history: History[] | undefined, initialReading: number | string | null): string {
  const last = history?.[0];
  if (last) return last.current;
  return initialReading === null || initialReading === undefined ? '0' : String(initialReading);
}

/**
 * The register's maximum when it rolled over: meters carry no maximum, so it is all nines over
 * the digits of the previous reading's integer part (9990 → 9999). A meter that rolled over had
 * its previous reading near the top, so its width is the register's.
 */
export function rollOverMaximum(previous: string): string {
  const digits = dec(previous).trunc().toFixed().replace('-', '').length;
  return '9'.repeat(Math.max(1, digits));
}

export type ReadingOutcome =
  | { ok: true; previous: string; usage: string; rolledOver: boolean; unusual: boolean }
  | { ok: false; message: string; errorCode: string };

/**
 * A reading's usage (× the meter's multiplier) and its unusual flag, or the refusal in Chinese:
 * below the previous reading without roll-over, beyond the register's maximum.
 */
export function readingOutcome(input: { previous: string; current: string; rolledOver: boolean; multiplier: number; history: History[] | undefined }): ReadingOutcome {
  const max = input.rolledOver ? rollOverMaximum(input.previous) : null;
  const result = meterUsage({ previous: input.previous, current: input.current, maxReading: max, multiplier: String(input.multiplier) });
  if ('error' in result) {
    if (result.error === 'below_previous') return { ok: false, message: CHARGING_MESSAGES.readingBelowPrevious, errorCode: 'charging.reading_below_previous' };
    if (result.error === 'above_max') return { ok: false, message: `本期读数超过仪表最大读数（${max ?? ''}）`, errorCode: 'charging.reading_above_max' };
    return { ok: false, message: '本期读数不正确', errorCode: 'charging.invalid' };
  }
  const usages = (input.history ?? []).map((h) => dec(h.usage));
  const average = usages.length === 0 ? '0' : usages.reduce((a, b) => a.plus(b)).dividedBy(usages.length).toFixed();
  const unusual = unusualUsage(result.usage, average, UNUSUAL_FACTOR) === 'high';
  return { ok: true, previous: input.previous, usage: result.usage, rolledOver: result.rolledOver, unusual };
}
