import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeOf, WorkOrderDetail, WorkOrderPage, WorkTeam } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam, buildTechnician, uploadedPhoto } from '../../../test/factories/workorders';

// 工单 through HTTP: every step of the flow on a seeded company, the domain's refusals with their codes and Chinese
// messages, the 客户服务 record following the order, rights (403) and another company (404).

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let teamId = 0;
const u = {} as Record<'dispatcher' | 'tech1' | 'tech2' | 'leader' | 'colleague' | 'outsider' | 'otherDispatcher', TestUser>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(db(), [{}, {}]);
  other = await buildChargingWorld(db(), [{}]);
  u.dispatcher = await buildUser(db(), { companyId: w.companyId, role: 'emp', name: '派单员小李' });
  u.tech1 = await buildTechnician(db(), w.companyId, '维修工张三');
  u.tech2 = await buildTechnician(db(), w.companyId, '维修工李四');
  u.leader = await buildTechnician(db(), w.companyId, '班长王五');
  // The new layout (menuStyle 1) opens no screen read-only: without 派工管理 the board is closed to them.
  u.colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', name: '保洁员赵六', grants: [], menuStyle: 1 });
  u.outsider = await buildTechnician(db(), w.companyId, '绿化工钱七');
  u.otherDispatcher = await buildUser(db(), { companyId: other.companyId, role: 'emp' });
  teamId = (await buildTeam(db(), w.companyId, { name: '水电班', leader: u.leader, members: [u.tech1, u.tech2] })).id;
  await buildTeam(db(), w.companyId, { name: '绿化班', members: [u.outsider] });
});
afterAll(() => t.close());

