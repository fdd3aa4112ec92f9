import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { Job } from '@pm/contracts';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { chinaToday } from '@pm/domain';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { nextFiring } from '../../jobs/cron';
import { testAppOf, type TestApp } from '../../../test/harness';
import { endedJob, jobInstance, type JobInstance } from '../../../test/jobs';
import { installTestKeys } from '../../../test/test-keys';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { markEndedTerms } from './office.repo';
import { registerTermEnds, TERM_ENDS, TERM_ENDS_CRON } from './term-ends.job';

// 业委会成员 whose term has ended are marked 任期届满 by a system schedule: at 00:01 China time,
// and at the first tick after a start that missed it; every company's, only 在任 rows past their
// last day, once however many instances tick.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('when the daily firing falls', () => {
  it.each([
    ['at China midnight', '2026-11-26T16:00:00Z', '2026-11-26T16:01:00Z'],
    ['half a minute after it', '2026-11-26T16:00:30Z', '2026-11-26T16:01:00Z'],
    ['at 00:01, just fired', '2026-11-26T16:01:00Z', '2026-11-27T16:01:00Z'],
    ['at 11:00 China time', '2026-11-27T03:00:00Z', '2026-11-27T16:01:00Z'],
    ['at 23:59 China time (15:59 UTC, still the day before in China)', '2026-11-27T15:59:00Z', '2026-11-27T16:01:00Z'],
  ])('%s', (_, now, next) => {
    expect(nextFiring(TERM_ENDS_CRON, new Date(now)).toISOString()).toBe(new Date(next).toISOString());
  });
});

