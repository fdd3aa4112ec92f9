import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFind, searchPanel } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { phoneDigits } from './search.service';

let t: TestApp;
let emp: TestUser;
let gov: TestUser;

interface World {
  companyId: number;
  estateId: number;
  houseId: number;
  otherHouseId: number;
  ownerId: number;
}
let mine: World;
let theirs: World;

/** One company with a house held by 王芳 (mobile …5678), a second house, a resident, a car and service records. */
async function world(tag: string): Promise<World> {
  const db = t.database.db;
  const company = await buildCompany(db, { level: 2, type: 'AB' });
  const c = company.id;
  const [estate] = await db.insert(schema.estates).values({ companyId: c, code: `E${c}`, name: `${tag}花园`, chargeArea: '1' }).returning();
  const [building] = await db.insert(schema.buildings).values({ companyId: c, estateId: estate!.id, code: `B${c}`, name: '1栋', type: '4' }).returning();
  const house = async (code: string, name: string) =>
    (await db.insert(schema.houses).values({ companyId: c, estateId: estate!.id, buildingId: building!.id, code, name, useState: '4', useType: '1' }).returning())[0]!;
  const h1 = await house(`Q${tag}-101`, '1栋101');
  const h2 = await house(`Q${tag}-1001`, '1栋1001');
  const sold = await house(`Q${tag}-102`, '1栋102');
  const [owner] = await db.insert(schema.owners).values({ companyId: c, name: `${tag}王芳`, type: '1', mobile: '13900005678' }).returning();
  await db.insert(schema.houseOwnerEvents).values([
    { companyId: c, houseId: h1.id, ownerId: owner!.id, event: '1', share: '100.00', eventDate: '2020-02-01' },
    // Sold on: 入伙 then 迁出, so the owner no longer holds it.
    { companyId: c, houseId: sold.id, ownerId: owner!.id, event: '1', share: '100.00', eventDate: '2020-02-01' },
    { companyId: c, houseId: sold.id, ownerId: owner!.id, event: '3', share: null, eventDate: '2022-02-01' },
  ]);
  await db.insert(schema.residents).values({ companyId: c, houseId: h2.id, name: `${tag}李强`, relation: '1', mobile: '13711112222' });
  await db.insert(schema.vehicles).values({ companyId: c, plateNo: `沪A${tag}88`, model: '1', houseId: h1.id, mobile: '13900005678' });
  await db.insert(schema.complaints).values({
    companyId: c, complaintNo: `TS-${c}`, houseId: h1.id, complainant: `${tag}王芳`, channel: '1', category: '2', content: '楼道灯不亮', level: '1', status: '1', receivedAt: '2026-03-01 10:00',
  });
  await db.insert(schema.securityEvents).values({
    companyId: c, title: `${tag}高空抛物`, eventType: '6', level: '2', occurredAt: '2026-03-02 10:00', location: '5栋南侧', description: '塑料袋', status: '1',
  });
  await db.insert(schema.visitors).values({ companyId: c, visitorName: `${tag}访客`, phone: '13600000000', houseId: h1.id, arrivedAt: '2026-03-03 10:00' });
  return { companyId: c, estateId: estate!.id, houseId: h1.id, otherHouseId: h2.id, ownerId: owner!.id };
}

const find = (q: string, who: TestUser | null = emp) => {
  const url = `${searchFind.path}?q=${encodeURIComponent(q)}`;
  return who ? t.as(who).get(url) : t.call<{ code: number; msg: string; data?: unknown }>({ method: 'GET', url });
};
const panel = (name: string, query: string, who: TestUser = emp) => t.as(who).get(`/api/search/panel/${name}?${query}`);
const groupsOf = (data: unknown) => searchFind.output.parse(data).groups;

beforeAll(async () => {
  t = await createTestApp();
  mine = await world('甲');
  theirs = await world('乙');
  emp = await buildUser(t.database.db, { companyId: mine.companyId, role: 'emp' });
  gov = await buildUser(t.database.db, { companyId: mine.companyId, role: 'gov' });
});
afterAll(() => t.close());

describe('phoneDigits', () => {
  it.each([
    ['5678', '5678'],
    ['139 0000-5678', '13900005678'],
    ['56', null],
    ['Q甲', null],
    ['12a4', null],
  ])('%s → %s', (q, digits) => expect(phoneDigits(q)).toBe(digits));
});

