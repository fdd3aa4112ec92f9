import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { readXlsx } from '../../../test/factories/records';
import { insertPayment, releasedLine } from '../../../test/factories/settlement-rows';
import { batchesAfter } from '../records/index';
import { billLinesAfter, DRILL_START, openLinesAfter, type DrillAfter, type DrillDbRow } from './dashboards.repo';

// 决策看板: every expected figure below is worked out by hand from the rows this file inserts.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = chinaToday();
const ago = (days: number) => addDays(today, -days);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, [
    { buildArea: '89.47', useState: '4' },
    { buildArea: '120.05', useState: '4' },
    { buildArea: '75.50', useState: '5' },
    { buildArea: '60.00', useState: '1' },
  ]);
  other = await buildChargingWorld(db, [{ buildArea: '999.99', useState: '5' }]);
  const [h0, h1] = w.houses.map((h) => h.id);
  const a = await releasedLine(db, w, h0!, { period: '2030-01', net: '617.34', due: ago(46) });
  await releasedLine(db, w, h1!, { period: '2030-01', net: '88.88', due: ago(800) });
  const c = await releasedLine(db, w, h0!, { period: '2030-02', net: '205.78', due: ago(184) });
  await releasedLine(db, w, h1!, { period: '2030-02', net: '50.00', due: addDays(today, 10) });
  // Paid: 600.00 of line a (cash 500 + WeChat 100) and all of line c (transfer).
  await insertPayment(db, w, { houseId: h0!, businessDate: '2030-01-15', allocations: [{ lineId: a, principal: '600.00' }], tenders: [{ method: '1', amount: '500.00' }, { method: '4', amount: '100.00' }] });
  await insertPayment(db, w, { houseId: h0!, businessDate: '2030-02-03', allocations: [{ lineId: c, principal: '205.78' }], tenders: [{ method: '2', amount: '205.78' }] });
  // Another company: must not show anywhere.
  const o = await releasedLine(db, other, other.houses[0]!.id, { period: '2030-01', net: '1000.00', due: ago(100) });
  await insertPayment(db, other, { houseId: other.houses[0]!.id, businessDate: '2030-01-15', allocations: [{ lineId: o, principal: '1.00' }], tenders: [{ method: '1', amount: '1.00' }] });

  const complaint = (companyId: number, no: string, status: string, receivedAt: string, houseId: number | null, satisfaction: string | null = null) => ({
    companyId, complaintNo: no, houseId, complainant: '张三', channel: '1', category: '1', content: `投诉${no}`, level: '1', status, receivedAt, satisfaction,
  });
  await db.insert(schema.complaints).values([
    complaint(w.companyId, 'C1', '1', `${ago(2)} 09:00`, h0!),
    complaint(w.companyId, 'C2', '2', `${ago(10)} 09:00`, h1!),
    complaint(w.companyId, 'C3', '3', `${ago(40)} 09:00`, h1!, '1'),
    complaint(w.companyId, 'C4', '1', `${ago(40)} 10:00`, null),
    complaint(other.companyId, 'X1', '1', `${ago(2)} 09:00`, null),
  ]);
  const dispatch = (companyId: number, no: string, workType: string, status: string, plannedAt: string) => ({
    companyId, orderNo: no, workType, status, plannedAt, content: '修水管', handlerId: w.clerk.id,
  });
  await db.insert(schema.dispatches).values([
    dispatch(w.companyId, 'D1', '1', '1', `${ago(5)} 09:00`),
    dispatch(w.companyId, 'D2', '1', '3', `${ago(5)} 09:00`),
    dispatch(w.companyId, 'D3', '4', '1', `${ago(5)} 09:00`),
    dispatch(other.companyId, 'Y1', '1', '1', `${ago(5)} 09:00`),
  ]);
  const [owner] = await db.insert(schema.owners).values({ companyId: w.companyId, name: '李四', type: '1', mobile: '13800000001' }).returning();
  await db.insert(schema.owners).values([{ companyId: w.companyId, name: '某公司', type: '2' }, { companyId: other.companyId, name: '王五', type: '1' }]);
  await db.insert(schema.houseOwnerEvents).values({ companyId: w.companyId, houseId: h0!, ownerId: owner!.id, event: '1', eventDate: '2029-01-01' });
  await db.insert(schema.residents).values([
    { companyId: w.companyId, houseId: h0!, name: '李四', relation: '1' },
    { companyId: w.companyId, houseId: h0!, name: '李小四', relation: '3' },
    { companyId: other.companyId, houseId: other.houses[0]!.id, name: '王五', relation: '1' },
  ]);
});
afterAll(() => t.close());

