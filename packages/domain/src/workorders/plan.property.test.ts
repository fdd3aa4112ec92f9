import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../charging/calendar';
import { meterTasks, type MeterReading } from './meter-plan';
import type { PlanCycle } from './plan-cycle';
import { planTasks, planTasksToCreate, type SchedulePlan } from './plan-tasks';

const day = (n: number) => addDays('2026-01-01', n);
const cycle: fc.Arbitrary<PlanCycle> = fc.oneof(
  fc.constant<PlanCycle>({ kind: 'daily' }),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
    .map((weekdays): PlanCycle => ({ kind: 'weekly', weekdays })),
  fc
    .record({
      days: fc.uniqueArray(fc.constantFrom(-1, 1, 10, 15, 28, 29, 30, 31), { minLength: 1, maxLength: 4 }),
      months: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }), {
        nil: undefined,
      }),
      monthEnd: fc.constantFrom('last_day' as const, 'skip' as const),
    })
    .map((c): PlanCycle => ({ kind: 'monthly', ...c })),
  fc.integer({ min: 1, max: 40 }).map((days): PlanCycle => ({ kind: 'every_n_days', days })),
);
const plan = fc.record({
  id: fc.constant('P'),
  cycle,
  startDate: fc.integer({ min: 0, max: 400 }).map(day),
  nonWorkingDay: fc.constantFrom('keep' as const, 'skip' as const, 'next' as const),
  leadMinutes: fc.integer({ min: 0, max: 5 * 1440 }),
  startTime: fc.constantFrom('00:00', '08:00', '22:00'),
  endTime: fc.constantFrom('08:30', '18:00', '02:00'),
}) satisfies fc.Arbitrary<SchedulePlan>;

const keys = (tasks: { key: string }[]) => tasks.map((t) => t.key);

describe('plan generation, for any cycle and window', () => {
  it('generation over split windows equals generation over the whole window, each key once', () => {
    fc.assert(
      fc.property(
        plan,
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (p, a, b, c) => {
          const [from, mid, to] = [day(a), day(a + b), day(a + b + c)];
          const whole = keys(planTasks(p, from, to));
          expect([...keys(planTasks(p, from, mid)), ...keys(planTasks(p, mid, to))]).toEqual(whole);
          expect(new Set(whole).size).toBe(whole.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a job run at any times creates each task of the period exactly once, none before its creation time', () => {
    fc.assert(
      fc.property(plan, fc.array(fc.integer({ min: 1, max: 6 * 1440 }), { minLength: 1, maxLength: 30 }), (p, gaps) => {
        let cursor = p.startDate;
        let now = Date.parse(`${p.startDate}T00:00:00+08:00`);
        const created: string[] = [];
        for (const gap of gaps) {
          now += gap * 60_000;
          const run = planTasksToCreate(p, new Date(now), cursor);
          for (const t of run.tasks) expect(t.createAt.getTime()).toBeLessThanOrEqual(now);
          created.push(...keys(run.tasks));
          if (run.nextRunAt) expect(run.nextRunAt.getTime()).toBeGreaterThan(now);
          cursor = run.cursor;
        }
        expect(created).toEqual(keys(planTasks(p, p.startDate, cursor)));
      }),
      { numRuns: 100 },
    );
  });

  it('meter tasks over split windows equal those over the whole window', () => {
    const readings = fc
      .array(fc.integer({ min: 0, max: 4000 }), { maxLength: 30 })
      .map((values): MeterReading[] =>
        values.map((v, i) => ({ at: new Date(Date.UTC(2026, 0, 1 + i)), value: `${v}.5` })),
      );
    fc.assert(
      fc.property(readings, fc.integer({ min: 0, max: 31 }), (rs, split) => {
        const p = { id: 'M', intervalHours: '250', baseline: '100.5' };
        const [from, mid, to] = [
          new Date(Date.UTC(2026, 0, 1)),
          new Date(Date.UTC(2026, 0, 1 + split)),
          new Date(Date.UTC(2026, 1, 1)),
        ];
        const whole = keys(meterTasks(p, rs, from, to));
        expect([...keys(meterTasks(p, rs, from, mid)), ...keys(meterTasks(p, rs, mid, to))]).toEqual(whole);
        expect(new Set(whole).size).toBe(whole.length);
      }),
    );
  });
});
