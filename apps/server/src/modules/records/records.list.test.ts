import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RecordPage } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { areaRefs, areaSamples, type AreaRefs } from '../../../test/factories/record-areas';
import type { UserCalls } from '../../../test/user-calls';

// The list query is compiled once per shape (record type, sort, filters used) and carries its
// total; these tests hold it to the rows and totals a fresh query would give.

let t: TestApp;
let c: UserCalls;
let them: UserCalls;
let companyId: number;
let refs: AreaRefs;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const other = await buildCompany(t.database.db);
  companyId = company.id;
  const emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '周婷' });
  const theirs = await buildUser(t.database.db, { companyId: other.id, role: 'emp', name: '郑凯' });
  c = t.as(emp);
  them = t.as(theirs);
  refs = await areaRefs(t, emp);
});
afterAll(() => t.close());

let seq = 0;
async function houses(codes: string[]): Promise<{ estateId: number; buildingId: number; ids: number[] }> {
  seq += 1;
  const estate = await c.post<{ id: number }>('/api/records/estate', { code: `LE${seq}`, name: `清风苑${seq}期`, chargeArea: '1' });
  const estateId = estate.body.data.id;
  const building = await c.post<{ id: number }>('/api/records/building', { estateId, code: `LB${seq}`, name: `${seq}栋`, type: '4', floors: 6 });
  const buildingId = building.body.data.id;
  const ids: number[] = [];
  for (const code of codes) {
    const res = await c.post<{ id: number }>('/api/records/house', { estateId, buildingId, code, name: `${seq}栋${code}`, useState: '4', useType: '1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(res.body.data.id);
  }
  return { estateId, buildingId, ids };
}

const page = async (who: UserCalls, url: string) => {
  const res = await who.get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return RecordPage.parse(res.body.data);
};

describe('record list: codes in natural order', () => {
  it('sorts house codes as numbers read (2, 11, 101, 1001; 1-2 before 1-10), both ways, across pages', async () => {
    const { estateId } = await houses(['1001', '101', '11', '2', '1-10-101', '1-2-101', 'A-9', 'A-10']);
    const codes = async (order: 'asc' | 'desc') => {
      const url = (n: number) => `/api/records/house?estateId=${estateId}&sort=code&order=${order}&size=3&page=${n}`;
      const pages = await Promise.all([1, 2, 3].map((n) => page(c, url(n))));
      return pages.flatMap((p) => p.rows.map((r) => r.code));
    };
    const natural = ['1-2-101', '1-10-101', '2', '11', '101', '1001', 'A-9', 'A-10'];
    expect(await codes('asc')).toEqual(natural);
    expect(await codes('desc')).toEqual([...natural].reverse());
  });

  it('gives the house tree of a building in the same order', async () => {
    const { buildingId } = await houses(['T-1001', 'T-101', 'T-2']);
    const res = await c.post<{ code: string; type: string }[]>('/api/house-tree/async', { id: buildingId, type: 'building' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((h) => [h.type, h.code])).toEqual([['house', 'T-2'], ['house', 'T-101'], ['house', 'T-1001']]);
  });
});

describe('record list: totals', () => {
  it('answers the whole total on every page, and on a page past the end', async () => {
    const { estateId } = await houses(['P-05', 'P-01', 'P-04', 'P-02', 'P-03']);
    const url = (n: number) => `/api/records/house?estateId=${estateId}&sort=code&order=asc&size=2&page=${n}`;
    const first = await page(c, url(1));
    expect(first.total).toBe(5);
    expect(first.rows.map((r) => r.code)).toEqual(['P-01', 'P-02']);
    expect(Object.keys(first.rows[0] ?? {})).not.toContain('__total');
    const last = await page(c, url(3));
    expect(last).toMatchObject({ total: 5, page: 3, size: 2 });
    expect(last.rows.map((r) => r.code)).toEqual(['P-05']);
    const past = await page(c, url(9));
    expect(past).toMatchObject({ total: 5, page: 9, rows: [] });
    const none = await page(c, `/api/records/house?estateId=${estateId}&code=NOPE&page=1&size=2`);
    expect(none).toMatchObject({ total: 0, rows: [] });
  });

  it('counts a write this instance never saw (another instance, a SQL import) at once', async () => {
    const { estateId, buildingId } = await houses(['W-1', 'W-2']);
    const url = `/api/records/house?estateId=${estateId}&sort=code&order=asc&size=20&page=1`;
    expect((await page(c, url)).total).toBe(2);
    const [inserted] = await t.database.db
      .insert(schema.houses)
      .values({ companyId, estateId, buildingId, code: 'W-3', name: '外部写入', useState: '4', useType: '1' })
      .returning({ id: schema.houses.id });
    const grown = await page(c, url);
    expect(grown.total).toBe(3);
    expect(grown.rows.map((r) => r.code)).toEqual(['W-1', 'W-2', 'W-3']);
    await t.database.db.update(schema.houses).set({ deletedAt: new Date() }).where(eq(schema.houses.id, inserted!.id));
    const shrunk = await page(c, url);
    expect(shrunk.total).toBe(2);
    expect(shrunk.rows.map((r) => r.code)).toEqual(['W-1', 'W-2']);
  });

  it("keeps each company to its own rows when both use the same list", async () => {
    const { estateId } = await houses(['C-1', 'C-2']);
    const url = `/api/records/house?estateId=${estateId}&sort=code&order=asc&size=20&page=1`;
    expect((await page(c, url)).total).toBe(2);
    expect(await page(them, url)).toMatchObject({ total: 0, rows: [] });
    const all = await page(them, '/api/records/house?sort=code&order=asc&size=50&page=1');
    expect(all.rows.map((r) => r.estateId)).not.toContain(estateId);
  });
});

describe('record list: many shapes', () => {
  it('answers the same once the shapes outnumber the prepared ones', async () => {
    const { estateId } = await houses(['S-1', 'S-2', 'S-3']);
    const optional = [['code', 'S-'], ['name', '栋'], ['useState', '4'], ['useType', '1']] as const;
    let shapes = 0;
    for (let mask = 0; mask < 1 << optional.length; mask++) {
      const filters = optional.filter((_, i) => mask & (1 << i)).map(([k, v]) => `&${k}=${encodeURIComponent(v)}`).join('');
      for (const sort of ['code', 'name']) {
        for (const order of ['asc', 'desc']) {
          const res = await page(c, `/api/records/house?estateId=${estateId}${filters}&sort=${sort}&order=${order}&size=2&page=2`);
          expect(res.total).toBe(3);
          expect(res.rows.map((r) => r.code)).toEqual([order === 'asc' ? 'S-3' : 'S-1']);
          shapes++;
        }
      }
    }
    expect(shapes).toBe(64);
  });
});

describe('record list: filters bound as values', () => {
  it('matches % and _ in a contains filter literally', async () => {
    const { estateId } = await houses(['A%1', 'A_1', 'AB1']);
    const codes = async (q: string) =>
      (await page(c, `/api/records/house?estateId=${estateId}&code=${encodeURIComponent(q)}&sort=code&order=asc`)).rows.map((r) => r.code);
    expect(await codes('%')).toEqual(['A%1']);
    expect(await codes('_')).toEqual(['A_1']);
    expect((await codes('a')).sort()).toEqual(['A%1', 'AB1', 'A_1']);
  });

  it('filters a date-time field by day range, the To day included', async () => {
    const sample = areaSamples(refs).complaint!.body;
    for (const [no, at] of [
      ['LT-1', '2026-10-31 23:59'],
      ['LT-2', '2026-11-01 00:00'],
      ['LT-3', '2026-11-02 23:30'],
      ['LT-4', '2026-11-03 00:01'],
    ] as const) {
      const res = await c.post('/api/records/complaint', { ...sample, complaintNo: no, receivedAt: at });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const nos = async (query: string) =>
      (await page(c, `/api/records/complaint?complaintNo=LT-&sort=complaintNo&order=asc&${query}`)).rows.map((r) => r.complaintNo);
    expect(await nos('receivedAtFrom=2026-11-01&receivedAtTo=2026-11-02')).toEqual(['LT-2', 'LT-3']);
    expect(await nos('receivedAtFrom=2026-11-03')).toEqual(['LT-4']);
    expect(await nos('receivedAtTo=2026-10-31')).toEqual(['LT-1']);
    const bad = await c.get('/api/records/complaint?receivedAtFrom=2026-1-1');
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('receivedAtFrom');
  });

  it('filters a yes/no field', async () => {
    for (const [title, published] of [
      ['LP-公告甲', true],
      ['LP-公告乙', false],
    ] as const) {
      const res = await c.post('/api/records/website-content', { title, category: '1', body: '<p>正文</p>', published });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const titles = async (flag: string) =>
      (await page(c, `/api/records/website-content?title=LP-&published=${flag}&sort=title&order=asc`)).rows.map((r) => r.title);
    expect(await titles('true')).toEqual(['LP-公告甲']);
    expect(await titles('false')).toEqual(['LP-公告乙']);
  });

  it('lists a view with its own scope (companies below the caller) with the right total', async () => {
    const res = await page(c, '/api/records/company?size=1&page=1');
    expect(res.total).toBe(1);
    expect(res.rows.map((r) => r.id)).toEqual([companyId]);
  });
});

describe('record list: labels', () => {
  it("labels a reference to the record's own type with the referenced row's name", async () => {
    const group = await buildCompany(t.database.db, { level: 1, name: '标签集团' });
    const branch = await buildCompany(t.database.db, { parentId: group.id, name: '标签分公司' });
    const boss = t.as(await buildUser(t.database.db, { companyId: group.id, role: 'emp' }));
    const res = await page(boss, '/api/records/company?sort=level&order=asc&size=10&page=1');
    expect(res.total).toBe(2);
    const row = res.rows.find((r) => r.id === branch.id);
    expect(row).toMatchObject({ parentId: group.id, labels: { parentId: '标签集团' } });
    expect(res.rows.find((r) => r.id === group.id)?.labels).not.toHaveProperty('parentId');
  });

  it('labels the estate, building and unit of each house on the page', async () => {
    const { estateId } = await houses(['L-1']);
    const [row] = (await page(c, `/api/records/house?estateId=${estateId}`)).rows;
    expect(row?.labels).toMatchObject({ estateId: `清风苑${seq}期`, buildingId: `${seq}栋` });
  });
});

describe('record list: the estate total kept in house_counts', () => {
  const liveIn = async (estateId: number) => {
    const [row] = await t.database.db.select().from(schema.houseCounts).where(eq(schema.houseCounts.estateId, estateId));
    return row?.live ?? 0;
  };
  const total = async (estateId: number) => (await page(c, `/api/records/house?estateId=${estateId}&sort=code&order=asc&size=20&page=1`)).total;

  it('follows creates, soft deletes, moves between estates, plain SQL and restores', async () => {
    const a = await houses(['K-1', 'K-2', 'K-3']);
    const b = await houses(['K-9']);
    expect([await liveIn(a.estateId), await total(a.estateId)]).toEqual([3, 3]);

    // A field edit moves no count; a move to another estate moves one.
    const [first, second, third] = a.ids as [number, number, number];
    await t.database.db.update(schema.houses).set({ name: '改名' }).where(eq(schema.houses.id, first));
    await t.database.db.update(schema.houses).set({ estateId: b.estateId, buildingId: b.buildingId }).where(eq(schema.houses.id, second));
    expect([await total(a.estateId), await total(b.estateId)]).toEqual([2, 2]);

    // The engine's delete (soft, when referenced, or hard) and a soft delete by SQL both leave the count.
    const del = await c.del(`/api/records/house/${third}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await total(a.estateId)).toBe(1);
    await t.database.db.update(schema.houses).set({ deletedAt: new Date() }).where(eq(schema.houses.id, first));
    expect([await liveIn(a.estateId), await total(a.estateId)]).toEqual([0, 0]);
    // Restored by SQL: counted again.
    await t.database.db.update(schema.houses).set({ deletedAt: null }).where(eq(schema.houses.id, first));
    expect(await total(a.estateId)).toBe(1);
  });

  it('matches a real count after a rolled-back write', async () => {
    const a = await houses(['R-1']);
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(schema.houses).values({ companyId, estateId: a.estateId, buildingId: a.buildingId, code: 'R-2', name: '回滚', useState: '4', useType: '1' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect([await liveIn(a.estateId), await total(a.estateId)]).toEqual([1, 1]);
  });

  it('is what the estate-only list answers (other filters still count rows)', async () => {
    const a = await houses(['Q-1', 'Q-2']);
    // Knock the kept count off on purpose: the estate-only total shows it, a filtered one counts.
    await t.database.db.update(schema.houseCounts).set({ live: 7 }).where(eq(schema.houseCounts.estateId, a.estateId));
    expect(await total(a.estateId)).toBe(7);
    expect((await page(c, `/api/records/house?estateId=${a.estateId}&code=Q&page=1&size=20`)).total).toBe(2);
    await t.database.db.update(schema.houseCounts).set({ live: 2 }).where(eq(schema.houseCounts.estateId, a.estateId));
  });
});
