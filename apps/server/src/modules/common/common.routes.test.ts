import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '@pm/domain';
import { commonEndpoints, followItems, houseTreeEndpoints, type Endpoint } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';

let t: TestApp;
let auth: { authorization: string };
let govAuth: { authorization: string };

interface World {
  companyId: number;
  childId: number;
  estateId: number;
  buildingId: number;
  unitId: number;
  houseId: number;
  ownerId: number;
  owner2Id: number;
  deptId: number;
}
let mine: World;
let theirs: World;

async function world(parentId?: number): Promise<World> {
  const db = t.database.db;
  const company = await buildCompany(db, parentId ? { parentId, level: 3 } : { level: 2, type: 'AB' });
  const child = await buildCompany(db, { parentId: company.id, level: 3, type: 'B' });
  const c = company.id;
  const [estate] = await db.insert(schema.estates).values({ companyId: c, code: `E${c}`, name: `花园${c}`, chargeArea: '1', developer: '测试置业', deliveredOn: '2020-01-01' }).returning();
  const [zone] = await db.insert(schema.zones).values({ companyId: c, estateId: estate!.id, code: `Z${c}`, name: '一期' }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId: c, estateId: estate!.id, zoneId: zone!.id, code: `B${c}`, name: '1栋', type: '4' }).returning();
  const [unit] = await db.insert(schema.units).values({ companyId: c, buildingId: building!.id, code: `U${c}`, name: '1单元' }).returning();
  const [house] = await db
    .insert(schema.houses)
    .values({ companyId: c, estateId: estate!.id, buildingId: building!.id, unitId: unit!.id, code: `H${c}-0101`, name: '1栋1单元0101', floor: 1, useState: '4', useType: '1', buildArea: 89.5, chargeStartDate: '2020-02-01' })
    .returning();
  const [owner] = await db.insert(schema.owners).values({ companyId: c, name: '王芳', type: '1', mobile: '13800000001' }).returning();
  const [owner2] = await db.insert(schema.owners).values({ companyId: c, name: '开发商甲', type: '3' }).returning();
  await db.insert(schema.houseOwnerEvents).values({ companyId: c, houseId: house!.id, ownerId: owner!.id, event: '1', share: '100.00', eventDate: '2020-02-01' });
  await db.insert(schema.residents).values({ companyId: c, houseId: house!.id, name: '王芳', relation: '1', mobile: '13800000001' });
  const [dept] = await db.insert(schema.departments).values({ companyId: c, code: 'D1', name: '客户服务部' }).returning();
  await db.insert(schema.receiptRules).values({ companyId: c, estateId: null, name: '通用', prefix: 'SJ', datePart: '3', serialLength: 5, resetCycle: '2' });
  await db.insert(schema.jobs).values({ companyId: c, name: '客服主管', duties: '<p>接待业主</p>' });
  return { companyId: c, childId: child.id, estateId: estate!.id, buildingId: building!.id, unitId: unit!.id, houseId: house!.id, ownerId: owner!.id, owner2Id: owner2!.id, deptId: dept!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  mine = await world();
  theirs = await world();
  const emp = await buildUser(t.database.db, { companyId: mine.companyId, role: 'emp', name: '李静' });
  await t.database.db.insert(schema.staffProfiles).values({ companyId: mine.companyId, userId: emp.id, name: '李静', username: emp.username, deptId: mine.deptId });
  auth = await tokenFor(t, emp);
  govAuth = await tokenFor(t, await buildUser(t.database.db, { companyId: mine.companyId, role: 'gov' }));
});
afterAll(() => t.close());

interface Case {
  endpoint: Endpoint;
  /** The input for the caller's own data. */
  input: (w: World) => Record<string, unknown>;
  /** An input that must answer 400, and the field it names. */
  bad?: { input: Record<string, unknown>; path: string };
  /** False when the call has no id of another company to refuse. */
  scoped?: boolean;
  /** Expected status of a success (200) or of the own-data call for calls that refuse every id. */
  status?: number;
}

