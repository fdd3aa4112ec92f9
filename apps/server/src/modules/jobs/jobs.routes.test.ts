import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, Schedule } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';

// 后台作业 and 定时任务 over HTTP on the demo data: a bill run shows as a job with its progress; another
// company, and a colleague without the function, cannot read or change it; schedules are checked.

let t: TestApp;
let estateId: number;
let hzEstateId: number;

async function companyOf(username: string) {
  const [row] = await t.database.db.select({ companyId: schema.users.companyId, id: schema.users.id }).from(schema.users).where(eq(schema.users.username, username));
  return row!;
}

/** An estate of the company with houses bound to charge items (a run has work to do). */
async function billableEstate(companyId: number): Promise<number> {
  const [row] = await t.database.db.execute<{ id: number }>(sql`
    select e.id from estates e where e.company_id = ${companyId} and e.deleted_at is null
      and exists (select 1 from charge_bindings b where b.estate_id = e.id)
    order by e.id limit 1`);
  return Number(row!.id);
}

async function finished(id: number) {
  for (let i = 0; i < 400; i++) {
    const { body } = await t.as('emp01').get<Job>(`/api/jobs/${id}`);
    if (!['queued', 'running'].includes(body.data.state)) return Job.parse(body.data);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish');
}

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
  estateId = await billableEstate((await companyOf('emp01')).companyId);
  hzEstateId = await billableEstate((await companyOf('emp02')).companyId);
  // emp02 (杭州) is given 后台作业 and 定时任务 directly, so what stops it is the company, not the right
  const emp02 = await companyOf('emp02');
  const items = await t.database.db.select({ id: schema.menuItems.id }).from(schema.menuItems).where(sql`${schema.menuItems.name} in ('data_jobs-index', 'data_jobs-schedules')`);
  await t.database.db.insert(schema.userMenuGrants).values(items.map((item) => ({ userId: emp02.id, menuId: item.id }))).onConflictDoNothing();
});
afterAll(() => t.close());

