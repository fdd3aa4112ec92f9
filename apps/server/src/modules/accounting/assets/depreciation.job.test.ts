import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { assetEndpoints, Job, type Schedule } from '@pm/contracts';
import { schema, type Db } from '@pm/db';
import { addMonths, chinaToday } from '@pm/domain';
import { nextFiring } from '../../../jobs/cron';
import type { JobKind } from '../../../jobs/index';
import type { JobRow } from '../../../jobs/jobs.repo';
import { installRights } from '../../menu/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { deliveryOf, endedJob, jobInstance, type JobInstance } from '../../../../test/jobs';
import { buildBook } from '../../../../test/factories/assets-book';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../../test/factories/users';
import { DEPRECIATION, DepreciationJobs } from './depreciation.job';

// 计提折旧 by a month-end 定时任务: two instances ticking at the month's end start one job per
// schedule; it depreciates the company's assets and makes the voucher once, as the schedule's owner;
// a second delivery of its task writes nothing; what it cannot do fails the job with the reason.

const RULE = { frequency: 'monthly', day: 0, time: '23:30' } as const;
/** The next month-end firing (China time) from now, and the month it depreciates. */
const fire = nextFiring('30 23 L * *', new Date());
const period = chinaToday(fire).slice(0, 7);

let t: TestApp;
let db: Db;
let instances: JobInstance[];
/** The depreciation kind as each instance registered it (to deliver a task by hand). */
let kind: JobKind;

interface World {
  companyId: number;
  owner: TestUser;
  scheduleId: number;
}

async function company(
  opts: { assets?: number; workload?: boolean; ownerGrants?: readonly string[] } = {},
): Promise<World> {
  const { id: companyId } = await buildCompany(db);
  await buildBook(db, companyId, {
    startPeriod: addMonths(period, -1),
    periods: [addMonths(period, -1), period, addMonths(period, 1)],
  });
  // The company buys everything (a first user granted all), then the owner of the schedule has what the test says.
  const accountant = await buildUser(db, { companyId, role: 'emp' });
  const owner = opts.ownerGrants
    ? await buildUser(db, { companyId, role: 'emp', grants: opts.ownerGrants })
    : accountant;
  const count = opts.assets ?? 0;
  if (count > 0)
    await db.insert(schema.acctAssets).values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        code: `D${String(i).padStart(3, '0')}`,
        name: `电梯${i}`,
        acquiredOn: `${addMonths(period, -6)}-10`,
        cost: `${12000 + i * 37}.50`,
        residualRate: '0.05',
        lifeMonths: 60 + i,
        method: 1,
        expenseSubjectId: null,
      })),
    );
  if (opts.workload)
    await db
      .insert(schema.acctAssets)
      .values({
        companyId,
        code: 'W001',
        name: '清洗车',
        acquiredOn: `${addMonths(period, -6)}-10`,
        cost: '80000.00',
        residualRate: '0.05',
        lifeMonths: 60,
        method: 2,
        totalWork: '100000',
        expenseSubjectId: null,
      });
  const created = await t
    .as(owner)
    .post<Schedule>('/api/job-schedules', { kind: DEPRECIATION, title: '月末计提折旧', rule: RULE });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(new Date(created.body.data.nextFireAt).getTime()).toBe(fire.getTime());
  return { companyId, owner, scheduleId: created.body.data.id };
}

const rowsOf = async (companyId: number, p = period) => {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      vouchers: sql<number>`count(distinct ${schema.acctDepreciations.voucherId})::int`,
    })
    .from(schema.acctDepreciations)
    .where(and(eq(schema.acctDepreciations.companyId, companyId), eq(schema.acctDepreciations.period, p)));
  return row;
};
const vouchersOf = (companyId: number) =>
  db
    .select({ id: schema.acctVouchers.id, makerId: schema.acctVouchers.makerId, source: schema.acctVouchers.source })
    .from(schema.acctVouchers)
    .where(and(eq(schema.acctVouchers.companyId, companyId), eq(schema.acctVouchers.period, period)));

