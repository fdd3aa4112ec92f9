import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardEndpoints as e, type Endpoint } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { billLineUsing, buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging-setup';

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db);
  other = await buildChargingWorld(t.database.db);
});
afterAll(() => t.close());

let seq = 0;
const standard = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return { estateId: w.estateId, itemId: w.itemId, code: `WY-${seq}`, name: `物业费标准${seq}`, priceMethod: '1', basis: 'area', unitPrice: '2.30', validFrom: '2024-01-01', ...extra };
};
const as = () => t.as(w.reader);
const detail = (data: unknown) => e.createStandard.output.parse(data);

describe('every standards and bindings endpoint', () => {
  const urls: [Endpoint, string][] = [
    [e.listStandards, '/api/charging/standards/list'],
    [e.getStandard, '/api/charging/standards/1'],
    [e.createStandard, '/api/charging/standards'],
    [e.updateStandard, '/api/charging/standards/1'],
    [e.newStandardVersion, '/api/charging/standards/1/version'],
    [e.deleteStandard, '/api/charging/standards/1'],
    [e.exportStandards, '/api/charging/standards/export'],
    [e.listBindings, '/api/charging/bindings/list'],
    [e.bulkBind, '/api/charging/bindings/bulk'],
    [e.endBinding, '/api/charging/bindings/1/end'],
    [e.exportBindings, '/api/charging/bindings/export'],
  ];
  it.each(urls.map(([endpoint, url]) => [`${endpoint.method} ${url}`, endpoint, url] as const))('%s answers 401 without a session', async (_name, endpoint, url) => {
    const res = await t.call({ method: endpoint.method, url, ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }) });
    expect(res.status).toBe(401);
  });
});

