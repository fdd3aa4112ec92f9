import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { counterEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { arrearsSetting, receiptRule, releasedLines } from '../../../test/factories/settlement';

// The counter view: late fees from the estate's arrears settings (C9), waivers, and receipt numbers
// from the estate's rule (previewed, then consumed by a payment, as /api/common/receipt-rule answers).

let t: TestApp;
let w: ChargingWorld;
let plain: ChargingWorld;
let lines: { property: number; parking: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, [{}, {}, {}]);
  plain = await buildChargingWorld(db, [{}]);
  // The item's own setting (0.03 %/day) wins over the estate default (0.1 %/day, capped at 3 %).
  await arrearsSetting(db, w, { itemId: w.items.property, ratePerDay: 0.0003 });
  await arrearsSetting(db, w, { itemId: null, ratePerDay: 0.001, capRatio: 0.03 });
  const [property, parking] = await releasedLines(db, w, w.houses[0]!.id, [
    { period: '2024-01', net: '617.34', due: '2024-01-01' },
    { period: '2024-01', net: '100.00', due: '2024-01-01', itemId: w.items.parking, targetType: 'parking' },
  ]);
  lines = { property: property!, parking: parking! };
  await releasedLines(db, plain, plain.houses[0]!.id, [{ period: '2024-01', net: '617.34', due: '2024-01-01' }]);
  await receiptRule(db, w, { prefix: 'XS', serialLength: 4, nextSerial: 41 });
});
afterAll(() => t.close());

const counter = async (world: ChargingWorld, houseId: number, asOf?: string) => {
  const res = await t.as(world.clerk).post('/api/settle/counter/house', { houseId, asOf });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.counterHouse.output.parse(res.body.data);
};

describe('收银台: late fees', () => {
  it('answers 401 without a session and 400 naming a bad field', async () => {
    expect((await t.call({ method: 'POST', url: '/api/settle/counter/house', payload: { houseId: w.houses[0]!.id } })).status).toBe(401);
    const bad = await t.as(w.clerk).post('/api/settle/counter/house', { houseId: w.houses[0]!.id, asOf: '2024-13-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('asOf');
  });

  it('C9: 617.34 at 0.03 %/day for 45 days is 8.33 (the item’s setting); the estate default applies to other items with its cap', async () => {
    const view = await counter(w, w.houses[0]!.id, '2024-02-15');
    expect(view.house).toMatchObject({ id: w.houses[0]!.id, name: '1栋0001', buildingName: '1栋', estateId: w.estateId });
    const byId = new Map(view.lines.map((l) => [l.id, l]));
    expect(byId.get(lines.property)).toMatchObject({ category: 'regular', open: '617.34', lateDays: 45, lateFee: '8.33', lateWaived: false, locked: false });
    // 100.00 × 0.001 × 45 = 4.50, capped at 3 % = 3.00.
    expect(byId.get(lines.parking)).toMatchObject({ open: '100.00', lateDays: 45, lateFee: '3.00' });
    expect(view.totals).toEqual({ open: '717.34', lateFee: '11.33', due: '728.67' });
  });

  it('charges no late fee where the estate has no arrears setting', async () => {
    const view = await counter(plain, plain.houses[0]!.id, '2024-12-31');
    expect(view.lines[0]).toMatchObject({ lateFee: '0.00', open: '617.34' });
  });

  it('fixes the late fee in the allocation when paid', async () => {
    const res = await t.as(w.clerk).post('/api/settle/pay', {
      houseId: w.houses[0]!.id, settleType: '1', lineIds: [lines.property], total: '625.67', tenders: [{ method: '1', amount: '625.67' }], asOf: '2024-02-15', expectedDue: '625.67',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = e.pay.output.parse(res.body.data);
    expect(p).toMatchObject({ total: '625.67', principal: '617.34', lateFee: '8.33' });
    expect(p.allocations).toEqual([expect.objectContaining({ lineId: lines.property, principal: '617.34', lateFee: '8.33', lateDays: 45 })]);
    const [row] = await t.database.db.select({ rate: sql<string>`${schema.paymentAllocations.lateRate}::text` }).from(schema.paymentAllocations).where(eq(schema.paymentAllocations.paymentId, p.id));
    expect(row!.rate).toBe('0.000300');
  });

  it('减免违约金: a waived line accrues no late fee; waiving twice, a closed line or no reason is refused', async () => {
    const as = t.as(w.clerk);
    expect((await as.post('/api/settle/waive-late-fee', { lineId: lines.parking, reason: ' ' })).status).toBe(400);
    const res = await as.post('/api/settle/waive-late-fee', { lineId: lines.parking, reason: '业主困难' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ lineId: lines.parking, waived: true });
    const line = (await counter(w, w.houses[0]!.id, '2024-02-15')).lines.find((l) => l.id === lines.parking)!;
    expect(line).toMatchObject({ lateWaived: true, lateFee: '0.00', lateDays: 0 });
    const twice = await as.post('/api/settle/waive-late-fee', { lineId: lines.parking, reason: '再次' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该费用的违约金已减免');
    expect((await as.post('/api/settle/waive-late-fee', { lineId: lines.property, reason: '已结清' })).status).toBe(409);
    const theirLine = (await counter(plain, plain.houses[0]!.id)).lines[0]!.id;
    expect((await as.post('/api/settle/waive-late-fee', { lineId: theirLine, reason: '别家' })).status).toBe(409);
    expect(await t.database.db.select().from(schema.lateFeeWaivers).where(eq(schema.lateFeeWaivers.lineId, theirLine))).toHaveLength(0);
  });
});

describe('收银台: receipt numbers', () => {
  const rule = async () => {
    const res = await t.as(w.clerk).get(`/api/common/receipt-rule/${w.estateId}`);
    expect(res.status).toBe(200);
    return res.body.data as { prefix: string; nextSerial: number };
  };

  it('previews the estate rule’s next number, and a payment consumes it', async () => {
    // The fee payment above took XS0041, the rule's configured start.
    expect((await rule()).nextSerial).toBe(42);
    expect((await counter(w, w.houses[1]!.id)).nextReceiptNo).toBe('XS0042');
    await releasedLines(t.database.db, w, w.houses[1]!.id, [{ period: '2099-01', net: '20.00', due: '2099-01-15' }]);
    const res = await t.as(w.clerk).post('/api/settle/pay', { houseId: w.houses[1]!.id, settleType: '1', total: '20.00', tenders: [{ method: '1', amount: '20.00' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(e.pay.output.parse(res.body.data).receipt!.number).toBe('XS0042');
    expect((await rule()).nextSerial).toBe(43);
    expect((await counter(w, w.houses[1]!.id)).nextReceiptNo).toBe('XS0043');
  });

  it('refuses a payment when the rule’s serial no longer fits, writing nothing', async () => {
    const full = await buildChargingWorld(t.database.db, [{}]);
    await receiptRule(t.database.db, full, { prefix: 'F', serialLength: 1, nextSerial: 9 });
    const pay = () => t.as(full.clerk).post('/api/settle/prepay', { houseId: full.houses[0]!.id, total: '5.00', tenders: [{ method: '1', amount: '5.00' }] });
    expect((await pay()).status).toBe(200);
    const res = await pay();
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('收据流水号已超过1位，请调整收据规则');
    const payments = await t.database.db.select().from(schema.payments).where(eq(schema.payments.companyId, full.companyId));
    expect(payments).toHaveLength(1);
  });
});