let worlds: Record<'plain' | 'empty' | 'byHand' | 'workload' | 'noRight', World>;
let jobs: Map<number, JobRow>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  worlds = {
    plain: await company({ assets: 12 }),
    empty: await company(),
    byHand: await company({ assets: 3 }),
    workload: await company({ assets: 2, workload: true }),
    noRight: await company({ assets: 2, ownerGrants: ['data_jobs-schedules', 'data_jobs-index'] }),
  };
  // Two more server instances on the same database, wired as the accounting plugin wires its kinds.
  const rights = installRights(Fastify({ logger: false }), db);
  instances = await Promise.all(
    [1, 2].map(() =>
      jobInstance(t.database, ({ engine, scheduler }) => {
        const depreciation = new DepreciationJobs(db, engine, rights);
        kind = depreciation.kind();
        engine.register(kind);
        scheduler.register(depreciation.scheduleKind());
      }),
    ),
  );
  // By hand before the month's end: the schedule finds the month done.
  const byHand = await t.as(worlds.byHand.owner).post(assetEndpoints.runDepreciation.path, { period });
  expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.close();
});

describe('the month-end firing', () => {
  it('starts one job per schedule when two instances tick at the same moment, each for the month of the firing', async () => {
    const started = (await Promise.all(instances.map((i) => i.scheduler.tick(fire))))
      .flat()
      .filter((job) => job.kind === DEPRECIATION);
    const ours = Object.values(worlds).map((w) => w.scheduleId);
    expect(started.map((job) => job.scheduleId).sort()).toEqual([...ours].sort());
    expect(started.every((job) => (job.params as { period: string }).period === period)).toBe(true);
    jobs = new Map();
    for (const job of started) jobs.set(job.scheduleId!, await endedJob(db, job.id));
    // Ticking again at the same moment starts nothing; the next firing is the next month's end.
    expect((await Promise.all(instances.map((i) => i.scheduler.tick(fire)))).flat()).toEqual([]);
    const [schedule] = await db
      .select()
      .from(schema.jobSchedules)
      .where(eq(schema.jobSchedules.id, worlds.plain.scheduleId));
    expect(schedule!.nextFireAt.toISOString()).toBe(nextFiring('30 23 L * *', fire).toISOString());
  });

  it('depreciates the month and makes its voucher once, as the schedule’s owner, and says so on 后台作业', async () => {
    const job = jobs.get(worlds.plain.scheduleId)!;
    expect(job).toMatchObject({
      state: 'done',
      error: null,
      companyId: worlds.plain.companyId,
      createdBy: worlds.plain.owner.id,
      total: 1,
      done: 1,
    });
    expect(await rowsOf(worlds.plain.companyId)).toEqual({ n: 12, vouchers: 1 });
    const vouchers = await vouchersOf(worlds.plain.companyId);
    expect(vouchers).toEqual([{ id: expect.any(Number), makerId: worlds.plain.owner.id, source: 'depreciation' }]);
    const result = job.result as { assets: number; before: boolean; voucherId: number; total: string };
    expect(result).toMatchObject({ period, assets: 12, before: false, voucherId: vouchers[0]!.id });
    expect(result.total).toMatch(/^\d+\.\d{2}$/);
    const seen = await t.as(worlds.plain.owner).get(`/api/jobs/${job.id}`);
    const answer = Job.parse(seen.body.data);
    expect(answer.summary).toMatch(
      new RegExp(`^计提12项资产折旧，合计${result.total}元，生成凭证记-\\d{4}（待审核）$`),
    );
    expect(answer.scheduleTitle).toBe('月末计提折旧');
  });

  it('writes nothing when its task is delivered again after it was done (the acknowledgement lost)', async () => {
    const job = jobs.get(worlds.plain.scheduleId)!;
    await kind.runTask(await deliveryOf(db, job.id, 1));
    expect(await rowsOf(worlds.plain.companyId)).toEqual({ n: 12, vouchers: 1 });
    expect(await vouchersOf(worlds.plain.companyId)).toHaveLength(1);
    const [again] = await db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, job.id));
    expect(again).toMatchObject({ state: 'done', result: { before: false, assets: 12 } });
  });

  it('ends done, making nothing, when the month was depreciated by hand before', async () => {
    const job = jobs.get(worlds.byHand.scheduleId)!;
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ before: true, assets: 3 });
    expect((job.result as { summary: string }).summary).toMatch(
      new RegExp(`^${period}已计提折旧（凭证记-\\d{4}），本次未重复计提$`),
    );
    expect(await rowsOf(worlds.byHand.companyId)).toEqual({ n: 3, vouchers: 1 });
    expect(await vouchersOf(worlds.byHand.companyId)).toHaveLength(1);
  });

  it.each([
    ['nothing to depreciate', 'empty', `${period}没有需要计提折旧的资产`],
    [
      '工作量法 assets wait for the month’s work',
      'workload',
      `${period}有1项按工作量法计提的资产（W001）须填写本期工作量，请在“计提折旧”中手工计提`,
    ],
    ['the owner may not run depreciation', 'noRight', '定时任务的创建人无权计提折旧：'],
  ] as const)('fails with the reason when %s, writing nothing', async (_, world, reason) => {
    const job = jobs.get(worlds[world].scheduleId)!;
    expect(job.state).toBe('failed');
    expect(job.error?.startsWith(reason)).toBe(true);
    expect(await rowsOf(worlds[world].companyId)).toEqual({ n: 0, vouchers: 0 });
    expect(await vouchersOf(worlds[world].companyId)).toHaveLength(0);
  });

  it('runs a refused month once it is fixed, on retry', async () => {
    const job = jobs.get(worlds.empty.scheduleId)!;
    await db
      .insert(schema.acctAssets)
      .values({
        companyId: worlds.empty.companyId,
        code: 'L001',
        name: '补录设备',
        acquiredOn: `${addMonths(period, -3)}-01`,
        cost: '6000.00',
        residualRate: '0.05',
        lifeMonths: 36,
        method: 1,
        expenseSubjectId: null,
      });
    const retried = await t.as(worlds.empty.owner).post(`/api/jobs/${job.id}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await endedJob(db, job.id)).toMatchObject({
      state: 'done',
      retries: 1,
      result: { assets: 1, before: false },
    });
    expect(await rowsOf(worlds.empty.companyId)).toEqual({ n: 1, vouchers: 1 });
  });
});

describe('two deliveries of one task at once', () => {
  it('depreciate the month once', async () => {
    const w = await company({ assets: 5 });
    // An instance whose workers are not running: the job waits for deliveries made here by hand.
    const idle = await jobInstance(
      t.database,
      ({ engine, scheduler }) => {
        const depreciation = new DepreciationJobs(db, engine, installRights(Fastify({ logger: false }), db));
        engine.register(depreciation.kind());
        scheduler.register(depreciation.scheduleKind());
      },
      { start: false },
    );
    const [schedule] = await db.select().from(schema.jobSchedules).where(eq(schema.jobSchedules.id, w.scheduleId));
    const job = await db.transaction((tx) =>
      new DepreciationJobs(db, idle.engine, installRights(Fastify({ logger: false }), db))
        .scheduleKind()
        .fire(tx, schedule!, fire),
    );
    const run = await deliveryOf(db, job.id);
    await Promise.all([kind.runTask(run), kind.runTask({ ...run, retryCount: 1 })]);
    await idle.engine.endIfComplete(job.id);
    expect(await rowsOf(w.companyId)).toEqual({ n: 5, vouchers: 1 });
    expect(await vouchersOf(w.companyId)).toHaveLength(1);
    expect(await endedJob(db, job.id)).toMatchObject({ state: 'done', result: { assets: 5, before: false } });
  });
});
