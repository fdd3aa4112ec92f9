import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseTreeEndpoints as h } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { tokenFor } from '../../../test/factories/session';

// The lazy house tree: each level opens only nodes of the caller's company.

let t: TestApp;
let auth: { authorization: string };

interface Tree {
  companyId: number;
  estate: number;
  zone: number;
  building: number;
  unit: number;
}
let mine: Tree;
let theirs: Tree;

async function tree(): Promise<Tree> {
  const db = t.database.db;
  const c = (await buildCompany(db)).id;
  const [estate] = await db
    .insert(schema.estates)
    .values({ companyId: c, code: `E${c}`, name: `花园${c}`, chargeArea: '1' })
    .returning();
  const [zone] = await db
    .insert(schema.zones)
    .values({ companyId: c, estateId: estate!.id, code: `Z${c}`, name: '一期' })
    .returning();
  const [building] = await db
    .insert(schema.buildings)
    .values({ companyId: c, estateId: estate!.id, zoneId: zone!.id, code: `B${c}`, name: '1栋', type: '4' })
    .returning();
  const [unit] = await db
    .insert(schema.units)
    .values({ companyId: c, buildingId: building!.id, code: `U${c}`, name: '1单元' })
    .returning();
  return { companyId: c, estate: estate!.id, zone: zone!.id, building: building!.id, unit: unit!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  mine = await tree();
  theirs = await tree();
  auth = await tokenFor(t, await buildUser(t.database.db, { companyId: mine.companyId, role: 'emp' }));
});
afterAll(() => t.close());

type Body = { code: number; msg: string; errorCode?: string; data: unknown };
type NodeType = Exclude<keyof Tree, 'companyId'>;
const open = (id: number, type: NodeType) =>
  t.call<Body>({ method: h.async.method, url: h.async.path, payload: { id, type }, headers: auth });

describe('POST /api/house-tree/async', () => {
  it('opens a zone of the own company into its buildings', async () => {
    const res = await open(mine.zone, 'zone');
    expect(res.status).toBe(200);
    expect(h.async.output.parse(res.body.data)).toEqual([
      expect.objectContaining({ id: mine.building, type: 'building' }),
    ]);
  });

  it.each(['estate', 'zone', 'building', 'unit'] as const)(
    "refuses to open another company's %s with 404",
    async (type) => {
      const res = await open(theirs[type], type);
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('house_tree.not_found');
      expect(res.body.msg).toMatch(/^.+不存在或无权访问$/);
    },
  );

  it('answers a missing zone as it answers a missing building', async () => {
    const zone = await open(999_999_999, 'zone');
    const building = await open(999_999_999, 'building');
    expect([zone.status, zone.body.errorCode]).toEqual([building.status, building.body.errorCode]);
  });
});

describe('POST /api/house-tree/list', () => {
  it('pages the company’s live houses by code in natural order (20, 101, 1001), with their estate, building and unit names', async () => {
    const db = t.database.db;
    const house = (code: string, extra: Partial<typeof schema.houses.$inferInsert> = {}) => ({
      companyId: mine.companyId,
      estateId: mine.estate,
      buildingId: mine.building,
      code,
      name: `房${code}`,
      useState: '4',
      useType: '1',
      ...extra,
    });
    const ids = (
      await db
        .insert(schema.houses)
        .values([
          house('1001'),
          house('101', { unitId: mine.unit, buildArea: 88.5 }),
          house('20'),
          house('99', { deletedAt: new Date() }),
        ])
        .returning({ id: schema.houses.id })
    ).map((r) => r.id);
    await db
      .insert(schema.houses)
      .values({ ...house('5'), companyId: theirs.companyId, estateId: theirs.estate, buildingId: theirs.building });
    const list = async (payload: object) =>
      h.list.output.parse(
        (await t.call<Body>({ method: h.list.method, url: h.list.path, payload, headers: auth })).body.data,
      );
    const [first, second] = [await list({ page: 1, size: 2 }), await list({ page: 2, size: 2 })];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(first.rows[1]).toEqual({
      id: ids[1],
      code: '101',
      name: '房101',
      estateName: `花园${mine.companyId}`,
      buildingName: '1栋',
      unitName: '1单元',
      floor: null,
      useState: '4',
      useType: '1',
      buildArea: '88.50',
    });
    expect((await list({ keyword: '00' })).rows.map((r) => r.code)).toEqual(['1001']);
  });
});
