import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CallOrder, envelopeOf } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { tokenFor } from '../../../test/factories/session';
import { buildUser } from '../../../test/factories/users';

// 来电建单: an agent of a call centre opens a work order for a house the screen pop showed. The order, its number and its
// 客户服务 record are the house's company's (waiting in 待派单 for its dispatchers); a house outside the companies the
// call centre serves, or a person without the call centre, is refused. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.

let t: TestApp;
let agent: { authorization: string };
let agentId = 0;
let otherAgent: { authorization: string };
let plain: { authorization: string };
let projectId = 0;
let houseId = 0;
let foreignHouseId = 0;

type Body<T = unknown> = { code: number; msg: string; data: T; errorCode?: string };

async function houseOf(companyId: number, code: string): Promise<number> {
  const db = t.database.db;
  const [estate] = await db.insert(schema.estates).values({ companyId, code: `E${code}`, name: `${code}花园` }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId, estateId: estate!.id, code: 'B1', name: '1号楼', type: '2' }).returning();
  const [house] = await db.insert(schema.houses).values({ companyId, estateId: estate!.id, buildingId: building!.id, code, name: `1号楼${code}`, useState: '4', useType: '1' }).returning();
  return house!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const region = await buildCompany(db);
  const project = await buildCompany(db, { parentId: region.id, level: 3 });
  projectId = project.id;
  const centre = await buildCompany(db, { parentId: region.id, level: 3, callCenterTenant: 'T-ANJU-CC', hasCallCenter: true });
  const elsewhere = await buildCompany(db);
  houseId = await houseOf(project.id, '101');
  foreignHouseId = await houseOf(elsewhere.id, '202');
  const user = await buildUser(db, { companyId: centre.id, role: 'emp', name: '赵敏' });
  agentId = user.id;
  agent = await tokenFor(t, user);
  const otherCentre = await buildCompany(db, { callCenterTenant: 'T-OTHER', hasCallCenter: true });
  otherAgent = await tokenFor(t, await buildUser(db, { companyId: otherCentre.id, role: 'emp' }));
  plain = await tokenFor(t, await buildUser(db, { companyId: project.id, role: 'emp' }));
});
afterAll(() => t.close());

const post = <T>(headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.call<Body<T>>({ method: 'POST', url: '/api/call-center/work-orders', headers, payload });

describe('来电建单 POST /api/call-center/work-orders', () => {
  it('opens a 报修 order in the house’s company, 待派单, with its 受理登记 and the agent as who registered it', async () => {
    const res = await post(agent, { houseId, kind: 'repair', priority: 'urgent', content: '来电：厨房水管爆裂', reporter: '钱来电', phone: '13916880088' });
    expect(res.status).toBe(200);
    const answer = envelopeOf(CallOrder).parse(res.body).data!;
    expect(answer).toMatchObject({ houseName: '101 1号楼101', state: 'pending', stateName: '待派单' });
    expect(answer.number).toMatch(/^GD\d{8}\d{4}$/);
    const [order] = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.id, answer.id));
    expect(order).toMatchObject({ companyId: projectId, houseId, kind: 'repair', priority: 'urgent', state: 'pending', reporter: '钱来电', phone: '13916880088', createdBy: agentId, recordKey: 'case-accept', handlerId: null });
    const [record] = await t.database.db.select().from(schema.caseAccepts).where(eq(schema.caseAccepts.id, order!.recordId!));
    expect(record).toMatchObject({ companyId: projectId, caseNo: answer.number, houseId, customer: '钱来电', phone: '13916880088' });
    const events = await t.database.db.select().from(schema.workOrderEvents).where(eq(schema.workOrderEvents.orderId, answer.id));
    expect(events.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([['create', 'staff', agentId]]);
  });

  it('files a 投诉 under 投诉管理 of the house’s company, numbered on from the first', async () => {
    const res = await post(agent, { houseId, kind: 'complaint', content: '来电投诉：夜间施工噪音' });
    expect(res.status).toBe(200);
    const answer = envelopeOf(CallOrder).parse(res.body).data!;
    const [order] = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.id, answer.id));
    expect(order).toMatchObject({ companyId: projectId, recordKey: 'complaint', reporter: null });
    const complaints = await t.database.db.select().from(schema.complaints).where(and(eq(schema.complaints.companyId, projectId), eq(schema.complaints.id, order!.recordId!)));
    expect(complaints[0]).toMatchObject({ complaintNo: answer.number, complainant: '未留名' });
  });

  it('refuses a house the call centre does not serve, another call centre, and a person without one', async () => {
    const foreign = await post(agent, { houseId: foreignHouseId, kind: 'repair', content: '别家的房屋' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('未找到该房屋，或它不属于本呼叫中心服务的公司');
    expect((await post(otherAgent, { houseId, kind: 'repair', content: '不是本中心服务的公司' })).status).toBe(404);
    const refused = await post(plain, { houseId, kind: 'repair', content: '没有呼叫中心' });
    expect(refused.status).toBe(403);
    const orders = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.content, '别家的房屋'));
    expect(orders).toEqual([]);
  });

  it('says what is wrong with the form in Chinese, writing nothing', async () => {
    const empty = await post(agent, { houseId, kind: 'repair', content: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('请描述问题');
    const booked = await post(agent, { houseId, kind: 'repair', priority: 'appointment', content: '预约上门' });
    expect(booked.status).toBe(400);
    expect(booked.body.msg).toContain('预约工单请由物业服务中心登记');
    const patrol = await post(agent, { houseId, kind: 'patrol', content: '巡检' });
    expect(patrol.status).toBe(400);
    expect(patrol.body.msg).toContain('巡检和维保工单由计划生成');
    const orders = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.content, '预约上门'));
    expect(orders).toEqual([]);
  });
});
