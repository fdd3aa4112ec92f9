import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { commonEndpoints, standardEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging-setup';

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const code = (world: ChargingWorld, name: string) => `${name}-${world.companyId}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db);
  other = await buildChargingWorld(t.database.db);
  for (const world of [w, other]) {
    const as = t.as(world.reader);
    const base = { estateId: world.estateId, validFrom: '2024-01-01' };
    expect((await as.post('/api/charging/standards', { ...base, itemId: world.itemId, code: code(world, 'WY'), name: '住宅物业费', priceMethod: '1', basis: 'area', unitPrice: '2.30' })).status).toBe(200);
    expect((await as.post('/api/charging/standards', { ...base, itemId: world.waterItemId, code: code(world, 'SF'), name: '居民水费', priceMethod: '1', basis: 'usage', unitPrice: '3.5' })).status).toBe(200);
    expect((await as.post('/api/charging/standards', { ...base, itemId: world.itemId, code: code(world, 'CW'), name: '车位管理费', priceMethod: '2', basis: 'parking', fixedAmount: '120' })).status).toBe(200);
  }
});
afterAll(() => t.close());

const as = () => t.as(w.reader);
const bind = (body: Record<string, unknown>) => as().post('/api/charging/bindings/bulk', { estateId: w.estateId, ...body });
const result = (data: unknown) => e.bulkBind.output.parse(data);

describe('收费绑定', () => {
  it('binds a selection from each house’s charge start date, skipping a house without one', async () => {
    const res = await bind({ standardCode: code(w, 'WY'), buildingIds: [w.buildingIds[0], w.buildingIds[1]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = result(res.body.data);
    expect(r).toMatchObject({ created: 2, skipped: 1 });
    expect(r.skippedReasons).toEqual([{ houseCode: w.houses[2]!.code, reason: '未设置计费开始日期' }]);
    const page = e.listBindings.output.parse((await as().post('/api/charging/bindings/list', { estateId: w.estateId, itemId: w.itemId, targetType: 'house' })).body.data);
    expect(page.rows.map((b) => [b.houseCode, b.startDate, b.itemName, b.standardName]).sort()).toEqual([
      [w.houses[0]!.code, '2024-01-01', '物业服务费', '住宅物业费'],
      [w.houses[1]!.code, '2024-03-15', '物业服务费', '住宅物业费'],
    ]);
  });

  it('names a binding’s standard by its own company’s version, not another company’s of the same code', async () => {
    const theirs = { estateId: other.estateId, itemId: other.itemId, code: code(w, 'WY'), name: '别家物业费', priceMethod: '1', basis: 'area', unitPrice: '9', validFrom: '2024-01-01' };
    expect((await t.as(other.reader).post('/api/charging/standards', theirs)).status).toBe(200);
    const page = e.listBindings.output.parse((await as().post('/api/charging/bindings/list', { estateId: w.estateId, itemId: w.itemId, targetType: 'house' })).body.data);
    expect(new Set(page.rows.map((b) => b.standardName))).toEqual(new Set(['住宅物业费']));
  });

  it('skips houses already bound to the item: 已绑定该收费项目; a later start date wins', async () => {
    const r = result((await bind({ standardCode: code(w, 'WY'), startDate: '2024-02-01' })).body.data);
    expect(r.created).toBe(1);
    expect(r.skippedReasons).toEqual([
      { houseCode: w.houses[0]!.code, reason: '已绑定该收费项目' },
      { houseCode: w.houses[1]!.code, reason: '已绑定该收费项目' },
    ]);
    const rows = await t.database.db.select().from(schema.chargeBindings).where(eq(schema.chargeBindings.houseId, w.houses[2]!.id));
    expect(rows.map((b) => b.startDate)).toEqual(['2024-02-01']);
  });

  it('binds the houses’ parking spaces and meters, naming houses without one', async () => {
    const parking = result((await bind({ standardCode: code(w, 'CW'), targetType: 'parking', houseIds: [w.houses[0]!.id, w.houses[1]!.id] })).body.data);
    expect(parking).toMatchObject({ created: 1, skippedReasons: [{ houseCode: w.houses[1]!.code, reason: '没有车位' }] });
    const meters = result((await bind({ standardCode: code(w, 'SF'), targetType: 'meter', startDate: '2024-01-01' })).body.data);
    expect(meters.created).toBe(3);
    const list = e.listBindings.output.parse((await as().post('/api/charging/bindings/list', { estateId: w.estateId, targetType: 'parking' })).body.data);
    expect(list.rows[0]).toMatchObject({ targetId: w.parkingId, targetName: expect.stringMatching(/^P/) as unknown, standardName: '车位管理费' });
  });

  it('refuses another company’s estate, houses or standard, and bad input naming the field', async () => {
    expect((await bind({ standardCode: code(w, 'WY'), estateId: other.estateId })).status).toBe(404);
    expect((await bind({ standardCode: code(w, 'WY'), houseIds: [other.houses[0]!.id] })).status).toBe(404);
    expect((await bind({ standardCode: code(w, 'WY'), buildingIds: [other.buildingIds[0]] })).status).toBe(404);
    const foreign = await bind({ standardCode: code(other, 'WY') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details?.[0]?.path).toBe('standardCode');
    const bad = await bind({ standardCode: code(w, 'WY'), targetType: 'car' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]).toMatchObject({ path: 'targetType', message: '计费对象不正确' });
    expect((await as().post('/api/charging/bindings/list', { page: 0 })).body.details?.[0]?.path).toBe('page');
    const theirs = e.listBindings.output.parse((await t.as(other.reader).post('/api/charging/bindings/list', { estateId: w.estateId })).body.data);
    expect(theirs.total).toBe(0);
  });

  it('ends a binding not before its start, once', async () => {
    const [binding] = await t.database.db.select().from(schema.chargeBindings).where(and(eq(schema.chargeBindings.houseId, w.houses[1]!.id), eq(schema.chargeBindings.targetType, 'house')));
    const early = await as().post(`/api/charging/bindings/${binding!.id}/end`, { endDate: '2024-03-01' });
    expect(early.status).toBe(400);
    expect(early.body.details?.[0]?.path).toBe('endDate');
    expect((await t.as(other.reader).post(`/api/charging/bindings/${binding!.id}/end`, { endDate: '2024-12-31' })).status).toBe(404);
    const ended = await as().post(`/api/charging/bindings/${binding!.id}/end`, { endDate: '2024-12-31' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(e.endBinding.output.parse(ended.body.data)).toMatchObject({ endDate: '2024-12-31', houseCode: w.houses[1]!.code });
    expect((await as().post(`/api/charging/bindings/${binding!.id}/end`, { endDate: '2025-01-31' })).status).toBe(409);
    // Ended: the house may be bound to the item again.
    expect(result((await bind({ standardCode: code(w, 'WY'), houseIds: [w.houses[1]!.id], startDate: '2025-01-01' })).body.data).created).toBe(1);
  });

  it('exports the bindings to Excel', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/charging/bindings/export', payload: { estateId: w.estateId, usage: '核对', auditor: '王经理', auditDate: '2026.11.21' }, headers: await as().headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('two bulk binds of the same houses at once create each binding once', async () => {
    const world = await buildChargingWorld(t.database.db);
    const caller = t.as(world.reader);
    expect((await caller.post('/api/charging/standards', { estateId: world.estateId, itemId: world.itemId, code: code(world, 'WY'), name: '物业费', priceMethod: '1', basis: 'area', unitPrice: '2.30', validFrom: '2024-01-01' })).status).toBe(200);
    const body = { estateId: world.estateId, standardCode: code(world, 'WY'), startDate: '2024-01-01' };
    const answers = await Promise.all([caller.post('/api/charging/bindings/bulk', body), t.as(world.auditor).post('/api/charging/bindings/bulk', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const created = answers.map((a) => result(a.body.data).created);
    expect(created[0]! + created[1]!).toBe(3);
    const rows = await t.database.db.select().from(schema.chargeBindings).where(and(eq(schema.chargeBindings.estateId, world.estateId), isNull(schema.chargeBindings.endDate)));
    expect(rows).toHaveLength(3);
  });
});

describe('/api/common/house-charging', () => {
  it('answers the house’s bound items and standards', async () => {
    const res = await as().post('/api/common/house-charging', { houseId: w.houses[0]!.id });
    expect(res.status).toBe(200);
    const data = commonEndpoints.houseCharging.output.parse(res.body.data);
    expect(data.chargeStartDate).toBe('2024-01-01');
    const items = data.items.map((i) => [i.item, i.standardName, i.price, i.cycle, i.startDate, i.targetType]).sort();
    expect(items).toEqual([
      ['水费', '居民水费', '3.50元/单位用量', '每月', '2024-01-01', 'meter'],
      ['物业服务费', '住宅物业费', '2.30元/平方米', '每月', '2024-01-01', 'house'],
      ['物业服务费', '车位管理费', '120.00元', '每月', '2024-01-01', 'parking'],
    ]);
    expect((await t.as(other.reader).post('/api/common/house-charging', { houseId: w.houses[0]!.id })).status).toBe(404);
  });
});

describe('欠费设置: one per estate and item', () => {
  it('refuses a second setting of the same estate and item, and a second estate default', async () => {
    const post = (body: Record<string, unknown>) => as().post('/api/records/arrears-setting', { estateId: w.estateId, dueDays: 0, graceDays: 0, lateRatePerDay: 0, noticeKeepDays: 90, ...body });
    expect((await post({ itemId: w.itemId })).status).toBe(200);
    const again = await post({ itemId: w.itemId, graceDays: 10 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该楼盘该收费项目已有欠费设置');
    expect((await post({})).status).toBe(200);
    expect((await post({ itemId: null })).body.msg).toBe('该楼盘该收费项目已有欠费设置');
    expect((await post({ itemId: w.waterItemId })).status).toBe(200);
  });
});