describe('收费标准', () => {
  it('creates version 1 with its tiers and answers by the contract', async () => {
    const res = await as().post('/api/charging/standards', standard({ priceMethod: '3', basis: 'usage', unitPrice: null, tiers: [{ fromQty: '0', toQty: '20', unitPrice: '3.50' }, { fromQty: '20', toQty: null, unitPrice: '4.55' }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = detail(res.body.data);
    expect(d).toMatchObject({ version: 1, priceMethod: '3', unitPrice: null, used: false, bindings: 0, itemName: '物业服务费' });
    expect(d.tiers.map((x) => [x.fromQty, x.toQty, x.unitPrice])).toEqual([['0.0000', '20.0000', '3.5000'], ['20.0000', null, '4.5500']]);
    const got = await as().get(`/api/charging/standards/${d.id}`);
    expect(e.getStandard.output.parse(got.body.data).versions).toHaveLength(1);
  });

  it.each([
    [{ unitPrice: null }, 'unitPrice', '请输入单价'],
    [{ priceMethod: '4', unitPrice: undefined }, 'unitPrice', '请输入单价'],
    [{ priceMethod: '2', unitPrice: null }, 'fixedAmount', '请输入固定金额'],
    [{ priceMethod: '3', tiers: [{ fromQty: '5', toQty: null, unitPrice: '1' }] }, 'tiers', '第1档必须从0开始'],
    [{ priceMethod: '3', tiers: [{ fromQty: '0', toQty: '10', unitPrice: '1' }, { fromQty: '12', toQty: null, unitPrice: '2' }] }, 'tiers', '第2档必须从第1档的上限开始'],
    [{ validTo: '2023-12-31' }, 'validTo', '截止日期不能早于生效日期'],
    [{ unitPrice: '2.30001' }, 'unitPrice', '单价最多4位小数'],
    [{ code: '' }, 'code', '请输入标准编号'],
  ])('refuses %j naming %s', async (extra, path, message) => {
    const res = await as().post('/api/charging/standards', standard(extra));
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({ path, message });
  });

  it('refuses another company’s estate or item, and a code already used', async () => {
    expect((await as().post('/api/charging/standards', standard({ estateId: other.estateId }))).status).toBe(404);
    expect((await as().post('/api/charging/standards', standard({ itemId: other.itemId }))).status).toBe(404);
    const first = standard();
    expect((await as().post('/api/charging/standards', first)).status).toBe(200);
    const again = await as().post('/api/charging/standards', { ...first, name: '另一个' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('标准编号已存在');
  });

  it('lists with filters and counts, never another company’s standards', async () => {
    const created = detail((await as().post('/api/charging/standards', standard({ name: '列表专用标准' }))).body.data);
    await as().post('/api/charging/bindings/bulk', { estateId: w.estateId, standardCode: created.code, houseIds: [w.houses[0]!.id] });
    // Another company's standard of the same code, bound to one of its houses: not counted here.
    const theirsStandard = { ...standard({ estateId: other.estateId, itemId: other.itemId }), code: created.code };
    expect((await t.as(other.reader).post('/api/charging/standards', theirsStandard)).status).toBe(200);
    const theirBinding = { estateId: other.estateId, standardCode: created.code, houseIds: [other.houses[0]!.id] };
    expect((await t.as(other.reader).post('/api/charging/bindings/bulk', theirBinding)).status).toBe(200);
    const res = await as().post('/api/charging/standards/list', { q: '列表专用', current: true, page: 1, size: 10 });
    const page = e.listStandards.output.parse(res.body.data);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ code: created.code, bindings: 1, used: false, estateName: expect.stringContaining('收费花园') as unknown });
    const theirs = await t.as(other.reader).post('/api/charging/standards/list', { q: '列表专用' });
    expect(e.listStandards.output.parse(theirs.body.data).total).toBe(0);
    expect((await t.as(other.reader).get(`/api/charging/standards/${created.id}`)).status).toBe(404);
    expect((await as().post('/api/charging/standards/list', { size: 5000 })).body.details?.[0]?.path).toBe('size');
  });

  it('edits an unused version, refuses a used one: 该收费标准已被计费使用，请新建版本', async () => {
    const s = standard();
    const created = detail((await as().post('/api/charging/standards', s)).body.data);
    const edited = await as().put(`/api/charging/standards/${created.id}`, { ...s, unitPrice: '2.50' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(detail(edited.body.data).unitPrice).toBe('2.5000');
    expect((await t.as(other.reader).put(`/api/charging/standards/${created.id}`, { ...s, estateId: other.estateId, itemId: other.itemId })).status).toBe(404);
    await billLineUsing(t.database.db, w, created.id);
    const refused = await as().put(`/api/charging/standards/${created.id}`, { ...s, unitPrice: '2.60' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'charging.standard_used', msg: '该收费标准已被计费使用，请新建版本' });
    expect(detail((await as().get(`/api/charging/standards/${created.id}`)).body.data)).toMatchObject({ unitPrice: '2.5000', used: true });
    expect((await as().del(`/api/charging/standards/${created.id}`)).status).toBe(409);
  });

  it('writes a new version that closes the previous one the day before', async () => {
    const s = standard();
    const v1 = detail((await as().post('/api/charging/standards', s)).body.data);
    await billLineUsing(t.database.db, w, v1.id);
    const { estateId: _e, itemId: _i, code: _c, ...body } = s;
    const early = await as().post(`/api/charging/standards/${v1.id}/version`, { ...body, validFrom: '2024-01-01' });
    expect(early.status).toBe(400);
    expect(early.body.details?.[0]?.path).toBe('validFrom');
    const res = await as().post(`/api/charging/standards/${v1.id}/version`, { ...body, unitPrice: '2.80', validFrom: '2025-01-01' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const v2 = detail(res.body.data);
    expect(v2).toMatchObject({ version: 2, code: s.code, unitPrice: '2.8000', validFrom: '2025-01-01', validTo: null, used: false });
    expect(v2.versions.map((v) => [v.version, v.validFrom, v.validTo])).toEqual([[1, '2024-01-01', '2024-12-31'], [2, '2025-01-01', null]]);
    expect((await t.as(other.reader).post(`/api/charging/standards/${v1.id}/version`, { ...body, validFrom: '2026-01-01' })).status).toBe(404);
    // Version 1 is no longer the newest: neither edited nor deleted.
    expect((await as().put(`/api/charging/standards/${v1.id}`, s)).status).toBe(409);
    // The unused newest version may go, and the previous one is open again.
    expect((await as().del(`/api/charging/standards/${v2.id}`)).status).toBe(200);
    expect(detail((await as().get(`/api/charging/standards/${v1.id}`)).body.data).validTo).toBeNull();
  });

  it('deletes only an unused, unbound standard', async () => {
    const bound = detail((await as().post('/api/charging/standards', standard())).body.data);
    await as().post('/api/charging/bindings/bulk', { estateId: w.estateId, standardCode: bound.code, houseIds: [w.houses[1]!.id] });
    const refused = await as().del(`/api/charging/standards/${bound.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('charging.standard_in_use');
    const free = detail((await as().post('/api/charging/standards', standard())).body.data);
    expect((await t.as(other.reader).del(`/api/charging/standards/${free.id}`)).status).toBe(404);
    expect((await as().del(`/api/charging/standards/${free.id}`)).status).toBe(200);
    expect((await as().get(`/api/charging/standards/${free.id}`)).status).toBe(404);
  });

  it('exports the list to Excel with the purpose, and asks for it', async () => {
    const headers = await as().headers();
    const res = await t.app.inject({ method: 'POST', url: '/api/charging/standards/export', payload: { usage: '核对', auditor: '王经理', auditDate: '2026.11.21' }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.length).toBeGreaterThan(100);
    const missing = await t.call<{ details: { path: string }[] }>({ method: 'POST', url: '/api/charging/standards/export', payload: { auditor: '王经理', auditDate: '2026.11.21' }, headers });
    expect(missing.status).toBe(400);
    expect(missing.body.details[0]?.path).toBe('usage');
  });
});