describe('后台作业', () => {
  let jobId: number;

  it('shows a bill run as a job of its company, with its progress to the end', async () => {
    const started = await t.as('emp01').post<{ id: number }>('/api/charging/runs', { estateId, kind: 'normal', periodFrom: '2031-01' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const [run] = await t.database.db.select().from(schema.billRuns).where(eq(schema.billRuns.id, started.body.data.id));
    jobId = run!.jobId!;
    const job = await finished(jobId);
    expect(job).toMatchObject({ kind: 'bill_run', state: 'done', createdByName: expect.any(String) as string });
    expect(job.total).toBeGreaterThan(0);
    expect(job.done).toBe(job.total);
    expect(job.title).toContain('2031-01');
    expect(job.seconds).not.toBeNull();
    const list = await t.as('emp01').get<{ rows: Job[] }>('/api/jobs?kind=bill_run&state=done');
    expect(list.body.data.rows.map((row) => row.id)).toContain(jobId);
  });

  it('hides it from another company and refuses a colleague without 后台作业', async () => {
    expect((await t.as('emp02').get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await t.as('emp02').post(`/api/jobs/${jobId}/retry`, {})).status).toBe(404);
    expect((await t.as('emp02').post(`/api/jobs/${jobId}/cancel`, {})).status).toBe(404);
    const list = await t.as('emp02').get<{ rows: Job[] }>('/api/jobs');
    expect(list.body.data.rows.map((row) => row.id)).not.toContain(jobId);
    // emp03 (收费员) is not granted 后台作业: the screen opens read-only (the company bought it), nothing more
    expect((await t.as('emp03').post(`/api/jobs/${jobId}/cancel`, {})).status).toBe(403);
    expect((await t.as('emp03').post(`/api/jobs/${jobId}/retry`, {})).status).toBe(403);
  });

  it('shows every company’s jobs to the platform administrator', async () => {
    const list = await t.as('root01').get<{ rows: Job[] }>('/api/jobs?size=200');
    expect(list.status).toBe(200);
    expect(list.body.data.rows.find((row) => row.id === jobId)?.companyName).toBeTruthy();
  });

  it('refuses to cancel a finished job or retry a done one, in Chinese', async () => {
    const cancel = await t.as('emp01').post(`/api/jobs/${jobId}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.msg).toBe('只能取消排队中或进行中的作业');
    const retry = await t.as('emp01').post(`/api/jobs/${jobId}/retry`, {});
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toBe('只能重试失败或已取消的作业');
  });
});

describe('定时任务', () => {
  const monthly = { kind: 'bill_run', title: '每月计费', rule: { frequency: 'monthly', day: 5, time: '08:30' } };
  let scheduleId: number;

  it('saves a monthly bill run of an estate and answers its next firing in China time', async () => {
    const saved = await t.as('emp01').post<Schedule>('/api/job-schedules', { ...monthly, params: { estateId } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const schedule = Schedule.parse(saved.body.data);
    scheduleId = schedule.id;
    expect(schedule.rule).toEqual(monthly.rule);
    expect(schedule.estateName).toBeTruthy();
    const china = new Date(Date.parse(schedule.nextFireAt) + 8 * 3_600_000);
    expect([china.getUTCDate(), china.getUTCHours(), china.getUTCMinutes()]).toEqual([5, 8, 30]);
    const monthEnd = await t.as('emp01').put<Schedule>(`/api/job-schedules/${scheduleId}`, { ...monthly, rule: { frequency: 'monthly', day: 0, time: '23:00' }, params: { estateId } });
    const last = new Date(Date.parse(monthEnd.body.data.nextFireAt) + 8 * 3_600_000);
    // the month's last day: the next day is the 1st
    expect(new Date(last.getTime() + 86_400_000).getUTCDate()).toBe(1);
    expect(monthEnd.body.data.rule).toEqual({ frequency: 'monthly', day: 0, time: '23:00' });
  });

  it('refuses a rule or an estate that cannot be, in Chinese, at the field', async () => {
    const noEstate = await t.as('emp01').post('/api/job-schedules', { ...monthly, params: {} });
    expect(noEstate.status).toBe(400);
    expect(noEstate.body.details).toEqual([{ path: 'params.estateId', message: '请选择楼盘' }]);
    const foreign = await t.as('emp01').post('/api/job-schedules', { ...monthly, params: { estateId: hzEstateId } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('楼盘不存在');
    const day29 = await t.as('emp01').post('/api/job-schedules', { ...monthly, rule: { frequency: 'monthly', day: 29, time: '08:00' }, params: { estateId } });
    expect(day29.status).toBe(400);
    const badTime = await t.as('emp01').post('/api/job-schedules', { ...monthly, rule: { frequency: 'daily', time: '24:00' }, params: { estateId } });
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(badTime.body)).toContain('时间格式须为 HH:mm');
  });

  it('keeps another company out of the schedule', async () => {
    const list = await t.as('emp02').get<Schedule[]>('/api/job-schedules');
    expect(list.body.data.map((row) => row.id)).not.toContain(scheduleId);
    expect((await t.as('emp02').put(`/api/job-schedules/${scheduleId}`, { ...monthly, params: { estateId: hzEstateId } })).status).toBe(404);
    expect((await t.as('emp02').del(`/api/job-schedules/${scheduleId}`)).status).toBe(404);
    expect((await t.as('emp03').del(`/api/job-schedules/${scheduleId}`)).status).toBe(403);
    expect((await t.as('emp03').post('/api/job-schedules', { ...monthly, params: { estateId } })).status).toBe(403);
    const [still] = await t.database.db.select().from(schema.jobSchedules).where(and(eq(schema.jobSchedules.id, scheduleId)));
    expect(still?.params).toEqual({ estateId });
  });

  it('fires its bill run on the day: the run bills the month it fires in, started by the schedule', async () => {
    const [row] = await t.database.db.select().from(schema.jobSchedules).where(eq(schema.jobSchedules.id, scheduleId));
    const at = new Date(row!.nextFireAt.getTime() + 30_000);
    // (the system's own 任期届满 schedule, due since start-up, fires in the same tick)
    const fired = (await t.app.jobs.scheduler.tick(at)).find((job) => job.kind === 'bill_run');
    expect(fired).toBeDefined();
    const job = await finished(fired!.id);
    expect(job).toMatchObject({ kind: 'bill_run', state: 'done', scheduleId, scheduleTitle: '每月计费' });
    const month = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    const [run] = await t.database.db.select().from(schema.billRuns).where(eq(schema.billRuns.jobId, fired!.id));
    expect(run).toMatchObject({ periodFrom: month, periodTo: month, kind: 'normal', state: 'done' });
    // the same moment again fires nothing more
    expect(await t.app.jobs.scheduler.tick(at)).toEqual([]);
    const list = await t.as('emp01').get<Schedule[]>('/api/job-schedules');
    expect(list.body.data.find((row) => row.id === scheduleId)).toMatchObject({ lastJobId: fired!.id, lastJobState: 'done' });
  });

  it('refuses a scheduled run whose owner may not bill (a schedule works as its owner), with the reason', async () => {
    const acc01 = await companyOf('acc01');
    // only this schedule is due at the moment ticked
    await t.database.db.update(schema.jobSchedules).set({ enabled: false });
    const at = new Date('2032-03-01T00:30:00Z');
    const [row] = await t.database.db
      .insert(schema.jobSchedules)
      .values({ companyId: acc01.companyId, kind: 'bill_run', title: '会计的计费', cron: '0 8 1 * *', params: { estateId }, createdBy: acc01.id, nextFireAt: new Date(at.getTime() - 60_000) })
      .returning();
    const fired = (await t.app.jobs.scheduler.tick(at)).find((job) => job.scheduleId === row!.id);
    const job = await finished(fired!.id);
    expect(job.state).toBe('failed');
    expect(job.error).toContain('定时任务的创建人无权计费');
    const [run] = await t.database.db.select().from(schema.billRuns).where(eq(schema.billRuns.jobId, fired!.id));
    expect(run?.state).toBe('failed');
    const [lines] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from bill_lines where run_id = ${run!.id}`);
    expect(lines?.n).toBe(0);
  });
});
