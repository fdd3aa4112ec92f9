import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { ImportResult } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import type { Envelope } from '../../../test/user-calls';
import { multipartFile, xlsxOf } from '../../../test/factories/records';

let t: TestApp;
let emp: TestUser;
let auth: { authorization: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  companyId = company.id;
  emp = await buildUser(t.database.db, { companyId, role: 'emp' });
  auth = await t.as(emp).headers();
});
afterAll(() => t.close());

function upload(key: string, file: Buffer) {
  const m = multipartFile('file', `${key}.xlsx`, file);
  return t.call<Envelope<ImportResult>>({
    method: 'POST',
    url: `/api/records/${key}/import`,
    payload: m.payload,
    headers: { ...m.headers, ...auth },
  });
}

/** Sends `n` requests at once and sorts the answers: the 200s and the rest. */
async function race<T>(n: number, request: (i: number) => Promise<{ status: number; body: Envelope<T> }>) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  return { won: answers.filter((a) => a.status === 200), lost: answers.filter((a) => a.status !== 200) };
}

const liveEstates = (where: ReturnType<typeof eq>) =>
  t.database.db
    .select()
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt), where));

describe('unique values hold under parallel writers', () => {
  it('saves an estate code once when 50 creates race for it; the 49 others answer 409 楼盘编号已存在', async () => {
    const { won, lost } = await race(50, (i) =>
      t.as(emp).post('/api/records/estate', { code: 'RACE-CODE', name: `抢号花园${i}`, chargeArea: '1' }),
    );
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const a of lost)
      expect([a.status, a.body.errorCode, a.body.msg]).toEqual([409, 'records.duplicate', '楼盘编号已存在']);
    expect(await liveEstates(eq(schema.estates.code, 'RACE-CODE'))).toHaveLength(1);
  });

  it('saves an estate name once when 50 creates race for it (楼盘名称已存在)', async () => {
    const { won, lost } = await race(50, (i) =>
      t.as(emp).post('/api/records/estate', { code: `RACE-N${i}`, name: '抢名花园', chargeArea: '1' }),
    );
    expect(won).toHaveLength(1);
    for (const a of lost)
      expect([a.status, a.body.errorCode, a.body.msg]).toEqual([409, 'records.duplicate', '楼盘名称已存在']);
    expect(await liveEstates(eq(schema.estates.name, '抢名花园'))).toHaveLength(1);
  });

  it('saves a zone code once when 50 creates race for it (区域编号已存在)', async () => {
    const estate = await t.as(emp).post<{ id: number }>('/api/records/estate', {
      code: 'RACE-Z',
      name: '区域花园',
      chargeArea: '1',
    });
    const { won, lost } = await race(50, (i) =>
      t.as(emp).post('/api/records/zone', { estateId: estate.body.data.id, code: 'RACE-ZONE', name: `${i}区` }),
    );
    expect(won).toHaveLength(1);
    for (const a of lost)
      expect([a.status, a.body.errorCode, a.body.msg]).toEqual([409, 'records.duplicate', '区域编号已存在']);
    const zones = await t.database.db
      .select()
      .from(schema.zones)
      .where(and(eq(schema.zones.companyId, companyId), eq(schema.zones.code, 'RACE-ZONE')));
    expect(zones).toHaveLength(1);
  });

  it('refuses an update to a code another record holds with 409 楼盘编号已存在', async () => {
    const a = await t.as(emp).post<{ id: number; version: number }>('/api/records/estate', {
      code: 'UPD-A',
      name: '改号甲',
      chargeArea: '1',
    });
    await t.as(emp).post('/api/records/estate', { code: 'UPD-B', name: '改号乙', chargeArea: '1' });
    const res = await t.as(emp).put(`/api/records/estate/${a.body.data.id}`, { version: a.body.data.version, code: 'UPD-B' });
    expect([res.status, res.body.errorCode, res.body.msg]).toEqual([409, 'records.duplicate', '楼盘编号已存在']);
  });

  it('lets a code of a soft-deleted estate be used again (the index covers live rows only)', async () => {
    const old = await t.as(emp).post<{ id: number }>('/api/records/estate', { code: 'REUSE-1', name: '旧花园', chargeArea: '1' });
    await t.as(emp).post('/api/records/zone', { estateId: old.body.data.id, code: 'REUSE-Z', name: '旧区' });
    const removed = await t.call<Envelope<{ mode: string }>>({
      method: 'DELETE',
      url: `/api/records/estate/${old.body.data.id}`,
      headers: auth,
    });
    expect(removed.body.data.mode).toBe('soft-deleted');
    expect((await t.as(emp).post('/api/records/estate', { code: 'REUSE-1', name: '旧花园', chargeArea: '1' })).status).toBe(200);
  });

  it('lets one of two imports racing to create the same code win; the other is refused whole', async () => {
    const file = (n: number) =>
      xlsxOf({
        S: [
          ['楼盘编号', '楼盘名称', '计费面积'],
          [`IMP-RACE-${n}`, `导入抢号${n}`, '1'],
          ['IMP-RACE', `导入抢号共${n}`, '1'],
        ],
      });
    const [one, two] = await Promise.all([upload('estate', await file(1)), upload('estate', await file(2))]);
    const answers = [one, two];
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.body.msg).toBe('导入失败！');
    expect(lost[0]?.body.details?.[0]?.message).toMatch(/^工作表“S”第3行：楼盘编号“IMP-RACE”已存在$/);
    expect(await liveEstates(eq(schema.estates.code, 'IMP-RACE'))).toHaveLength(1);
    const loser = won[0] === one ? 2 : 1;
    expect(await liveEstates(eq(schema.estates.code, `IMP-RACE-${loser}`))).toHaveLength(0);
  });
});

