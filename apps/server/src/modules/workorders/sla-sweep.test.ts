import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { envelopeOf, WorkOrderDetail } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam, buildTechnician } from '../../../test/factories/workorders';
import { sweepSla } from './sla-sweep';

// 工单时限 with a fake clock: the sweep is called at chosen instants; the order's stored sla_next_at says when it
// must run next, and each stage of each running clock is recorded once (预警, 超时, 升级 to 班长 then 主管).

let t: TestApp;
let dispatcher: TestUser;
let tech: TestUser;
let leader: TestUser;
let manager: TestUser;
let teamId = 0;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await buildCompany(db);
  dispatcher = await buildUser(db, { companyId: company.id, role: 'emp' });
  tech = await buildTechnician(db, company.id, '维修工');
  leader = await buildTechnician(db, company.id, '班长');
  manager = await buildTechnician(db, company.id, '主管');
  teamId = (await buildTeam(db, company.id, { name: '急修班', leader, manager, members: [tech] })).id;
});
afterAll(() => t.close());

const orderRow = async (id: number) => (await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.id, id)))[0]!;
const slaEvents = async (id: number) =>
  (await t.database.db.select().from(schema.workOrderEvents).where(eq(schema.workOrderEvents.orderId, id)).orderBy(asc(schema.workOrderEvents.id)))
    .filter((e) => e.action.startsWith('sla_'))
    .map((e) => `${e.action}:${e.reason}:${(e.payload as { notify: number | null }).notify}`);

const messagesTo = async (user: TestUser) =>
  (
    await t.database.db
      .select({ id: schema.systemMessages.id, title: schema.systemMessages.title, content: schema.systemMessages.content })
      .from(schema.systemMessages)
      .innerJoin(schema.messageReceivers, eq(schema.messageReceivers.messageId, schema.systemMessages.id))
      .where(eq(schema.messageReceivers.userId, user.id))
      .orderBy(asc(schema.systemMessages.id))
  ).map((m) => [m.title, m.content]);

describe('工单时限 sweep', () => {
  it('records 预警, 超时 and the two escalations of an urgent order once each, at the instants the domain names', async () => {
    const res = await t.as(dispatcher).post('/api/workorders', { kind: 'repair', priority: 'urgent', content: '电梯困人', staffId: tech.id, teamId });
    const order = envelopeOf(WorkOrderDetail).parse(res.body).data!;
    const created = new Date(order.createdAt).getTime();
    const row = await orderRow(order.id);
    // 紧急: response 5 min (warning at 80 % = 4 min), escalations +5 and +15 min.
    expect(row.responseDueAt!.getTime()).toBe(created + 5 * MIN);
    expect(row.arrivalDueAt!.getTime()).toBe(created + 30 * MIN);
    expect(row.slaNextAt!.getTime()).toBe(created + 4 * MIN);

    expect(await sweepSla(t.database.db, new Date(created + 3 * MIN))).toMatchObject({ events: 0 });
    await sweepSla(t.database.db, new Date(created + 4 * MIN));
    expect(await slaEvents(order.id)).toEqual([`sla_warning:接单即将超时:${tech.id}`]);
    expect((await orderRow(order.id)).slaNextAt!.getTime()).toBe(created + 5 * MIN);
    // The job was down for a while: every stage passed since is recorded once, then never again.
    await sweepSla(t.database.db, new Date(created + 11 * MIN));
    await sweepSla(t.database.db, new Date(created + 11 * MIN));
    expect(await slaEvents(order.id)).toEqual([
      `sla_warning:接单即将超时:${tech.id}`,
      `sla_overdue:接单已超时:${tech.id}`,
      `sla_escalation:接单超时升级至班长:${leader.id}`,
    ]);
    expect((await orderRow(order.id)).slaLevel).toBe(1);
    await sweepSla(t.database.db, new Date(created + 20 * MIN));
    expect((await slaEvents(order.id)).at(-1)).toBe(`sla_escalation:接单超时升级至主管:${manager.id}`);
    expect((await orderRow(order.id)).slaLevel).toBe(2);
    // The arrival clock warns at 24 min; the board shows the order overdue meanwhile.
    const detail = envelopeOf(WorkOrderDetail).parse((await t.as(dispatcher).get(`/api/workorders/${order.id}`)).body).data!;
    expect(detail.events.filter((e) => e.action === 'sla_escalation').map((e) => e.actionName)).toEqual(['超时升级', '超时升级']);
    expect((await orderRow(order.id)).slaNextAt!.getTime()).toBe(created + 24 * MIN);
    // Each person named heard of it once per sweep, as a staff message addressed to them alone.
    expect(await messagesTo(tech)).toEqual([
      [`工单${order.number}接单即将超时`, `<p>工单 ${order.number}（报修）：电梯困人</p><p>接单即将超时，请尽快处理。</p>`],
      [`工单${order.number}接单已超时`, `<p>工单 ${order.number}（报修）：电梯困人</p><p>接单已超时，请尽快处理。</p>`],
    ]);
    expect((await messagesTo(leader)).map(([title]) => title)).toEqual([`工单${order.number}接单超时升级至班长`]);
    expect((await messagesTo(manager)).map(([title]) => title)).toEqual([`工单${order.number}接单超时升级至主管`]);
    expect(await messagesTo(dispatcher)).toEqual([]);
  });

  it('stops at the milestone and stays quiet while 挂起 (no due time, nothing scheduled) until 恢复', async () => {
    const res = await t.as(dispatcher).post('/api/workorders', { kind: 'complaint', content: '垃圾清运不及时', staffId: tech.id, teamId });
    const order = envelopeOf(WorkOrderDetail).parse(res.body).data!;
    await t.as(tech).post(`/api/workorders/${order.id}/accept`, {});
    let row = await orderRow(order.id);
    // 投诉: the response clock stopped at 接单; the resolution clock (7 days) runs.
    expect(row.dueAt!.getTime()).toBe(row.resolutionDueAt!.getTime());
    await t.as(tech).post(`/api/workorders/${order.id}/pause`, { reason: 'owner_absent' });
    row = await orderRow(order.id);
    expect(row).toMatchObject({ dueAt: null, slaNextAt: null });
    await sweepSla(t.database.db, new Date(Date.now() + 30 * 86_400_000));
    expect(await slaEvents(order.id)).toEqual([]);
    await t.as(tech).post(`/api/workorders/${order.id}/resume`, {});
    row = await orderRow(order.id);
    expect(row.dueAt).not.toBeNull();
    expect(row.slaNextAt).not.toBeNull();
  });
});
