import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patrolPlanRecord } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openAreaCompany, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

let t: TestApp;
let c: UserCalls;
let refs: AreaRefs;

beforeAll(async () => {
  t = await createTestApp();
  ({ c, refs } = await openAreaCompany(t, '钱峰'));
});
afterAll(() => t.close());

/** A plan of the inspector in month `ym` (YYYY-MM) with the given hours. */
const plan = (ym: string, plannedHours: number, extra: Record<string, unknown> = {}) => ({
  planName: `巡查${ym}-${plannedHours}`,
  route: '南门-会所-北门',
  inspectorId: refs.staffId,
  startDate: `${ym}-01`,
  endDate: `${ym}-28`,
  plannedHours,
  frequency: '1',
  status: '1',
  ...extra,
});

async function create(body: Record<string, unknown>) {
  const res = await c.post<unknown>('/api/records/patrol-plan', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return patrolPlanRecord.row.parse(res.body.data);
}
const read = async (id: number) =>
  patrolPlanRecord.row.parse((await c.get(`/api/records/patrol-plan/${id}`)).body.data);

describe('巡查计划: the inspector’s available hours', () => {
  it('are the standard 174 contracted hours minus the month’s plans, kept on every plan of the month', async () => {
    const first = await create(plan('2027-01', 100));
    expect(first.planMonth).toBe('2027-01');
    expect(first.contractedHours).toBe('174.00');
    expect(first.availableHours).toBe('74.00');
    const second = await create(plan('2027-01', 50.5));
    expect(second.availableHours).toBe('23.50');
    expect((await read(first.id)).availableHours).toBe('23.50');
    // Another month is another budget.
    expect((await create(plan('2027-02', 10))).availableHours).toBe('164.00');
  });

  it('refuses a plan that makes them negative until the planner confirms, then flags every plan of the month', async () => {
    const base = await create(plan('2027-03', 170));
    const refused = await c.post('/api/records/patrol-plan', plan('2027-03', 10));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(1);
    expect(refused.body.msg).toBe(
      '巡检人2027-03可用工时不足：合同工时174.00，已排180.00，可用-6.00。请勾选“确认超排工时”后保存',
    );
    const confirmed = await create(plan('2027-03', 10, { hoursConfirmed: true }));
    expect(confirmed.availableHours).toBe('-6.00');
    expect(confirmed.hoursConfirmed).toBe(true);
    expect((await read(base.id)).availableHours).toBe('-6.00');
  });

  it('refuses an edit that raises the hours past the contract without confirmation', async () => {
    const p = await create(plan('2027-04', 100));
    const res = await c.edit(`/api/records/patrol-plan/${p.id}`, { id: p.id, plannedHours: 180 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('可用-6.00');
    const ok = await c.edit(`/api/records/patrol-plan/${p.id}`, { id: p.id, plannedHours: 174 });
    expect(ok.status).toBe(200);
    expect((await read(p.id)).availableHours).toBe('0.00');
  });

  it('gives the hours of a deleted plan back to the month’s other plans', async () => {
    const keep = await create(plan('2027-05', 100));
    const gone = await create(plan('2027-05', 60));
    expect((await read(keep.id)).availableHours).toBe('14.00');
    expect((await c.del(`/api/records/patrol-plan/${gone.id}`)).status).toBe(200);
    expect((await read(keep.id)).availableHours).toBe('74.00');
  });

  it('recomputes both months when a plan moves to another month', async () => {
    const stay = await create(plan('2027-06', 100));
    const move = await create(plan('2027-06', 50));
    const moved = await c.edit(`/api/records/patrol-plan/${move.id}`, {
      id: move.id,
      startDate: '2027-07-01',
      endDate: '2027-07-15',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await read(move.id)).planMonth).toBe('2027-07');
    expect((await read(move.id)).availableHours).toBe('124.00');
    expect((await read(stay.id)).availableHours).toBe('74.00');
  });

  it('follows the inspector’s contracted hours when they are recorded, changed and removed', async () => {
    const p = await create(plan('2027-08', 100));
    const contract = await c.post<{ id: number }>('/api/records/patrol-inspector', {
      inspectorId: refs.staffId,
      monthlyHours: 120,
    });
    expect(contract.status, JSON.stringify(contract.body)).toBe(200);
    const withContract = await read(p.id);
    expect(withContract.contractedHours).toBe('120.00');
    expect(withContract.availableHours).toBe('20.00');
    const id = contract.body.data.id;
    expect((await c.edit(`/api/records/patrol-inspector/${id}`, { id, monthlyHours: 96 })).status).toBe(200);
    expect((await read(p.id)).availableHours).toBe('-4.00');
    expect((await c.del(`/api/records/patrol-inspector/${id}`)).status).toBe(200);
    expect((await read(p.id)).availableHours).toBe('74.00');
  });

  it('keeps a plan within one month and its dates in order', async () => {
    const across = await c.post('/api/records/patrol-plan', plan('2027-09', 10, { endDate: '2027-10-02' }));
    expect(across.status).toBe(400);
    expect(across.body.msg).toBe('巡查计划按月编制，起止日期须在同一月份内');
    const backwards = await c.post(
      '/api/records/patrol-plan',
      plan('2027-09', 10, { startDate: '2027-09-20', endDate: '2027-09-10' }),
    );
    expect(backwards.body.msg).toBe('结束日期不能早于开始日期');
  });

  it('does not let the client write the computed hours', async () => {
    const p = await create(plan('2027-11', 10, { availableHours: 999, contractedHours: 999, planMonth: '1999-01' }));
    expect(p.availableHours).toBe('164.00');
    expect(p.contractedHours).toBe('174.00');
    expect(p.planMonth).toBe('2027-11');
  });

  it('declares the session flags of the patrol-plan tab for the screen', () => {
    expect(patrolPlanRecord.client?.editFlag).toEqual({
      field: 'availableHours',
      below: 0,
      flagKey: 'patrolPlanHoursNegative',
      rowKey: 'patrolPlanEditRow',
      closeQuestion: '当前巡检人的可用工时＜0，是否放弃修改！',
    });
  });
});

describe('日常巡查', () => {
  it('needs the handling of an abnormal patrol and an end after the start', async () => {
    const base = { patrolDate: '2027-01-05', route: '地库', patrollerId: refs.staffId, result: '2' };
    const noHandling = await c.post('/api/records/patrol-routine', base);
    expect(noHandling.status).toBe(400);
    expect(noHandling.body.msg).toBe('巡查结果异常时须填写处理情况');
    const early = await c.post('/api/records/patrol-routine', {
      ...base,
      handling: '已处理',
      startedAt: '2027-01-05 22:00',
      endedAt: '2027-01-05 21:00',
    });
    expect(early.body.msg).toBe('结束时间不能早于开始时间');
  });
});
