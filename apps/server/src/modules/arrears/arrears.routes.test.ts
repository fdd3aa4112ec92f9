import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { arrearsEndpoints as e, commonEndpoints as c } from '@pm/contracts';
import { schema } from '@pm/db';
import { addDays, chinaToday, lateFee } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { readXlsx } from '../../../test/factories/records';
import { insertPayment, releasedLine } from '../../../test/factories/settlement-rows';

// 欠费 from the live ledger: due dates relative to today (China), so the figures do not depend on the run date.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = chinaToday();
const ago = (days: number) => addDays(today, -days);
const lines: Record<string, number> = {};
/** Terms per item as written below: estate default, and the garbage item's own row. */
const TERMS = { estate: { ratePerDay: '0.0003', graceDays: 5, capRatio: null }, garbage: { ratePerDay: '0.0005', graceDays: 0, capRatio: '0.1' } };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, [{}, {}, {}, {}]);
  other = await buildChargingWorld(db, [{}]);
  const [h0, h1, , h3] = w.houses.map((h) => h.id);
  await db.insert(schema.arrearsSettings).values([
    { companyId: w.companyId, estateId: w.estateId, itemId: null, graceDays: 5, lateRatePerDay: 0.0003, lateCapRatio: null },
    { companyId: w.companyId, estateId: w.estateId, itemId: w.items.garbage, graceDays: 0, lateRatePerDay: 0.0005, lateCapRatio: 0.1 },
  ]);
  lines.a = await releasedLine(db, w, h0!, { period: '2030-01', net: '617.34', due: ago(46) });
  lines.b = await releasedLine(db, w, h0!, { period: '2030-02', net: '205.78', due: ago(184) });
  lines.c = await releasedLine(db, w, h0!, { period: '2030-03', net: '1000.00', due: ago(427), itemId: w.items.garbage });
  lines.notDue = await releasedLine(db, w, h0!, { period: '2030-04', net: '50.00', due: addDays(today, 10) });
  lines.dueToday = await releasedLine(db, w, h0!, { period: '2030-05', net: '40.00', due: today });
  lines.d = await releasedLine(db, w, h1!, { period: '2030-01', net: '88.88', due: ago(800) });
  lines.waived = await releasedLine(db, w, h1!, { period: '2030-02', net: '300.00', due: ago(400) });
  await db.insert(schema.lateFeeWaivers).values({ lineId: lines.waived, companyId: w.companyId, reason: '困难户减免' });
  // A table of late-fee cases on house 3 (rounding at the half fen, grace, cap, tiny and large amounts).
  const cases: [string, number, number][] = [
    ['10.00', 1, w.items.garbage], // 0.005 → 0.01 (half up)
    ['16.66', 7, w.items.property], // 16.66 × 0.0003 × 2 = 0.009996 → 0.01
    ['0.01', 3000, w.items.property],
    ['99999.99', 1200, w.items.property],
    ['33.35', 5, w.items.property], // within grace: 0
    ['1234.56', 250, w.items.garbage], // capped at 10 %
    ['12.34', 2000, w.items.water], // no item row: the estate's terms
  ];
  for (const [i, [net, days, itemId]] of cases.entries()) lines[`case${i}`] = await releasedLine(db, w, h3!, { period: `2031-${String(i + 1).padStart(2, '0')}`, net, due: ago(days), itemId });
  await releasedLine(db, other, other.houses[0]!.id, { period: '2030-01', net: '99.00', due: ago(100) });
});
afterAll(() => t.close());

