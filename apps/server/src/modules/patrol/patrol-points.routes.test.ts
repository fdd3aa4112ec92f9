import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PatrolRoutePoints } from '@pm/contracts';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { openAreaCompany, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

let t: TestApp;
let mine: { c: UserCalls; refs: AreaRefs; companyId: number };
let theirs: { c: UserCalls; refs: AreaRefs };

const plan = (refs: AreaRefs, planName: string, route: string, checkpoints?: string) => ({
  planName,
  route,
  checkpoints,
  inspectorId: refs.staffId,
  startDate: '2027-05-01',
  endDate: '2027-05-28',
  plannedHours: 10,
  frequency: '1',
  status: '1',
});

async function create(c: UserCalls, body: object): Promise<number> {
  const res = await c.post<{ id: number }>('/api/records/patrol-plan', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await openAreaCompany(t, '钱峰');
  mine = { c: a.c, refs: a.refs, companyId: a.company.id };
  const b = await openAreaCompany(t, '孙岩');
  theirs = { c: b.c, refs: b.refs };
});
afterAll(() => t.close());

const points = async (c: UserCalls, query = '') => {
  const res = await c.get(`/api/patrol/points${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(z.array(PatrolRoutePoints)).parse(res.body).data!;
};

describe('巡检点二维码: GET /api/patrol/points', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/patrol/points' })).status).toBe(401);
  });

  it('lists each plan\'s points (巡查点位, else the route\'s stops) with their signed codes', async () => {
    const night = await create(mine.c, plan(mine.refs, '夜间巡查', '东门-西门', '东门岗、B1消防通道\n西门岗'));
    const pumps = await create(mine.c, plan(mine.refs, '设备房巡查', '泵房-配电房'));
    const all = await points(mine.c);
    const n = all.find((p) => p.planId === night)!;
    expect(n.points.map(({ code: _, ...p }) => p)).toEqual([
      { pointId: `P${night}-1`, seq: 1, name: '东门岗' },
      { pointId: `P${night}-2`, seq: 2, name: 'B1消防通道' },
      { pointId: `P${night}-3`, seq: 3, name: '西门岗' },
    ]);
    // signed codes (巡查签到): <plan>.<seq>.<mac>, a different mac for each point, the same on every read
    for (const p of n.points) expect(p.code).toMatch(new RegExp(`^${night}\\.${p.seq}\\.[A-Za-z0-9_-]{22}$`));
    expect(new Set(n.points.map((p) => p.code.split('.')[2])).size).toBe(3);
    expect((await points(mine.c, `?planId=${night}`))[0]!.points.map((p) => p.code)).toEqual(n.points.map((p) => p.code));
    expect((await points(mine.c, `?planId=${pumps}`)).map((p) => p.points.map((x) => x.name))).toEqual([['泵房', '配电房']]);
  });

  it('keeps another company\'s plans out (404 for one of them) and answers 400 for a bad plan id', async () => {
    const other = await create(theirs.c, plan(theirs.refs, '对方计划', 'A-B'));
    expect((await points(mine.c)).some((p) => p.planId === other)).toBe(false);
    expect((await mine.c.get(`/api/patrol/points?planId=${other}`)).status).toBe(404);
    const bad = await mine.c.get<unknown>('/api/patrol/points?planId=abc');
    expect(bad.status).toBe(400);
    expect((bad.body as { details: { path: string }[] }).details[0]?.path).toBe('planId');
  });
});