const detail = (res: { status: number; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(WorkOrderDetail).parse(res.body).data!;
};
const create = async (body: object, who: TestUser = u.dispatcher) =>
  detail(await t.as(who).post('/api/workorders', { kind: 'repair', content: '厨房水管漏水', houseId: w.houses[0]!.id, ...body }));
const step = (who: TestUser, id: number, action: string, body: object = {}) => t.as(who).post<unknown>(`/api/workorders/${id}/${action}`, body);
const ok = async (who: TestUser, id: number, action: string, body: object = {}) => detail(await step(who, id, action, body));
const refused = async (who: TestUser, id: number, action: string, body: object, status: number, code: string, msg?: string) => {
  const res = await step(who, id, action, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const b = res.body as { errorCode: string; msg: string };
  expect(b.errorCode).toBe(code);
  if (msg) expect(b.msg).toBe(msg);
  expect(b.msg).toMatch(/[\u4e00-\u9fa5]/);
};
const caseAccept = async (id: number) => (await db().select().from(schema.caseAccepts).where(eq(schema.caseAccepts.id, id)))[0]!;

describe('工单 through HTTP', () => {
  it('answers 401 without a session, 403 on the board to a colleague without 派工管理, 400 naming the field', async () => {
    expect((await t.call({ method: 'GET', url: '/api/workorders' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/workorders/1/grab', payload: {} })).status).toBe(401);
    expect((await t.as(u.colleague).get('/api/workorders')).status).toBe(403);
    expect((await t.as(u.colleague).post('/api/workorders', { kind: 'repair', content: '漏水了' })).status).toBe(403);
    const bad = async (body: object, path: string) => {
      const res = await t.as(u.dispatcher).post<unknown>('/api/workorders', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body as { details: { path: string }[] }).details[0]?.path).toBe(path);
    };
    await bad({ kind: 'nope', content: '漏水了' }, 'kind');
    await bad({ kind: 'patrol', content: '漏水了' }, 'kind');
    await bad({ kind: 'repair', content: '' }, 'content');
    await bad({ kind: 'repair', content: '漏水了', appointmentAt: '明天' }, 'appointmentAt');
    await bad({ kind: 'repair', content: '漏水了', houseId: other.houses[0]!.id }, 'houseId');
    const order = await create({});
    const r = await step(u.dispatcher, order.id, 'assign', {});
    expect(r.status).toBe(400);
    expect((r.body as { details: { path: string }[] }).details[0]?.path).toBe('staffId');
  });

  it('takes a 报修 through every step to 已完成, with a timeline of who and when and the 受理登记 following it', async () => {
    const order = await create({ reporter: '陈先生', phone: '13800000001' });
    expect(order).toMatchObject({ state: 'pending', stateName: '待派单', kindName: '报修', recordKey: 'case-accept', sla: 'normal' });
    expect(order.number).toMatch(/^GD\d{8}\d{4}$/);
    expect(order.clocks.map((c) => c.target)).toEqual(['response', 'arrival', 'resolution']);
    expect(order.dueAt).not.toBeNull();
    const record = await caseAccept(order.recordId!);
    expect(record).toMatchObject({ caseNo: order.number, status: '1', caseType: '2', houseId: w.houses[0]!.id, customer: '陈先生' });

    const assigned = await ok(u.dispatcher, order.id, 'assign', { staffId: u.tech1.id, teamId });
    expect(assigned).toMatchObject({ state: 'assigned', handlerId: u.tech1.id, handlerName: '维修工张三', teamName: '水电班' });
    expect((await caseAccept(order.recordId!)).status).toBe('2');
    const accepted = await ok(u.tech1, order.id, 'accept');
    expect(accepted.clocks.find((c) => c.target === 'response')).toMatchObject({ stopped: true, met: true });
    await ok(u.tech1, order.id, 'arrive');
    await ok(u.tech1, order.id, 'start');
    const paused = await ok(u.tech1, order.id, 'pause', { reason: 'awaiting_parts' });
    expect(paused).toMatchObject({ state: 'paused', dueAt: null, sla: 'none' });
    expect(paused.pauses).toEqual([expect.objectContaining({ reason: 'awaiting_parts', to: null })]);
    const resumed = await ok(u.tech1, order.id, 'resume');
    expect(resumed.state).toBe('working');
    expect(resumed.dueAt).not.toBeNull();
    const photo = await uploadedPhoto(db(), u.tech1);
    const finished = await ok(u.tech1, order.id, 'finish', {
      photoIds: [photo],
      note: '更换三通阀门',
      lines: [{ kind: 'material', name: '三通阀门', unitPrice: '12.345', quantity: '3' }, { kind: 'labour', name: '人工', unitPrice: '50', quantity: '1' }],
    });
    // Staff-made, no owner to rate it, visit policy 已评价不回访: someone calls back.
    expect(finished.state).toBe('awaiting_visit');
    expect(finished.photos).toEqual([expect.objectContaining({ fileId: photo })]);
    expect(finished.materials).toEqual([
      { kind: 'material', name: '三通阀门', unitPrice: '12.3450', quantity: '3.0000', amount: '37.04', billed: false },
      { kind: 'labour', name: '人工', unitPrice: '50.0000', quantity: '1.0000', amount: '50.00', billed: false },
    ]);
    expect(await caseAccept(order.recordId!)).toMatchObject({ status: '3', result: '更换三通阀门' });
    const closed = await ok(u.dispatcher, order.id, 'visit', { satisfied: true, note: '业主满意' });
    expect(closed.state).toBe('closed');
    expect(closed.events.map((e) => `${e.actionName}:${e.to}`)).toEqual([
      '登记:pending', '派单:assigned', '接单:accepted', '到场:arrived', '开始维修:working', '挂起:paused', '恢复:working', '完工:awaiting_visit', '回访:closed',
    ]);
    expect(closed.events[1]).toMatchObject({ actorKind: 'staff', actorId: u.dispatcher.id, actorName: '派单员小李', capacity: 'dispatcher' });
    expect(closed.events[2]).toMatchObject({ actorName: '维修工张三', capacity: 'handler' });
    expect(closed.events[5]!.detail).toEqual({ pauseReason: 'awaiting_parts' });
  });

  it('refuses illegal moves with the domain code and message, and a version the screen no longer shows', async () => {
    const order = await create({});
    await refused(u.tech1, order.id, 'accept', {}, 409, 'workorders.wrong_state', '工单当前为「待派单」，不能接单');
    await refused(u.tech1, order.id, 'finish', {}, 409, 'workorders.wrong_state', '工单当前为「待派单」，不能完工');
    await refused(u.colleague, order.id, 'assign', { staffId: u.tech1.id }, 403, 'workorders.no_right', '您无权对此工单执行「派单」');
    await refused(u.tech1, order.id, 'grab', {}, 409, 'workorders.not_in_pool', '该工单不在抢单池中');
    await refused(u.dispatcher, order.id, 'assign', { staffId: u.tech1.id, teamId: 99999 }, 400, 'workorders.no_team');
    await refused(u.dispatcher, order.id, 'assign', { staffId: u.otherDispatcher.id }, 400, 'workorders.no_staff');
    await ok(u.dispatcher, order.id, 'assign', { staffId: u.tech2.id, teamId });
    await refused(u.tech1, order.id, 'accept', {}, 403, 'workorders.no_right', '您无权对此工单执行「接单」');
    const accepted = await ok(u.tech2, order.id, 'accept');
    await refused(u.tech2, order.id, 'return', { reason: '不会修' }, 409, 'workorders.return_in_assign_mode');
    await refused(u.tech2, order.id, 'finish', { photoIds: [] }, 409, 'workorders.wrong_state');
    await ok(u.tech2, order.id, 'arrive');
    await refused(u.tech2, order.id, 'finish', { photoIds: [] }, 400, 'workorders.photos_required', '完工请至少上传1张照片');
    // Another's photo, or one already on an order, is not the technician's to attach.
    await refused(u.tech2, order.id, 'finish', { photoIds: [await uploadedPhoto(db(), u.tech1)] }, 400, 'workorders.photo_gone');
    await refused(u.tech2, order.id, 'pause', { reason: 'other' }, 400, 'workorders.pause_note_required');
    await refused(u.tech2, order.id, 'transfer', { staffId: u.tech2.id, reason: '换人' }, 400, 'workorders.same_handler');
    await refused(u.tech2, order.id, 'arrive', { version: accepted.version }, 409, 'workorders.stale', '工单已被他人处理，请刷新后重试');
    const res = await step(u.tech2, order.id, 'transfer', { staffId: u.tech1.id });
    expect(res.status).toBe(400);
    expect((res.body as { details: { path: string }[] }).details[0]?.path).toBe('reason');
    // Nothing refused left a trace: the timeline holds the steps taken only.
    expect(detail(await t.as(u.dispatcher).get(`/api/workorders/${order.id}`)).events.map((e) => e.action)).toEqual(['create', 'assign', 'accept', 'arrive']);
  });

  it('transfers with a reason, returns a pooled order to the pool, cancels with a reason, urges', async () => {
    const order = await create({ mode: 'grab', teamId });
    await ok(u.dispatcher, order.id, 'urge', { note: '业主来电催促' });
    await ok(u.tech1, order.id, 'grab');
    const moved = await ok(u.tech1, order.id, 'transfer', { staffId: u.tech2.id, reason: '张三请假' });
    expect(moved).toMatchObject({ state: 'assigned', handlerId: u.tech2.id });
    expect(moved.events.at(-1)).toMatchObject({ action: 'transfer', reason: '张三请假', capacity: 'handler' });
    await ok(u.tech2, order.id, 'accept');
    const back = await ok(u.tech2, order.id, 'return', { reason: '需要专业电工' });
    expect(back).toMatchObject({ state: 'pending', handlerId: null });
    await refused(u.dispatcher, order.id, 'cancel', { reason: '  ' }, 400, 'validation.failed');
    const cancelled = await ok(u.dispatcher, order.id, 'cancel', { reason: '业主自行修好' });
    expect(cancelled).toMatchObject({ state: 'cancelled', sla: 'none', clocks: [] });
    expect(await caseAccept(order.recordId!)).toMatchObject({ status: '3', result: '已取消：业主自行修好' });
    await refused(u.dispatcher, order.id, 'urge', {}, 409, 'workorders.wrong_state');
  });

  it('bills a 有偿服务 at 完工 (待支付) with its materials billed, and a 投诉 lands as a 投诉管理 record', async () => {
    const order = await create({ kind: 'paid_service', content: '疏通下水道', staffId: u.tech1.id });
    expect(order.state).toBe('assigned');
    await ok(u.tech1, order.id, 'accept');
    await ok(u.tech1, order.id, 'arrive');
    await refused(u.tech1, order.id, 'finish', { photoIds: [await uploadedPhoto(db(), u.tech1)] }, 400, 'workorders.charge_required');
    const done = await ok(u.tech1, order.id, 'finish', {
      photoIds: [await uploadedPhoto(db(), u.tech1)],
      lines: [{ kind: 'visit_fee', name: '上门费', unitPrice: '30', quantity: '1' }, { kind: 'labour', name: '疏通', unitPrice: '80.5', quantity: '1.5' }],
    });
    expect(done).toMatchObject({ state: 'awaiting_payment', charge: { total: '150.75' } });
    expect(done.materials.every((m) => m.billed)).toBe(true);

    const complaint = await create({ kind: 'complaint', content: '楼上装修噪音', priority: 'urgent' });
    expect(complaint.recordKey).toBe('complaint');
    expect(complaint.clocks.map((c) => c.target)).toEqual(['response', 'resolution']);
    const [row] = await db().select().from(schema.complaints).where(eq(schema.complaints.id, complaint.recordId!));
    expect(row).toMatchObject({ complaintNo: complaint.number, status: '1', level: '3' });
  });

  it('lists the board by filters sorted by due, my orders, and the pool of my teams only', async () => {
    const pooled = await create({ mode: 'grab', teamId, content: '抢单池测试工单' });
    const pool = async (who: TestUser) => envelopeOf(WorkOrderPage).parse((await t.as(who).get('/api/workorders/pool?size=100')).body).data!;
    expect((await pool(u.tech1)).rows.map((r) => r.id)).toContain(pooled.id);
    expect((await pool(u.outsider)).rows.map((r) => r.id)).not.toContain(pooled.id);
    const board = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get('/api/workorders?open=true&size=100')).body).data!;
    expect(board.total).toBe(board.rows.length);
    const dues = board.rows.map((r) => r.dueAt).filter((d): d is string => d !== null);
    expect(dues).toEqual([...dues].sort());
    expect(board.rows.every((r) => !['closed', 'cancelled'].includes(r.state))).toBe(true);
    const found = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get('/api/workorders?text=抢单池测试')).body).data!;
    expect(found.rows.map((r) => r.id)).toEqual([pooled.id]);
    const byState = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get(`/api/workorders?state=pending&kind=repair&teamId=${teamId}&sla=normal&size=100`)).body).data!;
    expect(byState.rows.map((r) => r.id)).toContain(pooled.id);
    expect(byState.rows.every((r) => r.state === 'pending' && r.teamId === teamId && r.sla === 'normal')).toBe(true);
    await ok(u.tech1, pooled.id, 'grab');
    const mine = envelopeOf(WorkOrderPage).parse((await t.as(u.tech1).get('/api/workorders/mine?size=100')).body).data!;
    expect(mine.rows.map((r) => r.id)).toContain(pooled.id);
    expect(mine.rows.every((r) => r.handlerId === u.tech1.id)).toBe(true);
    expect((await t.as(u.dispatcher).get('/api/workorders?sla=late')).status).toBe(400);
  });

  it('finds 预警 and 超时 orders by their stored due times', async () => {
    const order = await create({ priority: 'urgent', content: '电梯困人' });
    // Back-date the creation 20 minutes: 紧急 response (5 min) is overdue, arrival (30 min) in warning (80 % = 24 min not yet).
    await db().execute(sql`update work_orders set due_at = now() - interval '1 minute', warn_at = now() - interval '2 minutes' where id = ${order.id}`);
    const overdue = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get('/api/workorders?sla=overdue&size=100')).body).data!;
    expect(overdue.rows.find((r) => r.id === order.id)).toMatchObject({ sla: 'overdue' });
    await db().execute(sql`update work_orders set due_at = now() + interval '5 minutes' where id = ${order.id}`);
    const warning = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get('/api/workorders?sla=warning&size=100')).body).data!;
    expect(warning.rows.find((r) => r.id === order.id)).toMatchObject({ sla: 'warning' });
    const normal = envelopeOf(WorkOrderPage).parse((await t.as(u.dispatcher).get('/api/workorders?sla=normal&size=100')).body).data!;
    expect(normal.rows.map((r) => r.id)).not.toContain(order.id);
  });

  it('keeps another company out (404) and a colleague off an order not theirs (403)', async () => {
    const order = await create({});
    expect((await t.as(u.otherDispatcher).get(`/api/workorders/${order.id}`)).status).toBe(404);
    expect((await step(u.otherDispatcher, order.id, 'assign', { staffId: u.otherDispatcher.id })).status).toBe(404);
    expect((await step(u.otherDispatcher, order.id, 'cancel', { reason: '越权' })).status).toBe(404);
    const board = envelopeOf(WorkOrderPage).parse((await t.as(u.otherDispatcher).get('/api/workorders?size=100')).body).data!;
    expect(board.rows.map((r) => r.id)).not.toContain(order.id);
    const res = await t.as(u.colleague).get(`/api/workorders/${order.id}`);
    expect(res.status).toBe(403);
    await ok(u.dispatcher, order.id, 'assign', { staffId: u.tech1.id, teamId });
    expect((await t.as(u.tech1).get(`/api/workorders/${order.id}`)).status).toBe(200);
    // The 班长 of the order's team sees it and may pause it for the technician.
    expect((await t.as(u.leader).get(`/api/workorders/${order.id}`)).status).toBe(200);
    await ok(u.tech1, order.id, 'accept');
    expect((await ok(u.leader, order.id, 'pause', { reason: 'owner_absent' })).events.at(-1)).toMatchObject({ capacity: 'team_leader' });
  });

  it('lists the teams with their 班长 and members and the open orders each holds', async () => {
    const res = await t.as(u.dispatcher).get('/api/workorders/teams');
    expect(res.status).toBe(200);
    const teams = envelopeOf(z.array(WorkTeam)).parse(res.body).data!;
    expect(teams.map((x) => x.name).sort()).toEqual(['水电班', '绿化班'].sort());
    const water = teams.find((x) => x.name === '水电班')!;
    expect(water).toMatchObject({ id: teamId, leaderId: u.leader.id, leaderName: '班长王五' });
    expect(water.members.map((m) => m.id).sort()).toEqual([u.tech1.id, u.tech2.id, u.leader.id].sort());
    const [open] = await db().execute<{ n: number }>(sql`select count(*)::int as n from work_orders where handler_id = ${u.tech1.id} and state in ('assigned', 'accepted', 'arrived', 'working', 'paused')`);
    expect(water.members.find((m) => m.id === u.tech1.id)!.openOrders).toBe(open!.n);
    expect((await t.as(u.colleague).get('/api/workorders/teams')).status).toBe(403);
    expect((await t.as(u.otherDispatcher).get('/api/workorders/teams')).body.data).toEqual([]);
  });

  it('refuses to change or delete a timeline event (append-only)', async () => {
    const order = await create({});
    await expect(db().execute(sql`update work_order_events set reason = 'x' where order_id = ${order.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from work_order_events where order_id = ${order.id}`)).rejects.toThrow();
  });
});