const post = async <T>(endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object, who = w.clerk) => {
  const res = await t.as(who).post(endpoint.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return endpoint.output.parse(res.body.data);
};

/** What is owed on lines already due, recounted from bill_lines and the payments' allocations. */
async function recount(companyId: number) {
  const [row] = await t.database.db.execute<{ amount: string; houses: number; lines: number }>(sql`
    select coalesce(sum(x.owed), 0)::text as amount, count(distinct x.house_id)::int as houses, count(*)::int as lines from (
      select l.house_id, l.net - coalesce((select sum(a.principal) from payment_allocations a where a.line_id = l.id), 0) as owed
      from bill_lines l where l.company_id = ${companyId} and l.released_at is not null and l.due_date < ${today}::date
    ) x where x.owed > 0`);
  return row!;
}

describe('欠费 (live arrears)', () => {
  it('answers 401 without a session and 400 naming a bad field', async () => {
    expect((await t.call({ method: 'POST', url: e.arrearsHouses.path, payload: {} })).status).toBe(401);
    const bad = await t.as(w.clerk).post(e.arrearsLines.path, { bucket: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('bucket');
  });

  it('sums the company from the ledger: the summary equals a recount from bill lines and payments', async () => {
    const s = await post(c.arrearsHouseSummary, {});
    const r = await recount(w.companyId);
    expect(s).toMatchObject({ houses: 4, arrearsHouses: r.houses, amount: r.amount, lines: r.lines });
    expect(s.arrearsHouses).toBe(3);
    expect(s.buckets.map((b) => b.code)).toEqual(['d1_30', 'd31_90', 'd91_180', 'd181_365', 'y1_2', 'y2_3', 'y3_plus']);
    expect(s.buckets.find((b) => b.code === 'd31_90')).toMatchObject({ houses: 1, amount: '617.34' });
    expect(s.buckets.find((b) => b.code === 'd181_365')).toMatchObject({ houses: 2, amount: '1440.34' }); // 205.78 (184 d) + 1234.56 (250 d)
  });

  it('ages lines by days past due (C20: 46 d 31-90天, 184 d 181-365天, 427 d 1-2年); lines not yet due are not arrears', async () => {
    const page = await post(e.arrearsLines, { houseId: w.houses[0]!.id, size: 50 });
    const byId = new Map(page.rows.map((r) => [r.lineId, r]));
    expect(byId.get(lines.a!)).toMatchObject({ daysOverdue: 46, bucket: 'd31_90', bucketLabel: '31-90天' });
    expect(byId.get(lines.b!)).toMatchObject({ daysOverdue: 184, bucket: 'd181_365' });
    expect(byId.get(lines.c!)).toMatchObject({ daysOverdue: 427, bucket: 'y1_2' });
    expect(byId.has(lines.notDue!)).toBe(false);
    expect(byId.has(lines.dueToday!)).toBe(false);
    expect(page.sumOpen).toBe('1823.12');
    const y12 = await post(e.arrearsLines, { bucket: 'y1_2', size: 50 });
    expect(y12.rows.map((r) => r.lineId).sort()).toEqual([lines.c, lines.waived].sort());
    const ageing = await post(e.ageing, {});
    expect(ageing.asOf).toBe(today);
    expect(ageing.buckets.find((b) => b.code === 'y1_2')).toMatchObject({ houses: 2, lines: 2, amount: '1300.00' });
    expect(ageing.total.amount).toBe((await recount(w.companyId)).amount);
    expect(ageing.byEstate).toEqual([expect.objectContaining({ estateId: w.estateId, houses: 3 })]);
  });

  it('computes late fees in SQL that agree with the domain lateFee to the fen, on every case', async () => {
    const page = await post(e.arrearsLines, { size: 100 });
    expect(page.rows.length).toBe(12);
    const waived = page.rows.find((r) => r.lineId === lines.waived)!;
    expect(waived.lateFee).toBe('0.00');
    for (const row of page.rows.filter((r) => r.lineId !== lines.waived)) {
      const garbage = row.itemName === '垃圾清运费';
      const terms = garbage ? TERMS.garbage : TERMS.estate;
      expect(row.lateFee, `${row.itemName} ${row.open} ${row.daysOverdue} d`).toBe(lateFee({ principal: row.open, dueDate: row.dueDate, asOf: today, ...terms }).amount);
    }
    expect(page.rows.find((r) => r.lineId === lines.case0)!.lateFee).toBe('0.01');
    expect(page.rows.find((r) => r.lineId === lines.case4)!.lateFee).toBe('0.00');
    expect(page.rows.find((r) => r.lineId === lines.case5)!.lateFee).toBe('123.46');
    expect(page.rows.find((r) => r.lineId === lines.c)!.lateFee).toBe('100.00');
    const sum = page.rows.reduce((s, r) => s + Math.round(Number(r.lateFee) * 100), 0);
    expect(Math.round(Number(page.sumLateFee) * 100)).toBe(sum);
  });

  it('lists houses in arrears with filters, sorts and sums; the house detail agrees with the list', async () => {
    const all = await post(e.arrearsHouses, {});
    expect(all.total).toBe(3);
    expect(all.rows[0]!.houseId).toBe(w.houses[3]!.id); // largest amount first
    const h0 = all.rows.find((r) => r.houseId === w.houses[0]!.id)!;
    expect(h0).toMatchObject({ open: '1823.12', openLines: 3, months: 3, oldestDueDate: ago(427), daysOverdue: 427 });
    const detail = await post(c.arrearsHouseDetail, { houseId: w.houses[0]!.id });
    expect(detail.total).toBe('1823.12');
    expect(detail.lateFee).toBe(h0.lateFee);
    expect(detail.rows.map((r) => r.lineId)).toEqual([lines.c, lines.b, lines.a]);
    expect(await post(c.arrearsHouseDate, { houseId: w.houses[0]!.id })).toEqual({ houseId: w.houses[0]!.id, earliest: ago(427), months: 3 });
    expect(await post(c.arrearsHouseDate, { houseId: w.houses[2]!.id })).toEqual({ houseId: w.houses[2]!.id, earliest: null, months: 0 });
    expect((await post(e.arrearsHouses, { minAmount: '1000' })).rows.map((r) => r.houseId).sort()).toEqual([w.houses[0]!.id, w.houses[3]!.id].sort());
    expect((await post(e.arrearsHouses, { minDays: 700 })).rows.map((r) => r.houseId).sort()).toEqual([w.houses[1]!.id, w.houses[3]!.id].sort());
    expect((await post(e.arrearsHouses, { sort: 'code' })).rows.map((r) => r.houseCode)).toEqual([...all.rows.map((r) => r.houseCode)].sort());
    const paged = await post(e.arrearsHouses, { size: 1, page: 3 });
    expect(paged.rows).toHaveLength(1);
    expect(paged.sumOpen).toBe(all.sumOpen);
  });

  it('drops by exactly the principal paid', async () => {
    const before = await post(c.arrearsHouseSummary, { estateId: w.estateId });
    await insertPayment(t.database.db, w, { houseId: w.houses[0]!.id, businessDate: today, allocations: [{ lineId: lines.a!, principal: '600.00' }], tenders: [{ method: '1', amount: '600.00' }] });
    const after = await post(c.arrearsHouseSummary, { estateId: w.estateId });
    expect(after.amount).toBe((Number(before.amount) - 600).toFixed(2));
    expect(after.amount).toBe((await recount(w.companyId)).amount);
    expect(after.lines).toBe(before.lines);
  });

  it('exports houses and lines as workbooks with Chinese headers, audited', async () => {
    const headers = await t.as(w.clerk).headers();
    const purpose = { usage: '催缴', auditor: '王经理', auditDate: '2026.11.21' };
    const houses = await t.app.inject({ method: 'POST', url: e.exportArrearsHouses.path, payload: { ...purpose, minAmount: '1000' }, headers });
    expect(houses.statusCode).toBe(200);
    const hs = Object.values(await readXlsx(houses.rawPayload))[0]!;
    expect(hs[0]).toEqual(['房屋编号', '房屋名称', '楼盘', '楼宇', '业主', '联系电话', '欠费金额', '欠费条数', '欠费月数', '最早应缴日期', '逾期天数', '违约金']);
    expect(hs.length).toBe(3);
    const ls = await t.app.inject({ method: 'POST', url: e.exportArrearsLines.path, payload: { ...purpose, houseId: w.houses[0]!.id }, headers });
    const rows = Object.values(await readXlsx(ls.rawPayload))[0]!;
    expect(rows[0]![0]).toBe('房屋编号');
    expect(rows.length).toBe(4);
    const audits = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from export_audits where company_id = ${w.companyId} and record_key like 'arrears-%'`);
    expect(audits[0]!.n).toBe(2);
  });

  it('keeps each company to its own arrears', async () => {
    const mine = await post(e.arrearsHouses, {}, other.clerk);
    expect(mine.rows.map((r) => r.houseId)).toEqual([other.houses[0]!.id]);
    expect((await post(c.arrearsHouseSummary, {}, other.clerk)).amount).toBe('99.00');
    expect((await post(e.arrearsLines, { houseId: w.houses[0]!.id }, other.clerk)).total).toBe(0);
    expect((await t.as(other.clerk).post(c.arrearsHouseDetail.path, { houseId: w.houses[0]!.id })).status).toBe(404);
    expect((await t.as(other.clerk).post(c.arrearsHouseSummary.path, { estateId: w.estateId })).status).toBe(404);
  });
});