const get = async <T>(endpoint: { path: string; output: { parse: (v: unknown) => T } }, query: Record<string, string | number>, who = w.clerk) => {
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
  const res = await t.as(who).get(`${endpoint.path}${qs ? `?${qs}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return endpoint.output.parse(res.body.data);
};

describe('决策看板', () => {
  it('401 without a session, 400 naming a bad period, 404 for a company outside the tree', async () => {
    expect((await t.call({ method: 'GET', url: `${e.estateDashboard.path}` })).status).toBe(401);
    const bad = await t.as(w.clerk).get(`${e.settlementDashboard.path}?from=2030-13&to=2030-02`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('from');
    const foreign = await t.as(w.clerk).get(`${e.estateDashboard.path}?companyId=${other.companyId}`);
    expect(foreign.status).toBe(404);
  });

  it('结算看板: receivable, received and rate by month and estate; arrears by age; receipts by day and tender', async () => {
    const d = await get(e.settlementDashboard, { from: '2030-01', to: '2030-02' });
    // 2030-01: 617.34 + 88.88 = 706.22, received 600.00, open 106.22, rate 600/706.22 = 84.96 %.
    // 2030-02: 205.78 + 50.00 = 255.78, received 205.78, open 50.00, rate 80.45 %.
    expect(d.months).toEqual([
      { period: '2030-01', receivable: '706.22', received: '600.00', open: '106.22', rate: '84.96' },
      { period: '2030-02', receivable: '255.78', received: '205.78', open: '50.00', rate: '80.45' },
    ]);
    expect(d.total).toEqual({ receivable: '962.00', received: '805.78', open: '156.22', rate: '83.76' });
    expect(d.estates).toEqual([{ estateId: w.estateId, estateName: expect.any(String), receivable: '962.00', received: '805.78', open: '156.22', rate: '83.76' }]);
    // Due and open: 17.34 at 46 days (31-90), 88.88 at 800 days (2-3 years); 50.00 is not yet due.
    const ageing = Object.fromEntries(d.ageing.map((b) => [b.code, b.amount]));
    expect(ageing).toEqual({ d1_30: '0.00', d31_90: '17.34', d91_180: '0.00', d181_365: '0.00', y1_2: '0.00', y2_3: '88.88', y3_plus: '0.00' });
    expect(d.arrearsByEstate).toEqual([{ estateId: w.estateId, estateName: expect.any(String), houses: 2, amount: '106.22' }]);
    expect(d.receipts).toEqual([
      { day: '2030-01-15', method: '1', amount: '500.00' },
      { day: '2030-01-15', method: '4', amount: '100.00' },
      { day: '2030-02-03', method: '2', amount: '205.78' },
    ]);
  });

  it('结算看板 of months with nothing billed answers zeros, not an error (issue 25 item 4)', async () => {
    const zero = { receivable: '0.00', received: '0.00', open: '0.00', rate: null };
    for (const [from, to] of [['2021-01', '2021-02'], ['2026-11', '2026-11']] as const) {
      const d = await get(e.settlementDashboard, { from, to });
      expect(d.months).toEqual([]);
      expect(d.estates).toEqual([]);
      expect(d.total).toEqual(zero);
      expect(d.receipts).toEqual([]);
    }
    // A company with one house and nothing else: every dashboard answers zeros.
    const empty = await buildChargingWorld(t.database.db, [{ buildArea: '50.00' }]);
    const d = await get(e.settlementDashboard, { from: '2021-01', to: '2021-02' }, empty.clerk);
    expect(d.total).toEqual(zero);
    expect(d.ageing.every((b) => b.amount === '0.00' && b.houses === 0 && b.lines === 0)).toBe(true);
    expect(d.arrearsByEstate).toEqual([]);
    expect((await get(e.estateDashboard, {}, empty.clerk)).total).toEqual({ houses: 1, area: '50.00' });
    const service = await get(e.serviceDashboard, { from: '2021-01-01', to: '2021-02-28' }, empty.clerk);
    expect([service.complaints.total, service.repairs.total]).toEqual([0, 0]);
    const customer = await get(e.customerDashboard, { from: '2021-01', to: '2021-02' }, empty.clerk);
    expect([customer.owners, customer.residents, customer.complaintTrend, customer.satisfaction]).toEqual([0, 0, [], []]);
  });

  it('楼盘看板: houses and building area per use state and estate', async () => {
    const d = await get(e.estateDashboard, {});
    expect(d.total).toEqual({ houses: 4, area: '345.02' });
    expect(d.byState).toEqual([
      { state: '1', houses: 1, area: '60.00' },
      { state: '4', houses: 2, area: '209.52' },
      { state: '5', houses: 1, area: '75.50' },
    ]);
    expect(d.estates).toHaveLength(1);
  });

  it('服务看板: complaints and repairs by status and open ones by age', async () => {
    const d = await get(e.serviceDashboard, { from: ago(60), to: today });
    expect(d.complaints.byStatus).toEqual([{ status: '1', count: 2 }, { status: '2', count: 1 }, { status: '3', count: 1 }]);
    expect(d.complaints.openByAge).toEqual([{ age: 'd0_3', count: 1 }, { age: 'd4_7', count: 0 }, { age: 'd8_30', count: 1 }, { age: 'd30_plus', count: 1 }]);
    // Repairs are dispatches of work type 报修: D1 open, D2 done; D3 (保洁) is not a repair.
    expect(d.repairs.byStatus).toEqual([{ status: '1', count: 1 }, { status: '3', count: 1 }]);
    expect(d.repairs.openByAge.find((a) => a.age === 'd4_7')?.count).toBe(1);
  });

  it('客户看板: owners and residents, complaint trend and satisfaction', async () => {
    const from = ago(60).slice(0, 7);
    const d = await get(e.customerDashboard, { from, to: today.slice(0, 7) });
    expect(d.owners).toBe(2);
    expect(d.residents).toBe(2);
    expect(d.ownerTypes).toEqual([{ type: '1', count: 1 }, { type: '2', count: 1 }]);
    expect(d.residentRelations).toEqual([{ relation: '1', count: 1 }, { relation: '3', count: 1 }]);
    expect(d.complaintTrend.reduce((n, m) => n + m.count, 0)).toBe(4);
    expect(d.satisfaction).toEqual([{ level: '1', count: 1 }]);
  });

  it('drill-down: the rows behind a bar, and their export', async () => {
    const month = await get(e.dashboardDrill, { source: 'settlement.month', key: '2030-01' });
    expect(month.more).toBe(false);
    const net = month.columns.indexOf('net');
    expect(month.rows.map((r) => r[net]).sort()).toEqual(['617.34', '88.88']);
    const feb = await get(e.dashboardDrill, { source: 'settlement.month', key: '2030-02' });
    const cells = (k: string) => feb.rows.map((r) => r[feb.columns.indexOf(k)]).sort();
    expect([cells('net'), cells('received'), cells('open')]).toEqual([['205.78', '50.00'], ['0.00', '205.78'], ['0.00', '50.00']]);
    const bucket = await get(e.dashboardDrill, { source: 'arrears.bucket', key: 'y2_3' });
    expect(bucket.rows).toHaveLength(1);
    expect(bucket.rows[0]![bucket.columns.indexOf('open')]).toBe('88.88');
    const day = await get(e.dashboardDrill, { source: 'receipts.day', key: '2030-01-15' });
    expect(day.rows.map((r) => r[day.columns.indexOf('amount')]).sort()).toEqual(['100.00', '500.00']);
    const vacant = await get(e.dashboardDrill, { source: 'estate.state', key: ':5' });
    expect(vacant.rows.map((r) => r[0])).toEqual([w.houses[2]!.code]);
    const open = await get(e.dashboardDrill, { source: 'complaints.age', key: 'd30_plus', from: ago(60), to: today });
    expect(open.rows.map((r) => r[0])).toEqual(['C4']);
    const owners = await get(e.dashboardDrill, { source: 'customer.owners' });
    expect(owners.rows.map((r) => r[0]).sort()).toEqual(['李四', '某公司']);
    const bad = await t.as(w.clerk).get(`${e.dashboardDrill.path}?source=arrears.bucket&key=zz`);
    expect(bad.status).toBe(400);

    const headers = await t.as(w.clerk).headers();
    const payload = { source: 'receipts.day', key: '2030-01-15', usage: '经营分析', auditor: '王经理', auditDate: today.replaceAll('-', '.') };
    const file = await t.app.inject({ method: 'POST', url: e.exportDashboardDrill.path, payload, headers });
    expect(file.statusCode, file.body).toBe(200);
    const rows = Object.values(await readXlsx(file.rawPayload))[0]!;
    expect(rows[0]).toEqual(['收款日期', '楼盘', '房屋编号', '交款人', '结算方式', '金额']);
    expect(rows.slice(1).map((r) => r[4]).sort()).toEqual(['微信', '现金']);
  });

  it('drill pages follow the chart (period or due date, then line), one page after another without a gap or repeat', async () => {
    const db = t.database.db;
    const x = await buildChargingWorld(db, [{ buildArea: '80.00', useState: '4' }]);
    const h = x.houses[0]!.id;
    // Ids run against the periods and due dates: the later line belongs to the earlier month and falls due first.
    const feb = await releasedLine(db, x, h, { period: '2030-02', net: '2.00', due: ago(500) });
    const jan = await releasedLine(db, x, h, { period: '2030-01', net: '1.00', due: ago(400) });
    const janToo = await releasedLine(db, x, h, { period: '2030-01', net: '3.00', due: ago(600) });
    const pages = async (read: (after: DrillAfter, size: number) => Promise<DrillDbRow[]>, cursor: (r: DrillDbRow) => DrillAfter) => {
      const seen: number[] = [];
      for await (const batch of batchesAfter(read, cursor, 1, DRILL_START)) seen.push(...batch.map((r) => Number(r.k)));
      return seen;
    };
    const byPeriod = await pages(
      (a, n) => billLinesAfter(db, [x.companyId], { from: '2030-01', to: '2030-02' }, a, n),
      (r) => ({ s: r.s ?? null, k: Number(r.k) }),
    );
    expect(byPeriod).toEqual([jan, janToo, feb]);
    const byDue = await pages(
      (a, n) => openLinesAfter(db, [x.companyId], { today, dueTo: ago(1) }, a, n),
      (r) => ({ s: r.s ?? null, k: Number(r.k) }),
    );
    expect(byDue).toEqual([janToo, feb, jan]);
  });

  it('another company sees only its own figures', async () => {
    const d = await get(e.settlementDashboard, { from: '2030-01', to: '2030-01' }, other.clerk);
    expect(d.months).toEqual([{ period: '2030-01', receivable: '1000.00', received: '1.00', open: '999.00', rate: '0.10' }]);
    expect(d.receipts).toEqual([{ day: '2030-01-15', method: '1', amount: '1.00' }]);
    const s = await get(e.estateDashboard, {}, other.clerk);
    expect(s.total).toEqual({ houses: 1, area: '999.99' });
    const drill = await get(e.dashboardDrill, { source: 'customer.residents' }, other.clerk);
    expect(drill.rows.map((r) => r[0])).toEqual(['王五']);
  });
});
