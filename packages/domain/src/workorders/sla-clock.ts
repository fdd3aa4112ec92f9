import { businessSpans, DEFAULT_BUSINESS_HOURS, type BusinessHours } from './working-hours';

/** continuous: 24×7; business: only within the working spans of working days (China time). */
export type ClockMode = 'continuous' | 'business';

export interface ClockPause {
  from: Date | string;
  /** null: still paused. */
  to: Date | string | null;
}

/** A running clock: from `start`, in its mode, stopped while paused (unless `countPauses`, HC's behaviour). */
export interface ClockSpec {
  start: Date | string;
  mode: ClockMode;
  hours?: BusinessHours;
  pauses?: readonly ClockPause[];
  /** HC keeps counting while 暂停 (notes §1: `timeout` is not moved); ours stops. */
  countPauses?: boolean;
}

const ms = (t: Date | string | number): number => new Date(t).getTime();

/** The pauses as sorted, merged [from, to) spans; an open pause runs to Infinity. */
function pauseSpans(spec: ClockSpec): [number, number][] {
  if (spec.countPauses) return [];
  const spans = (spec.pauses ?? [])
    .map((p): [number, number] => [ms(p.from), p.to === null ? Infinity : ms(p.to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** The spans in which the clock runs, from its start on, in order (epoch ms; the last may end at Infinity). */
export function* runningSpans(spec: ClockSpec): Generator<[number, number]> {
  const start = ms(spec.start);
  const pauses = pauseSpans(spec);
  const base: Iterable<[number, number]> =
    spec.mode === 'continuous' ? [[start, Infinity]] : businessSpans(spec.hours ?? DEFAULT_BUSINESS_HOURS, start);
  for (const [s, e] of base) {
    let cursor = s;
    for (const [a, b] of pauses) {
      if (b <= cursor || a >= e) continue;
      if (a > cursor) yield [cursor, a];
      cursor = Math.max(cursor, b);
      if (cursor >= e) break;
    }
    if (cursor === Infinity) return;
    if (cursor < e) yield [cursor, e];
  }
}

/** Milliseconds the clock has run from its start until `at` (0 before the start). */
export function clockElapsedMs(spec: ClockSpec, at: Date | string | number): number {
  const until = ms(at);
  let total = 0;
  for (const [s, e] of runningSpans(spec)) {
    if (s >= until) break;
    total += Math.min(e, until) - s;
  }
  return total;
}

/**
 * The first instant at which the clock has run `elapsedMs` (the start itself for 0 or less); null when it never
 * gets there: a pause still open, or no working time within BUSINESS_SEARCH_DAYS.
 */
export function clockInstantAt(spec: ClockSpec, elapsedMs: number): Date | null {
  if (elapsedMs <= 0) return new Date(ms(spec.start));
  let total = 0;
  for (const [s, e] of runningSpans(spec)) {
    if (total + (e - s) >= elapsedMs) return new Date(s + (elapsedMs - total));
    total += e - s;
  }
  return null;
}

/** Whether an open or closed pause covers `at` (whether or not the clock counts it). */
export function isPausedAt(spec: ClockSpec, at: Date | string): boolean {
  const t = ms(at);
  return (spec.pauses ?? []).some((p) => ms(p.from) <= t && (p.to === null || t < ms(p.to)));
}