const c = commonEndpoints;
const h = houseTreeEndpoints;
const cases: Case[] = [
  { endpoint: c.estates, input: () => ({}), scoped: false },
  { endpoint: c.companyName, input: (w) => ({ id: w.childId }), bad: { input: { id: 'x' }, path: 'id' } },
  { endpoint: c.company, input: (w) => ({ id: w.companyId }), bad: { input: { id: '0' }, path: 'id' } },
  { endpoint: c.companyV2, input: (w) => ({ id: w.companyId }), bad: { input: { id: '-1' }, path: 'id' } },
  { endpoint: c.companyLevel, input: () => ({}), scoped: false },
  { endpoint: c.units, input: () => ({}), scoped: false },
  { endpoint: c.hasBizMgCompany, input: () => ({}), scoped: false },
  { endpoint: c.oa, input: () => ({}), scoped: false },
  { endpoint: c.chargeStartDate, input: (w) => ({ id: w.houseId }), bad: { input: { id: 'abc' }, path: 'id' } },
  { endpoint: c.companyOwner, input: () => ({}), scoped: false },
  { endpoint: c.topSettle, input: (w) => ({ id: w.houseId }), bad: { input: { id: 'abc' }, path: 'id' } },
  { endpoint: c.estateZones, input: (w) => ({ id: w.estateId }), bad: { input: { id: 'abc' }, path: 'id' } },
  { endpoint: c.estateHouses, input: (w) => ({ a: w.estateId, b: w.buildingId }), bad: { input: { a: 'x', b: '0' }, path: 'a' } },
  { endpoint: c.estateDev, input: (w) => ({ id: w.estateId }), bad: { input: { id: 'x' }, path: 'id' } },
  { endpoint: c.receiptRule, input: (w) => ({ id: w.estateId }), bad: { input: { id: 'x' }, path: 'id' } },
  { endpoint: c.jobs, input: (w) => ({ a: w.companyId, b: 1 }), bad: { input: { a: '1', b: '7' }, path: 'b' } },
  { endpoint: c.depts, input: (w) => ({ id: w.companyId }), bad: { input: { id: 'x' }, path: 'id' } },
  { endpoint: c.deptAuth, input: (w) => ({ companyId: w.companyId }), bad: { input: { companyId: 'x' }, path: 'companyId' } },
  { endpoint: c.empOfDept, input: (w) => ({ deptId: w.deptId }), bad: { input: {}, path: 'deptId' } },
  { endpoint: c.emps, input: (w) => ({ companyId: w.companyId, q: '李' }), bad: { input: { q: 'x'.repeat(51) }, path: 'q' } },
  { endpoint: c.empAuthed, input: () => ({ menuId: 128 }), bad: { input: {}, path: 'menuId' }, scoped: false },
  { endpoint: c.resident, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: c.arrearsHouseSummary, input: (w) => ({ estateId: w.estateId }), bad: { input: { estateId: 'x' }, path: 'estateId' } },
  { endpoint: c.arrearsHouseDate, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: c.houseCharging, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: c.arrearsHouseDetail, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: c.inform, input: (w) => ({ companyId: w.companyId, menu: 170 }), bad: { input: { companyId: 1 }, path: 'menu' } },
  { endpoint: c.informHouse, input: (w) => ({ companyId: w.companyId, menu: 170, houseId: w.houseId }), bad: { input: { companyId: 1, menu: 170 }, path: 'houseId' } },
  { endpoint: c.informAck, input: () => ({ id: 1 }), bad: { input: {}, path: 'id' }, scoped: false, status: 404 },
  { endpoint: c.exportInform, input: (w) => ({ companyId: w.companyId, menu: 170 }), bad: { input: { menu: 170 }, path: 'companyId' } },
  { endpoint: followItems, input: (w) => ({ houseId: w.houseId }), bad: { input: { size: 5000 }, path: 'size' } },
  { endpoint: h.async, input: (w) => ({ id: w.estateId, type: 'estate' }), bad: { input: { id: 1, type: 'planet' }, path: 'type' } },
  { endpoint: h.ownersMember, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: h.ownersOwn, input: (w) => ({ ownerId: w.ownerId }), bad: { input: {}, path: 'ownerId' } },
  { endpoint: h.ownersHistory, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: h.ledgerPri, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
  { endpoint: h.residential, input: (w) => ({ id: w.houseId }), bad: { input: {}, path: 'id' } },
  { endpoint: h.list, input: (w) => ({ estateId: w.estateId, page: 1, size: 10 }), bad: { input: { size: 5000 }, path: 'size' }, scoped: false },
  { endpoint: h.share, input: (w) => ({ houseId: w.houseId }), bad: { input: {}, path: 'houseId' } },
];

function request(e: Endpoint, input: Record<string, unknown>, headers?: Record<string, string>) {
  let url = e.path;
  const rest = { ...input };
  for (const m of e.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    const name = m[1] as string;
    url = url.replace(`:${name}`, encodeURIComponent(textOf(input[name])));
    delete rest[name];
  }
  if (e.method === 'GET') {
    const qs = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.call<{ code: number; msg: string; data: unknown; details?: { path: string }[] }>({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers });
  }
  return t.call<{ code: number; msg: string; data: unknown; details?: { path: string }[] }>({ method: e.method, url, payload: rest, headers });
}

describe.each(cases.map((k) => [`${k.endpoint.method} ${k.endpoint.path}`, k] as const))('%s', (_name, k) => {
  it('answers 401 without a session and 403 for gov', async () => {
    expect((await request(k.endpoint, k.input(mine))).status).toBe(401);
    expect((await request(k.endpoint, k.input(mine), govAuth)).status).toBe(403);
  });
  it(k.status === 404 ? 'refuses an id that does not exist' : 'answers by the contract', async () => {
    const res = await request(k.endpoint, k.input(mine), auth);
    expect(res.status, JSON.stringify(res.body)).toBe(k.status ?? 200);
    if (k.status === undefined && !k.endpoint.raw) (k.endpoint.output).parse(res.body.data);
  });
  if (k.bad) {
    const bad = k.bad;
    it('answers 400 naming the field', async () => {
      const res = await request(k.endpoint, bad.input, auth);
      expect(res.status).toBe(400);
      expect(res.body.details?.[0]?.path).toBe(bad.path);
    });
  }
  if (k.scoped !== false) {
    it("refuses another company's ids", async () => {
      const res = await request(k.endpoint, k.input(theirs), auth);
      expect(res.status).toBe(404);
    });
  }
});

describe('common data content', () => {
  it('lists own estates and the companies below, not others', async () => {
    const estates = await request(c.estates, {}, auth);
    expect((estates.body.data as { id: number }[]).map((e) => e.id)).toEqual([mine.estateId]);
    const units = (await request(c.units, {}, auth)).body.data as { id: number }[];
    expect(units.map((u) => u.id).sort()).toEqual([mine.companyId, mine.childId].sort());
    expect((await request(c.hasBizMgCompany, {}, auth)).body.data).toBe(true);
    const rule = (await request(c.receiptRule, { id: mine.estateId }, auth)).body.data as { prefix: string };
    expect(rule.prefix).toBe('SJ');
    const staff = (await request(c.empOfDept, { deptId: mine.deptId }, auth)).body.data as { name: string }[];
    expect(staff.map((s) => s.name)).toEqual(['李静']);
  });

  it('walks the house tree from estate to house', async () => {
    const estates = (await request(h.async, {}, auth)).body.data as { id: number; type: string }[];
    expect(estates).toEqual([expect.objectContaining({ id: mine.estateId, type: 'estate' })]);
    const buildings = (await request(h.async, { id: mine.estateId, type: 'estate' }, auth)).body.data as { id: number }[];
    const units = (await request(h.async, { id: buildings[0]?.id, type: 'building' }, auth)).body.data as { id: number; type: string }[];
    expect(units[0]?.type).toBe('unit');
    const houses = (await request(h.async, { id: units[0]?.id, type: 'unit' }, auth)).body.data as { id: number; leaf: boolean }[];
    expect(houses).toEqual([expect.objectContaining({ id: mine.houseId, leaf: true })]);
  });
});

describe('follow items', () => {
  it('lists open complaints of a house and leaves closed ones out', async () => {
    const base = { companyId: mine.companyId, houseId: mine.houseId, complainant: '王芳', channel: '1', category: '1', level: '1', status: '1', receivedAt: '2026-11-20 09:00:00+00' };
    await t.database.db.insert(schema.complaints).values([
      { ...base, complaintNo: 'TS-1', content: '楼道灯不亮' },
      { ...base, complaintNo: 'TS-2', content: '已处理的', closedAt: '2026-11-20 12:00:00+00' },
    ]);
    await t.database.db.insert(schema.complaints).values({ ...base, companyId: theirs.companyId, houseId: theirs.houseId, complaintNo: 'TS-3', content: '别家的' });
    const res = followItems.output.parse((await request(followItems, {}, auth)).body.data);
    expect(res.rows.map((r) => r.no)).toEqual(['TS-1']);
    expect(res.rows[0]?.houseName).toBe('1栋1单元0101');
  });
});

describe('house–owner history', () => {
  const event = (input: Record<string, unknown>) => request(h.ownersEvent, input, auth);

  it('keeps move-in, transfer and move-out rows and never overwrites them', async () => {
    const transfer = await event({ houseId: mine.houseId, event: '2', fromOwnerId: mine.ownerId, ownerId: mine.owner2Id, eventDate: '2024-05-01', remark: '买卖' });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const history = h.ownersEvent.output.parse(transfer.body.data);
    expect(history.map((r) => [r.ownerId, r.event])).toEqual([
      [mine.ownerId, '1'],
      [mine.ownerId, '3'],
      [mine.owner2Id, '2'],
    ]);
    const member = h.ownersMember.output.parse((await request(h.ownersMember, { houseId: mine.houseId }, auth)).body.data);
    expect(member.owners.map((o) => o.ownerId)).toEqual([mine.owner2Id]);
    const out = await event({ houseId: mine.houseId, event: '3', ownerId: mine.owner2Id, eventDate: '2025-01-01' });
    expect(out.status).toBe(200);
    expect(h.ownersEvent.output.parse(out.body.data)).toHaveLength(4);
    const again = await event({ houseId: mine.houseId, event: '3', ownerId: mine.owner2Id, eventDate: '2025-01-02' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(1);
  });

  it('refuses shares over 100 and bad dates, and other companies', async () => {
    await event({ houseId: mine.houseId, event: '1', ownerId: mine.ownerId, share: '60', eventDate: '2025-02-01' });
    const over = await event({ houseId: mine.houseId, event: '1', ownerId: mine.owner2Id, share: '50', eventDate: '2025-02-01' });
    expect(over.status).toBe(400);
    expect(over.body.details?.[0]?.path).toBe('share');
    const badDate = await event({ houseId: mine.houseId, event: '1', ownerId: mine.owner2Id, share: '40', eventDate: '2025/02/01' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.details?.[0]?.path).toBe('eventDate');
    expect((await event({ houseId: theirs.houseId, event: '1', ownerId: mine.owner2Id, eventDate: '2025-02-01' })).status).toBe(404);
    expect((await event({ houseId: mine.houseId, event: '1', ownerId: theirs.ownerId, eventDate: '2025-02-01' })).status).toBe(404);
    expect((await request(h.ownersEvent, { houseId: mine.houseId, event: '1', ownerId: mine.owner2Id, eventDate: '2025-02-01' })).status).toBe(401);
    expect((await request(h.ownersEvent, { houseId: mine.houseId, event: '1', ownerId: mine.owner2Id, eventDate: '2025-02-01' }, govAuth)).status).toBe(403);
  });
});
