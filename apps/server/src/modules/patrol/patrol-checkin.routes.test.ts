import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PatrolRoundsPage, PatrolRoute, PatrolRoutePoints, PatrolScanResult } from '@pm/contracts';
import { chinaToday } from '@pm/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { openAreaCompany, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

// 巡查签到 on a real database (PGlite, or TEST_DATABASE_URL's PostgreSQL).

let t: TestApp;
let mine: { c: UserCalls; refs: AreaRefs; companyId: number };
let theirs: { c: UserCalls; refs: AreaRefs };
const today = chinaToday();
const monthStart = `${today.slice(0, 8)}01`;

const plan = (refs: AreaRefs, planName: string, checkpoints: string, over: object = {}) => ({
  planName,
  route: '东门-西门',
  checkpoints,
  inspectorId: refs.staffId,
  startDate: monthStart,
  endDate: today,
  plannedHours: 1,
  frequency: '1',
  status: '1',
  ...over,
});

async function create(c: UserCalls, body: object): Promise<number> {
  const res = await c.post<{ id: number }>('/api/records/patrol-plan', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** The signed codes of a plan's points, as the label sheet gets them. */
async function codes(c: UserCalls, planId: number): Promise<string[]> {
  const res = await c.get(`/api/patrol/points?planId=${planId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(z.array(PatrolRoutePoints)).parse(res.body).data![0]!.points.map((p) => p.code);
}

const scan = (c: UserCalls, code: string) => c.post<unknown>('/api/patrol/scans', { code });
const accepted = async (c: UserCalls, code: string) => {
  const res = await scan(c, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(PatrolScanResult).parse(res.body).data!;
};
const refusal = (res: { status: number; body: unknown }) => {
  const body = res.body as { code: number; msg: string; errorCode: string };
  return { status: res.status, errorCode: body.errorCode, msg: body.msg };
};
const rounds = async (c: UserCalls, planId?: number) => {
  const res = await c.get(`/api/patrol/rounds?day=${today}${planId ? `&planId=${planId}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(PatrolRoundsPage).parse(res.body).data!;
};

beforeAll(async () => {
  t = await createTestApp();
  const a = await openAreaCompany(t, '钱峰');
  mine = { c: a.c, refs: a.refs, companyId: a.company.id };
  const b = await openAreaCompany(t, '孙岩');
  theirs = { c: b.c, refs: b.refs };
});
afterAll(() => t.close());

describe('巡查签到: POST /api/patrol/scans', () => {
  it('answers 401 without a session and 400 without a code', async () => {
    expect((await t.call({ method: 'POST', url: '/api/patrol/scans', payload: { code: 'x' } })).status).toBe(401);
    const res = await scan(mine.c, '  ');
    expect(res.status).toBe(400);
    expect((res.body as { details: { path: string }[] }).details[0]?.path).toBe('code');
  });

  it('checks in point by point; a point after a skipped one is accepted but flagged; the last one finishes the round', async () => {
    const id = await create(mine.c, plan(mine.refs, '夜间巡查', '东门岗、B1消防通道、B2配电房'));
    const [p1, p2, p3] = await codes(mine.c, id);
    const first = await accepted(mine.c, `http://wy.example.cn/m/patrol/scan?c=${p1}`);
    expect(first).toMatchObject({ verdict: '准时', reason: null, seq: 1, pointName: '东门岗' });
    expect(first.route).toMatchObject({ planId: id, day: today, state: '巡检中' });
    expect(first.route.points.map((p) => p.state)).toEqual(['已签到', '未签到', '未签到']);

    const third = await accepted(mine.c, p3!);
    expect(third.verdict).toBe('顺序不符');
    expect(third.reason).toContain('前面的巡检点尚未签到');
    expect(third.route.points.map((p) => p.state)).toEqual(['已签到', '未签到', '顺序不符']);

    const last = await accepted(mine.c, p2!);
    expect(last.verdict).toBe('准时');
    expect(last.route.state).toBe('已完成');

    const mineToday = envelopeOf(z.array(PatrolRoute)).parse((await mine.c.get('/api/patrol/rounds/mine')).body).data!;
    const route = mineToday.find((r) => r.planId === id)!;
    expect(route.state).toBe('已完成');
    expect(route.points.every((p) => p.scannedAt !== null)).toBe(true);

    const list = await rounds(mine.c, id);
    expect(list.rounds).toHaveLength(1);
    expect(list.rounds[0]).toMatchObject({ state: '已完成', pointCount: 3, checkedCount: 3, outOfOrderCount: 1, result: '异常', inspectorName: '钱峰' });
    expect(list.rounds[0]!.finishedAt).not.toBeNull();
  });

  it('refuses a replayed point (重复签到) and a wrong or forged code (二维码无效), and stores every refused attempt', async () => {
    const id = await create(mine.c, plan(mine.refs, '设备房巡查', '水泵、变压器'));
    const [p1] = await codes(mine.c, id);
    await accepted(mine.c, p1!);
    const again = refusal(await scan(mine.c, p1!));
    expect(again).toEqual({ status: 409, errorCode: 'patrol.scan_repeated', msg: '该巡检点本轮已签到，请勿重复签到' });

    const last = p1!.at(-1) === 'A' ? 'B' : 'A';
    const forged = refusal(await scan(mine.c, `${p1!.slice(0, -1)}${last}`));
    expect(forged).toMatchObject({ status: 400, errorCode: 'patrol.scan_invalid_code' });
    expect(forged.msg).toContain('二维码无效');
    // the same mac on another point of the plan
    expect(refusal(await scan(mine.c, p1!.replace(`${id}.1.`, `${id}.2.`))).errorCode).toBe('patrol.scan_invalid_code');
    expect(refusal(await scan(mine.c, 'PMPATROL:C1:P1-1')).errorCode).toBe('patrol.scan_invalid_code');

    const { refused } = await rounds(mine.c);
    expect(refused.filter((s) => s.verdict === '二维码无效').length).toBeGreaterThanOrEqual(3);
    expect(refused.find((s) => s.verdict === '重复签到')).toMatchObject({ planId: id, seq: 1, userName: '钱峰' });
    const { rounds: r } = await rounds(mine.c, id);
    expect(r[0]).toMatchObject({ checkedCount: 1, state: '巡检中' });
  });

  it('refuses another company\'s code as 二维码无效', async () => {
    const other = await create(theirs.c, plan(theirs.refs, '对方巡查', 'A点、B点'));
    const [o1] = await codes(theirs.c, other);
    const res = refusal(await scan(mine.c, o1!));
    expect(res).toMatchObject({ status: 400, errorCode: 'patrol.scan_invalid_code' });
    // their own inspector checks in with it
    expect((await accepted(theirs.c, o1!)).verdict).toBe('准时');
    expect((await rounds(mine.c, other)).rounds).toEqual([]);
  });

  it('refuses a colleague without the plan (非本人计划) and a plan paused or out of its dates (不在计划期)', async () => {
    const id = await create(mine.c, plan(mine.refs, '楼栋巡查', '1栋、3栋'));
    const [p1] = await codes(mine.c, id);
    const colleague = await buildUser(t.database.db, { companyId: mine.companyId, role: 'emp', name: '周敏' });
    await t.as(colleague).get('/api/records/staff?size=1');
    const res = refusal(await scan(t.as(colleague), p1!));
    expect(res).toEqual({ status: 403, errorCode: 'patrol.scan_not_your_plan', msg: '该巡检点不在您的巡查计划中' });

    const paused = await create(mine.c, plan(mine.refs, '暂停的巡查', '南门、北门', { status: '2' }));
    expect(refusal(await scan(mine.c, (await codes(mine.c, paused))[0]!))).toMatchObject({ status: 409, errorCode: 'patrol.scan_outside_plan' });
    const past = await create(mine.c, plan(mine.refs, '往月巡查', '南门、北门', { startDate: '2026-01-01', endDate: '2026-01-31' }));
    expect(refusal(await scan(mine.c, (await codes(mine.c, past))[0]!))).toMatchObject({ status: 409, errorCode: 'patrol.scan_outside_plan' });

    const { refused } = await rounds(mine.c);
    expect(refused.find((s) => s.verdict === '非本人计划')).toMatchObject({ planId: id, seq: 1, userName: '周敏' });
    expect(refused.filter((s) => s.verdict === '不在计划期' && (s.planId === paused || s.planId === past))).toHaveLength(2);
    expect((await rounds(mine.c, paused)).rounds).toEqual([]);
  });

  it('makes one round of two first scans at once, and accepts a point once when scanned twice at once', async () => {
    const id = await create(mine.c, plan(mine.refs, '并发巡查', '甲、乙、丙'));
    const [p1, p2, p3] = await codes(mine.c, id);
    const both = await Promise.all([scan(mine.c, p1!), scan(mine.c, p2!)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const twice = await Promise.all([scan(mine.c, p3!), scan(mine.c, p3!)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rounds: r, refused } = await rounds(mine.c, id);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ checkedCount: 3, state: '已完成' });
    expect(refused.filter((s) => s.verdict === '重复签到')).toHaveLength(1);
  });

  it('keeps scans append-only', async () => {
    await expect(t.database.db.execute(sql`update patrol_scans set verdict = '准时'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from patrol_scans`)).rejects.toThrow();
  });
});

describe('巡查签到: GET /api/patrol/rounds/mine and /api/patrol/rounds', () => {
  it('lists only the caller\'s running plans of today, 未开始 before the first scan', async () => {
    const id = await create(mine.c, plan(mine.refs, '未开始的巡查', '一号岗、二号岗'));
    const res = await mine.c.get('/api/patrol/rounds/mine');
    const list = envelopeOf(z.array(PatrolRoute)).parse(res.body).data!;
    expect(list.find((r) => r.planId === id)).toMatchObject({ state: '未开始', roundId: null, points: [{ seq: 1, name: '一号岗', state: '未签到', scannedAt: null }, { seq: 2 }] });
    expect(list.some((r) => r.planName === '暂停的巡查' || r.planName === '往月巡查')).toBe(false);
    expect(envelopeOf(z.array(PatrolRoute)).parse((await theirs.c.get('/api/patrol/rounds/mine')).body).data!.some((r) => r.planId === id)).toBe(false);
  });

  it('needs 日常巡查 for the supervisor\'s list and answers 400 for a bad day', async () => {
    // a company that bought 巡检点二维码 but not 日常巡查
    const company = await buildCompany(t.database.db);
    const none = await buildUser(t.database.db, { companyId: company.id, role: 'emp', grants: ['巡检点二维码'] });
    expect((await t.as(none).get(`/api/patrol/rounds?day=${today}`)).status).toBe(403);
    const bad = await mine.c.get<unknown>('/api/patrol/rounds?day=2026-13-01');
    expect(bad.status).toBe(400);
    expect((bad.body as { details: { path: string }[] }).details[0]?.path).toBe('day');
    expect((await rounds(theirs.c)).rounds.every((r) => r.planName === '对方巡查')).toBe(true);
  });
});