describe('GET /api/search', () => {
  it('401 without a session, 403 for a role without it, 400 naming q when empty or too long', async () => {
    expect((await find('5678', null)).status).toBe(401);
    expect((await find('5678', gov)).status).toBe(403);
    const empty = await find('   ');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('请输入查询内容');
    expect((await find('x'.repeat(41))).status).toBe(400);
  });

  it("finds a house by the last digits of its owner's mobile, only in the caller's company", async () => {
    const res = await find('5678');
    expect(res.status).toBe(200);
    const groups = groupsOf(res.body.data);
    const owners = groups.find((g) => g.kind === 'owner')?.hits ?? [];
    expect(owners.map((o) => o.id)).toEqual([mine.ownerId]);
    // The house held now, not the one moved out of.
    expect(owners[0]?.houses.map((h) => h.id)).toEqual([mine.houseId]);
    expect(owners[0]?.phone).toBe('13900005678');
    expect(JSON.stringify(groups)).not.toContain('乙');
  });

  it('a phone prefix matches too; digits in the middle do not', async () => {
    expect(groupsOf((await find('1390000')).body.data).find((g) => g.kind === 'owner')?.hits).toHaveLength(1);
    expect(groupsOf((await find('000056')).body.data).find((g) => g.kind === 'owner')).toBeUndefined();
  });

  it('finds houses by code prefix and name prefix, residents by name with their house, cars by part of the plate', async () => {
    const houses = groupsOf((await find('Q甲-10')).body.data).find((g) => g.kind === 'house')?.hits ?? [];
    expect(houses.map((h) => h.label)).toEqual(['Q甲-101 1栋101', 'Q甲-102 1栋102', 'Q甲-1001 1栋1001']);
    const residents = groupsOf((await find('甲李')).body.data).find((g) => g.kind === 'resident')?.hits ?? [];
    expect(residents[0]?.houses.map((h) => h.id)).toEqual([mine.otherHouseId]);
    const cars = groupsOf((await find('a甲8')).body.data).find((g) => g.kind === 'vehicle')?.hits ?? [];
    expect(cars.map((c) => c.label)).toEqual(['沪A甲88']);
    expect(cars[0]?.houses.map((h) => h.id)).toEqual([mine.houseId]);
  });

  it("never answers another company's houses or people", async () => {
    for (const q of ['Q乙', '乙王', '乙李', '乙8', `E${theirs.companyId}`]) {
      const groups = groupsOf((await find(q)).body.data);
      expect(groups, q).toEqual([]);
    }
  });

  it('a LIKE wildcard in the text is matched literally', async () => {
    expect(groupsOf((await find('%')).body.data)).toEqual([]);
    expect(groupsOf((await find('Q_')).body.data)).toEqual([]);
  });
});

describe('GET /api/search/panel/:panel', () => {
  it('401, 403, 400 on an unknown panel', async () => {
    expect((await t.call({ method: 'GET', url: `/api/search/panel/complaint?houseId=${mine.houseId}` })).status).toBe(401);
    expect((await panel('complaint', `houseId=${mine.houseId}`, gov)).status).toBe(403);
    expect((await panel('nothing', `houseId=${mine.houseId}`)).status).toBe(400);
  });

  it("a house's complaints; the estate's; another company's house or estate is not found", async () => {
    const own = searchPanel.output.parse((await panel('complaint', `houseId=${mine.houseId}`)).body.data);
    expect(own.rows.map((r) => [r.no, r.houseName, r.who])).toEqual([[`TS-${mine.companyId}`, '1栋101', '甲王芳']]);
    expect(searchPanel.output.parse((await panel('complaint', `houseId=${mine.otherHouseId}`)).body.data).total).toBe(0);
    expect(searchPanel.output.parse((await panel('complaint', `estateId=${mine.estateId}`)).body.data).total).toBe(1);
    expect((await panel('complaint', `houseId=${theirs.houseId}`)).status).toBe(404);
    expect((await panel('safety', `estateId=${theirs.estateId}`)).status).toBe(404);
  });

  it("safety: the company's events and the house's visitors, newest first", async () => {
    const res = searchPanel.output.parse((await panel('safety', `houseId=${mine.houseId}`)).body.data);
    expect(res.rows.map((r) => [r.record, r.no])).toEqual([
      ['visitor', '甲访客'],
      ['security-event', '甲高空抛物'],
    ]);
    const none = searchPanel.output.parse((await panel('safety', `houseId=${mine.otherHouseId}`)).body.data);
    expect(none.rows.map((r) => r.record)).toEqual(['security-event']);
  });

  it('repair: the work orders of a house', async () => {
    const res = searchPanel.output.parse((await panel('repair', `houseId=${mine.houseId}`)).body.data);
    expect(res).toEqual({ total: 0, rows: [] });
  });
});
