import { Dec, dec } from '../money/decimal';

// Meter plans (notes §4, CMMS practice): service every N running hours read from the device's meter. Hours are
// decimal text (the reading sheet's numeric), computed exactly so thresholds and keys never drift.

export interface MeterPlan {
  id: string | number;
  /** Running hours between services, > 0. */
  intervalHours: string;
  /** The reading at the last service (or when the plan began): thresholds are baseline + k × interval. */
  baseline: string;
  /** Per cent of the interval at which the plan warns (notes §4: 90). */
  warnPercent?: number;
}

export interface MeterReading {
  at: Date | string;
  value: string;
}

export interface MeterTask {
  /** plan id + the threshold crossed: unique, so storing by it makes generation idempotent. */
  key: string;
  planId: string;
  /** The highest threshold the reading crossed ("1500"). */
  threshold: string;
  /** Thresholds crossed by this one reading: more than 1 means services were missed; still one task. */
  crossed: number;
  /** When the reading that crossed it was taken. */
  dueAt: Date;
}

const text = (d: Dec): string => d.toFixed();

/** Whole intervals run since the baseline (negative below it: a meter changed or misread). */
function intervalsRun(plan: MeterPlan, value: string): Dec {
  return dec(value).minus(dec(plan.baseline)).dividedBy(dec(plan.intervalHours)).floor();
}

/**
 * The tasks that readings taken in [from, to) call for: one per reading that passes one or more thresholds no
 * earlier reading passed, keyed by the highest (a meter read low after a high reading does not count twice).
 * `readings` is the meter's whole history in any order, so a window's first reading is compared with those before.
 */
export function meterTasks(plan: MeterPlan, readings: readonly MeterReading[], from: Date, to: Date): MeterTask[] {
  if (!dec(plan.intervalHours).greaterThan(0)) throw new RangeError('运行小时间隔应大于0');
  const sorted = [...readings].sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const tasks: MeterTask[] = [];
  let before = new Dec(0);
  for (const r of sorted) {
    const t = new Date(r.at).getTime();
    const run = intervalsRun(plan, r.value);
    if (t >= from.getTime() && t < to.getTime() && run.greaterThan(before)) {
      const threshold = text(dec(plan.baseline).plus(run.times(dec(plan.intervalHours))));
      tasks.push({
        key: `${plan.id}:h${threshold}`,
        planId: String(plan.id),
        threshold,
        crossed: run.minus(before).toNumber(),
        dueAt: new Date(t),
      });
    }
    if (run.greaterThan(before)) before = run;
  }
  return tasks;
}

export interface MeterPlanStatus {
  status: 'ok' | 'warning' | 'due';
  /** The next service threshold, running hours. */
  dueAtReading: string;
  /** Hours left to it (negative once past). */
  remaining: string;
}

/** Where a meter stands against its plan: due once an interval has run, warning from warnPercent of it. */
export function meterPlanStatus(plan: MeterPlan, value: string): MeterPlanStatus {
  const interval = dec(plan.intervalHours);
  const run = dec(value).minus(dec(plan.baseline));
  const dueAtReading = dec(plan.baseline).plus(interval);
  const warnFrom = interval.times(plan.warnPercent ?? 90).dividedBy(100);
  const status = run.greaterThanOrEqualTo(interval) ? 'due' : run.greaterThanOrEqualTo(warnFrom) ? 'warning' : 'ok';
  return { status, dueAtReading: text(dueAtReading), remaining: text(dueAtReading.minus(dec(value))) };
}
