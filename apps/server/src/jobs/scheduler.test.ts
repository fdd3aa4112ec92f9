import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations, schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { nextFiring } from './cron';
import { otherInstance, testEngine } from './engine-test-kit';
import { Scheduler, type ScheduleKind } from './scheduler';

// 定时任务 on two instances (two pools on PostgreSQL) ticking at the same moments of a fake clock:
// every firing starts one job, over 100 simulated days; a firing missed while all were down, once.

let database: Database;
let other: Database;
const silent = { info: () => undefined, error: () => undefined };

function schedulerOn(db: Database): Scheduler {
  const engine = testEngine(db);
  engine.register({ kind: 'count', queue: 'test-count', expireInSeconds: 60, retryLimit: 0, retryDelaySeconds: 0, concurrency: 1, runTask: async () => undefined });
  const scheduler = new Scheduler(db.db, engine, { tickSeconds: 60, clock: () => new Date(0), log: silent });
  const kind: ScheduleKind = {
    kind: 'count',
    // a job with no task: it ends done as it is written, like a firing with nothing to do
    fire: (tx, schedule, at) => engine.create(tx, { companyId: schedule.companyId, kind: 'count', title: `${schedule.title} ${at.toISOString()}`, createdBy: null, scheduleId: schedule.id, tasks: [] }),
  };
  scheduler.register(kind);
  return scheduler;
}

async function addSchedule(title: string, cron: string, from: Date): Promise<number> {
  const [row] = await database.db
    .insert(schema.jobSchedules)
    .values({ companyId: 1, kind: 'count', title, cron, nextFireAt: nextFiring(cron, from) })
    .returning({ id: schema.jobSchedules.id });
  return row!.id;
}

const firings = async (scheduleId: number) =>
  (await database.db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.scheduleId, scheduleId))).length;

/** China's calendar day of an instant. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000);

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  other = otherInstance(database);
});
afterAll(async () => {
  await other.close();
  await database.close();
});

describe('schedules on two instances', () => {
  it('fire once per firing over 100 simulated days, whatever the instances ticking', async () => {
    const start = new Date('2026-01-01T00:00:00+08:00');
    const daily = await addSchedule('每天 02:00', '0 2 * * *', start);
    const firstOfMonth = await addSchedule('每月1日 08:00', '0 8 1 * *', start);
    const monthEnd = await addSchedule('每月月末 23:00', '0 23 L * *', start);
    const a = schedulerOn(database);
    const b = schedulerOn(other);

    const end = new Date(start.getTime() + 100 * 86_400_000);
    let now = start;
    let step = 0;
    while (now < end) {
      // both instances tick at the same moment; steps of 17 to 131 minutes
      await Promise.all([a.tick(now), b.tick(now)]);
      step += 1;
      now = new Date(now.getTime() + (17 + ((step * 37) % 115)) * 60_000);
    }
    await Promise.all([a.tick(end), b.tick(end)]);

    // the expected count, from the calendar: each day, each month's 1st, each month's last day in the 100 days
    let days = 0;
    let firsts = 0;
    let lasts = 0;
    for (let d = 0; d < 100; d++) {
      const day = chinaDay(new Date(start.getTime() + d * 86_400_000));
      days += 1;
      if (day.getUTCDate() === 1) firsts += 1;
      const tomorrow = new Date(day.getTime() + 86_400_000);
      if (tomorrow.getUTCDate() === 1) lasts += 1;
    }
    expect(await firings(daily)).toBe(days);
    expect(await firings(firstOfMonth)).toBe(firsts);
    expect(await firings(monthEnd)).toBe(lasts);
    expect([firsts, lasts]).toEqual([4, 3]);
  });

  it('starts a firing missed while every instance was down once, then keeps the rule', async () => {
    const from = new Date('2026-03-01T00:00:00+08:00');
    const id = await addSchedule('每天 02:00（停机）', '0 2 * * *', from);
    const a = schedulerOn(database);
    const b = schedulerOn(other);
    // all instances down for ten days: the first tick after starts one job, not ten
    const back = new Date('2026-03-11T10:00:00+08:00');
    await Promise.all([a.tick(back), b.tick(back)]);
    await Promise.all([a.tick(back), b.tick(back)]);
    expect(await firings(id)).toBe(1);
    const [row] = await database.db.select().from(schema.jobSchedules).where(eq(schema.jobSchedules.id, id));
    expect(row!.nextFireAt.toISOString()).toBe(new Date('2026-03-12T02:00:00+08:00').toISOString());
    const next = new Date('2026-03-12T02:00:30+08:00');
    await Promise.all([a.tick(next), b.tick(next)]);
    expect(await firings(id)).toBe(2);
  });

  it('keeps a firing its area refused as a failed job with the reason, and moves on', async () => {
    const from = new Date('2026-05-01T00:00:00+08:00');
    const [row] = await database.db
      .insert(schema.jobSchedules)
      .values({ companyId: 1, kind: 'refused', title: '未知类型', cron: '0 2 * * *', nextFireAt: nextFiring('0 2 * * *', from) })
      .returning({ id: schema.jobSchedules.id });
    const a = schedulerOn(database);
    await a.tick(new Date('2026-05-01T03:00:00+08:00'));
    const jobs = await database.db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.scheduleId, row!.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'failed' });
    expect(jobs[0]!.error).toContain('未知的定时任务类型');
    const [after] = await database.db.execute<{ next: Date }>(sql`select next_fire_at as next from job_schedules where id = ${row!.id}`);
    expect(new Date(after!.next).toISOString()).toBe(new Date('2026-05-02T02:00:00+08:00').toISOString());
  });
});
