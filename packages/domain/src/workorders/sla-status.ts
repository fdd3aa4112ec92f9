import { clockElapsedMs, clockInstantAt, isPausedAt, type ClockSpec } from './sla-clock';

const MINUTE_MS = 60_000;

/** Warn when `percent` of the target has run (notes §2: 80 %), or `minutesBefore` it (HC warning_time 30). */
export type SlaWarning = { percent: number } | { minutesBefore: number };

/**
 * One time limit on a running clock: `minutes` of clock time, a warning before, escalations after (minutes of
 * clock time past the limit: [team leader, manager]); stopped when the milestone is reached.
 */
export interface SlaClock {
  spec: ClockSpec;
  minutes: number;
  warning: SlaWarning;
  escalations: readonly number[];
  /** When the milestone (接单, 到场, 完工) was reached; null while it has not been. */
  stoppedAt: Date | string | null;
}

/** Clock time (ms) at which each threshold is reached: warning, due, then each escalation level. */
function thresholds(clock: SlaClock): { warn: number; due: number; escalations: number[] } {
  const due = clock.minutes * MINUTE_MS;
  const w = clock.warning;
  const warn = 'percent' in w ? Math.round((due * w.percent) / 100) : Math.max(0, due - w.minutesBefore * MINUTE_MS);
  return { warn, due, escalations: clock.escalations.map((m) => due + m * MINUTE_MS) };
}

export interface SlaTimes {
  warnAt: Date | null;
  dueAt: Date | null;
  /** Level 1 (team leader), level 2 (manager), … */
  escalateAt: (Date | null)[];
}

/**
 * The instants of the warning, the limit and each escalation, pauses so far excluded; null for one not knowable
 * yet (a pause still open) or beyond the calendar's working time. They stay defined after the clock stopped.
 */
export function slaTimes(clock: SlaClock): SlaTimes {
  const t = thresholds(clock);
  return {
    warnAt: clockInstantAt(clock.spec, t.warn),
    dueAt: clockInstantAt(clock.spec, t.due),
    escalateAt: t.escalations.map((e) => clockInstantAt(clock.spec, e)),
  };
}

export type SlaPhase = 'in_time' | 'warning' | 'overdue' | 'escalated';

export interface SlaStatus {
  /** Where the clock stands at the instant (frozen at the stop once stopped). */
  phase: SlaPhase;
  /** Escalation levels reached: 0 none, 1 team leader, 2 manager. */
  level: number;
  paused: boolean;
  stopped: boolean;
  /** Stopped: whether the milestone came by the limit; null while running. */
  met: boolean | null;
  elapsedMinutes: number;
  /** Target minus elapsed, negative when past the limit. */
  remainingMinutes: number;
}

/** The clock's state at an instant: in time / warning / overdue / escalated (level), paused, stopped and met. */
export function slaStatusAt(clock: SlaClock, at: Date | string): SlaStatus {
  const atMs = new Date(at).getTime();
  const stopMs = clock.stoppedAt === null ? null : new Date(clock.stoppedAt).getTime();
  const stopped = stopMs !== null && stopMs <= atMs;
  const elapsed = clockElapsedMs(clock.spec, stopped ? stopMs : atMs);
  const t = thresholds(clock);
  // A running clock is overdue from the limit's instant on; a milestone reached at that very instant is in time.
  const past = (threshold: number) => (stopped ? elapsed > threshold : elapsed >= threshold);
  const level = t.escalations.filter(past).length;
  const phase: SlaPhase = level > 0 ? 'escalated' : past(t.due) ? 'overdue' : elapsed >= t.warn ? 'warning' : 'in_time';
  return {
    phase,
    level,
    paused: !stopped && isPausedAt(clock.spec, at),
    stopped,
    met: stopped ? !past(t.due) : null,
    elapsedMinutes: elapsed / MINUTE_MS,
    remainingMinutes: (t.due - elapsed) / MINUTE_MS,
  };
}

/**
 * The next instant after `at` at which the state changes (warning, limit, an escalation level), for a job to
 * schedule; null when nothing will change without a new event: stopped, paused without end, or all passed.
 */
export function slaNextChange(clock: SlaClock, at: Date | string): Date | null {
  const atMs = new Date(at).getTime();
  if (clock.stoppedAt !== null && new Date(clock.stoppedAt).getTime() <= atMs) return null;
  const t = thresholds(clock);
  for (const threshold of [t.warn, t.due, ...t.escalations].sort((a, b) => a - b)) {
    const instant = clockInstantAt(clock.spec, threshold);
    if (instant === null) return null;
    if (instant.getTime() > atMs) return instant;
  }
  return null;
}
