import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceMaintPlanRecord } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openAreaCompany, sampleBody, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

let t: TestApp;
let c: UserCalls;
let refs: AreaRefs;

beforeAll(async () => {
  t = await createTestApp();
  ({ c, refs } = await openAreaCompany(t, '孙杰'));
});
afterAll(() => t.close());

const body = (key: string, extra: Record<string, unknown> = {}) => sampleBody(refs, key, extra);
const readPlan = async (id: number) =>
  deviceMaintPlanRecord.row.parse((await c.get(`/api/records/device-maint-plan/${id}`)).body.data);

describe('设备保养', () => {
  it('moves the plan on by one cycle when a maintenance under it is recorded', async () => {
    const plan = await c.post<{ id: number }>(
      '/api/records/device-maint-plan',
      body('device-maint-plan', { cycle: '3', lastDate: '2026-08-01', nextDate: '2026-11-01' }),
    );
    const planId = plan.body.data.id;
    const rec = await c.post(
      '/api/records/device-maint-record',
      body('device-maint-record', { planId, maintDate: '2026-11-03' }),
    );
    expect(rec.status, JSON.stringify(rec.body)).toBe(200);
    const after = await readPlan(planId);
    expect(after.lastDate).toBe('2026-11-03');
    expect(after.nextDate).toBe('2027-02-03');
    // An older record does not move the plan back.
    await c.post('/api/records/device-maint-record', body('device-maint-record', { planId, maintDate: '2026-10-01' }));
    expect((await readPlan(planId)).lastDate).toBe('2026-11-03');
  });

  it('with 节假日顺延 moves the next date past the rest days and holidays of the work calendar (day types 2, 3)', async () => {
    // 2026-10-01 is a Thursday: 10-01..03 statutory holidays, 10-04 a Sunday
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      const res = await c.post('/api/records/work-calendar', { day, dayType: '3', name: '国庆节' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const twice = await c.post('/api/records/work-calendar', { day: '2026-10-01', dayType: '3' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('日期已存在');

    const plan = async (holidayShift: boolean) =>
      (await c.post<{ id: number }>('/api/records/device-maint-plan', body('device-maint-plan', { cycle: '2', lastDate: null, nextDate: '2026-09-01', holidayShift }))).body.data.id;
    const shifted = await plan(true);
    const plain = await plan(false);
    for (const planId of [shifted, plain]) {
      expect((await c.post('/api/records/device-maint-record', body('device-maint-record', { planId, maintDate: '2026-09-01' }))).status).toBe(200);
    }
    expect((await readPlan(shifted)).nextDate).toBe('2026-10-05');
    expect((await readPlan(plain)).nextDate).toBe('2026-10-01');

    // a Sunday worked instead (调休, day type 1) is a working day
    await c.post('/api/records/work-calendar', { day: '2026-10-04', dayType: '1', name: '国庆调休上班' });
    await c.post('/api/records/device-maint-record', body('device-maint-record', { planId: shifted, maintDate: '2026-09-02' }));
    expect((await readPlan(shifted)).nextDate).toBe('2026-10-04');
  });

  it('refuses a record whose device is not the plan’s', async () => {
    const other = await c.post<{ id: number }>('/api/records/device', body('device'));
    const res = await c.post(
      '/api/records/device-maint-record',
      body('device-maint-record', { planId: refs.maintPlanId, deviceId: other.body.data.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('planId');
    expect(res.body.msg).toBe('保养计划所属设备与本记录的设备不一致');
  });

  it('refuses a next date before the last one', async () => {
    const res = await c.post(
      '/api/records/device-maint-plan',
      body('device-maint-plan', { lastDate: '2026-12-01', nextDate: '2026-11-01' }),
    );
    expect(res.body.msg).toBe('下次保养日期不能早于上次保养日期');
  });

  it('keeps a referenced device as history: deleting it marks it deleted', async () => {
    const device = await c.post<{ id: number }>('/api/records/device', body('device'));
    const id = device.body.data.id;
    await c.post('/api/records/device-repair', body('device-repair', { deviceId: id }));
    const res = await c.del<{ mode: string }>(`/api/records/device/${id}`);
    expect(res.body.data.mode).toBe('soft-deleted');
  });
});

describe('设备维修, 隐患, 巡检, 三角巡检', () => {
  it.each([
    ['device-repair', { status: '3' }, 'finishedAt', '已完成的维修须填写完成时间'],
    ['device-repair', { finishedAt: '2026-11-05 08:00' }, 'finishedAt', '完成时间不能早于报修时间'],
    ['device-risk', { deadline: '2026-11-01' }, 'deadline', '整改期限不能早于发现日期'],
    ['device-risk', { status: '3' }, 'rectifiedDate', '已整改的隐患须填写整改完成日期'],
    ['device-inspect', { result: '2' }, 'abnormality', '巡检结果异常时须填写异常情况'],
    ['triangle-check', { rectifyDeadline: '2026-11-01' }, 'rectifyDeadline', '整改期限不能早于巡检日期'],
  ])('%s with %j is refused on %s', async (key, extra, path, msg) => {
    const res = await c.post(`/api/records/${key}`, body(key, extra));
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe(path);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses a repair going back from 已完成', async () => {
    const created = await c.post<{ id: number }>(
      '/api/records/device-repair',
      body('device-repair', { status: '3', finishedAt: '2026-11-06 12:00', cost: '680.00' }),
    );
    const id = created.body.data.id;
    const res = await c.edit(`/api/records/device-repair/${id}`, { id, status: '2' });
    expect(res.body.msg).toBe('维修状态不能从「已完成」退回「维修中」');
  });
});
