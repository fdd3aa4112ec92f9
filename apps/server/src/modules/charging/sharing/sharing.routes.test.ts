import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LinePage, SharePreview, ShareRuleRow, ShareRuleDetail } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { addMeter, addReading, addStandard, buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

beforeAll(async () => {
  t = await createTestApp();
  // C7: 1000.00 over 70.50 / 89.30 / 120.20 m².
  w = await buildChargingWorld(t.database.db, [{ buildArea: '70.50' }, { buildArea: '89.30' }, { buildArea: '120.20' }]);
  other = await buildChargingWorld(t.database.db);
});
afterAll(() => t.close());

const rule = (body: object) => t.as(w.clerk).post('/api/charging/share-rules', { estateId: w.estateId, itemId: w.items.share, name: '电梯电费', method: '1', scope: 'estate', ...body });

describe('share rules (费用分摊)', () => {
  it('splits an amount by area to the fen with the largest remainder (C7), parts summing to the total', async () => {
    expect((await t.call({ method: 'POST', url: '/api/charging/share-rules', payload: {} })).status).toBe(401);
    const made = await rule({ amount: '1000.00' });
    const row = ShareRuleRow.parse(made.body.data);
    expect(row).toMatchObject({ amount: '1000.00', scope: 'estate', houses: 0 });
    const preview = SharePreview.parse((await t.as(w.clerk).post('/api/charging/share-rules/preview', { ruleId: row.id, period: '2024-03' })).body.data);
    expect(preview.total).toBe('1000.00');
    expect(preview.parts.map((p) => p.amount)).toEqual(['251.79', '318.93', '429.28']);
    expect((await t.as(other.clerk).post('/api/charging/share-rules/preview', { ruleId: row.id, period: '2024-03' })).status).toBe(404);
  });

  it("prices a shared meter's audited usage by the standard and splits it per household", async () => {
    const db = t.database.db;
    await addStandard(db, w, { itemId: w.items.share, code: 'GT', basis: 'usage', unitPrice: '1.2500' });
    const own = await addMeter(db, w, `HM${w.companyId}`, '1', w.houses[0]!.id);
    const refused = await rule({ method: '2', meterId: own, standardCode: 'GT' });
    expect(refused.status).toBe(400);
    expect(refused.body.details?.[0]).toMatchObject({ path: 'meterId', message: '分摊仪表须为公共表或总表' });
    const shared = await addMeter(db, w, `GM${w.companyId}`, '2');
    const row = ShareRuleRow.parse((await rule({ method: '2', meterId: shared, standardCode: 'GT', name: '公共水表' })).body.data);
    const missing = await t.as(w.clerk).post('/api/charging/share-rules/preview', { ruleId: row.id, period: '2024-03' });
    expect(missing.status).toBe(409);
    await addReading(db, w, shared, '2024-03', '80.1');
    const preview = SharePreview.parse((await t.as(w.clerk).post('/api/charging/share-rules/preview', { ruleId: row.id, period: '2024-03' })).body.data);
    // 80.1 × 1.25 = 100.125 → 100.13; 10013 fen = 3 × 3337 + 2 leftover fen to the two lowest codes.
    expect(preview).toMatchObject({ usage: '80.1000', total: '100.13' });
    expect(preview.parts.map((p) => p.amount)).toEqual(['33.38', '33.38', '33.37']);
  });

  it('bills a share run once per house and period, and the house tree shows the share lines', async () => {
    const row = ShareRuleRow.parse((await rule({ amount: '500.00', scope: 'houses', houses: [{ houseId: w.houses[0]!.id }, { houseId: w.houses[1]!.id }], method: '2', name: '楼道保洁' })).body.data);
    const start = async () => {
      const answer = await t.as(w.clerk).post<{ id: number }>('/api/charging/runs', { estateId: w.estateId, kind: 'share', periodFrom: '2024-04', shareRuleId: row.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      for (;;) {
        const { body } = await t.as(w.clerk).get<{ state: string; linesCreated: number; linesSkipped: number; total: number }>(`/api/charging/runs/${answer.body.data.id}`);
        if (body.data.state !== 'running') return body.data;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect(await start()).toMatchObject({ state: 'done', total: 2, linesCreated: 2 });
    expect(await start()).toMatchObject({ state: 'done', linesCreated: 0, linesSkipped: 2 });
    const page = LinePage.parse((await t.as(w.clerk).post('/api/charging/lines/list', { itemId: w.items.share, period: '2024-04' })).body.data);
    expect(page.rows.map((r) => r.net)).toEqual(['250.00', '250.00']);
    expect(page.sumNet).toBe('500.00');
    const tree = await t.as(w.clerk).post<{ items: unknown[] }>('/api/house-tree/share', { houseId: w.houses[0]!.id });
    expect(tree.body.data.items).toEqual([{ item: '公摊水费', method: expect.any(String), amount: '250.00', period: '2024-04' }]);
    const removed = await t.as(w.clerk).del(`/api/charging/share-rules/${row.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.msg).toBe('该分摊已计费，不能删除');
  });

  it('answers a rule with its own houses and weights for editing, in the company only', async () => {
    const houses = [{ houseId: w.houses[1]!.id, weight: '1.5' }, { houseId: w.houses[0]!.id, weight: '2' }];
    const row = ShareRuleRow.parse((await rule({ amount: '90.00', scope: 'houses', houses, method: '16', name: '按系数' })).body.data);
    const detail = ShareRuleDetail.parse((await t.as(w.clerk).get(`/api/charging/share-rules/${row.id}`)).body.data);
    expect(detail.members).toEqual([...houses].sort((a, b) => a.houseId - b.houseId).map((h) => ({ houseId: h.houseId, weight: Number(h.weight).toFixed(4) })));
    expect((await t.as(other.clerk).get(`/api/charging/share-rules/${row.id}`)).status).toBe(404);
    expect((await t.as(w.clerk).del(`/api/charging/share-rules/${row.id}`)).status).toBe(200);
  });

  it('lists, updates and deletes rules in the company only', async () => {
    const row = ShareRuleRow.parse((await rule({ amount: '10.00', name: '临时' })).body.data);
    const changed = await t.as(w.clerk).put(`/api/charging/share-rules/${row.id}`, { estateId: w.estateId, itemId: w.items.share, name: '临时2', method: '2', scope: 'building', buildingId: w.buildingId, amount: '20.00' });
    expect(ShareRuleRow.parse(changed.body.data)).toMatchObject({ name: '临时2', amount: '20.00', scope: 'building' });
    expect((await t.as(other.clerk).del(`/api/charging/share-rules/${row.id}`)).status).toBe(404);
    expect((await t.as(w.clerk).del(`/api/charging/share-rules/${row.id}`)).status).toBe(200);
    const list = await t.as(other.clerk).post<{ total: number }>('/api/charging/share-rules/list', {});
    expect(list.body.data.total).toBe(0);
    type Listed = { total: number; rows: ReturnType<typeof ShareRuleRow.parse>[] };
    const page = async (n: number) => (await t.as(w.clerk).post<Listed>('/api/charging/share-rules/list', { page: n, size: 2 })).body.data;
    const all = (await t.as(w.clerk).post<Listed>('/api/charging/share-rules/list', { size: 100 })).body.data;
    expect(all.rows.map((r) => r.id)).toEqual(all.rows.map((r) => r.id).sort((a, b) => b - a));
    expect([...(await page(1)).rows, ...(await page(2)).rows]).toEqual(all.rows.slice(0, 4));
    expect((await page(2)).total).toBe(all.total);
    expect(all.rows.find((r) => r.name === '楼道保洁')).toMatchObject({ houses: 2, estateName: expect.any(String) as unknown, itemName: '公摊水费' });
    expect(all.rows.find((r) => r.name === '公共水表')?.meterCode).toBe(`GM${w.companyId}`);
    const noAmount = await rule({ name: '空' });
    expect(noAmount.body.details?.[0]?.path).toBe('amount');
  });
});