describe('updates carry the version they were based on', () => {
  async function newEstate(code: string) {
    const res = await t.as(emp).post<{ id: number; version: number }>('/api/records/estate', {
      code,
      name: `${code}花园`,
      chargeArea: '1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.version).toBe(1);
    return res.body.data.id;
  }

  it('answers the version in every row and bumps it on each update', async () => {
    const id = await newEstate('VER-1');
    const first = await t.as(emp).put<{ version: number }>(`/api/records/estate/${id}`, { version: 1, address: '一号' });
    expect(first.body.data.version).toBe(2);
    expect((await t.as(emp).get<{ version: number }>(`/api/records/estate/${id}`)).body.data.version).toBe(2);
    const list = await t.as(emp).get<{ rows: { id: number; version: number }[] }>('/api/records/estate?code=VER-1&size=50');
    expect(list.body.data.rows.find((r) => r.id === id)?.version).toBe(2);
  });

  it('refuses an update based on an old version with 409 and writes nothing', async () => {
    const id = await newEstate('VER-2');
    expect((await t.as(emp).put(`/api/records/estate/${id}`, { version: 1, address: '先到的' })).status).toBe(200);
    const stale = await t.as(emp).put(`/api/records/estate/${id}`, { version: 1, address: '后到的' });
    expect([stale.status, stale.body.code, stale.body.errorCode, stale.body.msg]).toEqual([
      409,
      1,
      'records.stale_version',
      '该记录已被他人修改，请重新加载后再保存',
    ]);
    expect((await t.as(emp).get<{ address: string; version: number }>(`/api/records/estate/${id}`)).body.data).toMatchObject({
      address: '先到的',
      version: 2,
    });
  });

  it('answers 400 naming the version when an update does not send it', async () => {
    const id = await newEstate('VER-3');
    for (const version of [undefined, 'abc', 0]) {
      const res = await t.as(emp).put(`/api/records/estate/${id}`, {
        address: '没版本',
        ...(version === undefined ? {} : { version }),
      });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('缺少记录版本，请重新加载后再保存');
      expect(res.body.details?.[0]?.path).toBe('version');
    }
  });

  it('lets exactly one of 20 parallel updates from the same version through', async () => {
    const id = await newEstate('VER-4');
    const { won, lost } = await race(20, (i) => t.as(emp).put(`/api/records/estate/${id}`, { version: 1, address: `并发${i}` }));
    expect(won).toHaveLength(1);
    for (const a of lost) expect([a.status, a.body.errorCode]).toEqual([409, 'records.stale_version']);
    const row = (await t.as(emp).get<{ address: string; version: number }>(`/api/records/estate/${id}`)).body.data;
    expect(row.version).toBe(2);
    expect(row.address).toBe((won[0]?.body.data as { address: string }).address);
  });

  it('bumps the version for writers outside the engine too (plain SQL)', async () => {
    const id = await newEstate('VER-5');
    await t.database.db.update(schema.estates).set({ phone: '021-1' }).where(eq(schema.estates.id, id));
    const stale = await t.as(emp).put(`/api/records/estate/${id}`, { version: 1, address: '以为没人改' });
    expect(stale.status).toBe(409);
    expect((await t.as(emp).get<{ version: number }>(`/api/records/estate/${id}`)).body.data.version).toBe(2);
  });
});