describe('the 任期届满 schedule', () => {
  let database: Database;
  let instances: JobInstance[];
  let ids: Record<string, number>;
  const today = chinaToday();
  const yesterday = chinaToday(new Date(Date.now() - 24 * HOUR));
  const tomorrow = chinaToday(new Date(Date.now() + 24 * HOUR));

  const systemSchedules = () =>
    database.db
      .select()
      .from(schema.jobSchedules)
      .where(and(eq(schema.jobSchedules.companyId, 0), eq(schema.jobSchedules.kind, TERM_ENDS)));
  const termJobs = () =>
    database.db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, TERM_ENDS));
  const states = async () => {
    const rows = await database.db
      .select({
        id: schema.committeeMembers.id,
        status: schema.committeeMembers.status,
        version: schema.committeeMembers.version,
      })
      .from(schema.committeeMembers)
      .where(inArray(schema.committeeMembers.id, Object.values(ids)));
    return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, rows.find((r) => r.id === id)]));
  };
  /** Both instances tick at the same moment; the jobs they started. */
  const tickBoth = async (at: Date) => (await Promise.all(instances.map((i) => i.scheduler.tick(at)))).flat();

  beforeAll(async () => {
    database = await openTestDatabase();
    const [a, b] = [await buildCompany(database.db), await buildCompany(database.db)];
    const member = (companyId: number, memberName: string, termEnd: string, status: string) => ({
      companyId,
      memberName,
      position: '3',
      phone: '13900000001',
      termStart: '2024-01-01',
      termEnd,
      status,
    });
    const rows = await database.db
      .insert(schema.committeeMembers)
      .values([
        member(a.id, 'ended', '2025-12-31', '1'),
        member(a.id, 'endedYesterday', yesterday, '1'),
        member(a.id, 'endsToday', today, '1'),
        member(a.id, 'future', '2028-12-31', '1'),
        member(a.id, 'left', '2025-12-31', '2'),
        member(b.id, 'otherCompany', '2025-12-31', '1'),
      ])
      .returning({ id: schema.committeeMembers.id, name: schema.committeeMembers.memberName });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
    // Two server instances starting at once, as the office plugin wires each.
    instances = await Promise.all(
      [1, 2].map(() =>
        jobInstance(database, ({ engine, scheduler }) => registerTermEnds(database.db, engine, scheduler)),
      ),
    );
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database.close();
  });

  it('is one system row (company 0) however many instances start, due at once', async () => {
    const rows = await systemSchedules();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: 0, cron: '1 0 * * *', enabled: true, createdBy: null });
    expect(rows[0]!.nextFireAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('marks, at the first tick of two instances at once, the ended terms of every company and only those, each once', async () => {
    const before = await states();
    const now = new Date();
    const started = await tickBoth(now);
    expect(started).toHaveLength(1);
    const job = await endedJob(database.db, started[0]!.id);
    expect(job).toMatchObject({ state: 'done', companyId: 0, createdBy: null, total: 1, done: 1 });
    expect(job.result).toMatchObject({ today, marked: 3 });
    const after = await states();
    expect(
      Object.fromEntries(
        Object.entries(after).map(([name, row]) => [name, [row?.status, row!.version - before[name]!.version]]),
      ),
    ).toEqual({
      ended: ['3', 1],
      endedYesterday: ['3', 1],
      endsToday: ['1', 0],
      future: ['1', 0],
      left: ['2', 0],
      otherCompany: ['3', 1],
    });
    // The next firing is the next 00:01 China time; ticking again before it starts nothing.
    const [schedule] = await systemSchedules();
    expect(schedule!.nextFireAt.toISOString()).toBe(nextFiring(TERM_ENDS_CRON, now).toISOString());
    expect(await tickBoth(new Date(schedule!.nextFireAt.getTime() - 1000))).toEqual([]);
  });

  it('fires at 00:01 China time once across two instances and marks by that day', async () => {
    const [schedule] = await systemSchedules();
    const at = schedule!.nextFireAt;
    const started = await tickBoth(at);
    expect(started).toHaveLength(1);
    const job = await endedJob(database.db, started[0]!.id);
    // The firing's China day is tomorrow: a term ending today has ended by then.
    expect(job.result).toMatchObject({ today: tomorrow, marked: 1 });
    expect((await states()).endsToday?.status).toBe('3');
    expect(await termJobs()).toHaveLength(2);
  });

  it('fires a day missed while every instance was down once, at the first tick', async () => {
    await database.db
      .update(schema.jobSchedules)
      .set({ nextFireAt: new Date(Date.now() - 3 * 24 * HOUR) })
      .where(eq(schema.jobSchedules.companyId, 0));
    const now = new Date();
    const started = await tickBoth(now);
    expect(started).toHaveLength(1);
    expect(await endedJob(database.db, started[0]!.id)).toMatchObject({ state: 'done', result: { marked: 0 } });
    const [schedule] = await systemSchedules();
    expect(schedule!.nextFireAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('changes nothing when run again for the same day', async () => {
    const before = await states();
    expect(await markEndedTerms(database.db, tomorrow)).toBe(0);
    expect(await states()).toEqual(before);
  });

  describe('its jobs on 后台作业', () => {
    let t: TestApp;
    beforeAll(async () => {
      await installTestKeys(database.db);
      const app = await buildApp(testConfig(), database);
      await app.ready();
      t = testAppOf(app, database, testConfig(), () => app.close());
    });
    afterAll(() => t.close());

    it('are shown to platform administrators as the system’s, and to no company’s staff', async () => {
      const company = await buildCompany(database.db);
      const admin = await buildUser(database.db, { companyId: company.id, role: 'super' });
      const clerk = await buildUser(database.db, { companyId: company.id, role: 'emp' });
      const seen = await t.as(admin).get<{ rows: unknown[] }>(`/api/jobs?kind=${TERM_ENDS}&size=50`);
      expect(seen.status).toBe(200);
      const rows = seen.body.data.rows.map((row) => Job.parse(row));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows[0]).toMatchObject({ companyId: 0, companyName: '系统', state: 'done', createdByName: null });
      expect(rows.find((row) => row.summary?.endsWith('3名业委会成员任期届满'))).toBeDefined();
      const staff = await t.as(clerk).get<{ total: number }>(`/api/jobs?kind=${TERM_ENDS}`);
      expect(staff.status).toBe(200);
      expect(staff.body.data.total).toBe(0);
      const one = await t.as(clerk).get(`/api/jobs/${rows[0]!.id}`);
      expect(one.status).toBe(404);
    });
  });
});
