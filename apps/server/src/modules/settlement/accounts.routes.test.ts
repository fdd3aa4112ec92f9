import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { counterEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines, settleItem } from '../../../test/factories/settlement';

// Money into and out of accounts: 预交 (with an immediate offset), 收押, and 委付 never above what 委收
// collected. The refunds 7 8 9 11 13 wait for approval: refund-requests.routes.test.ts.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let depositItem: number;
let water: number;
const house = (i: number) => w.houses[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 5 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
  depositItem = await settleItem(t.database.db, w, { name: '装修押金', category: '7' });
  water = await settleItem(t.database.db, w, { name: '代收电费', category: '2', passThrough: true });
});
afterAll(() => t.close());

const cash = (amount: string) => [{ method: '1', amount }];
const ok = async (url: string, body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.pay.output.parse(res.body.data);
};
const refused = async (url: string, body: Record<string, unknown>, status: number, msg?: string) => {
  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.payments).where(eq(schema.payments.companyId, w.companyId)))[0]!.n;
  const before = await count();
  const res = await t.as(w.clerk).post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (msg) expect(res.body.msg).toBe(msg);
  expect(await count()).toBe(before);
};
const accounts = async (houseId: number) => {
  const res = await t.as(w.clerk).post('/api/settle/counter/house', { houseId });
  return e.counterHouse.output.parse(res.body.data).accounts;
};

describe('预交 and 收押', () => {
  it('预交 with offset settles the open lines allowing it, oldest first, in one payment', async () => {
    const noOffset = await settleItem(t.database.db, w, { name: '不可冲抵费', category: '1', deductFromPrepay: false });
    const [jan, feb, kept] = await releasedLines(t.database.db, w, house(0), [
      { period: '2099-01', net: '120.00', due: '2099-01-15' },
      { period: '2099-02', net: '120.00', due: '2099-02-15' },
      { period: '2099-01', net: '50.00', due: '2099-01-10', itemId: noOffset },
    ]);
    const p = await ok('/prepay', { houseId: house(0), total: '200.00', tenders: cash('200.00'), offset: true, payerName: '张三' });
    expect(p).toMatchObject({ settleType: '2', settleTypeName: '预交', total: '200.00', principal: '200.00', accounts: '0.00', payerName: '张三' });
    expect(p.allocations.map((a) => [a.lineId, a.principal, a.source])).toEqual([
      [jan, '120.00', 'prepay'],
      [feb, '80.00', 'prepay'],
    ]);
    expect(p.entries.map((x) => [x.amount, x.balanceAfter])).toEqual([['200.00', '200.00'], ['-120.00', '80.00'], ['-80.00', '0.00']]);
    expect(p.receipt).not.toBeNull();
    const view = await t.as(w.clerk).post('/api/settle/counter/house', { houseId: house(0) });
    expect(e.counterHouse.output.parse(view.body.data).lines.map((l) => [l.id, l.open])).toEqual([[kept, '50.00'], [feb, '40.00']]);
  });

  it('收押 holds a deposit per deposit item; an item not of category 押金 is refused', async () => {
    await refused('/deposit', { houseId: house(1), itemId: w.items.property, total: '1000.00', tenders: cash('1000.00') }, 400, '所选收费项目不是押金项目');
    const p = await ok('/deposit', { houseId: house(1), itemId: depositItem, total: '1000.00', tenders: cash('1000.00') });
    expect(p).toMatchObject({ settleTypeName: '收押', accounts: '1000.00' });
    expect((await accounts(house(1))).deposits).toEqual([{ itemId: depositItem, itemName: '装修押金', balance: '1000.00' }]);
  });
});

describe('委付', () => {
  it('pays collected 委收 money over, never above the 代收 balance; the estate must be the company’s', async () => {
    await releasedLines(t.database.db, w, house(4), [{ period: '2099-01', net: '300.00', due: '2099-01-15', itemId: water }]);
    await ok('/pay', { houseId: house(4), settleType: '5', total: '300.00', tenders: cash('300.00') });
    const body = { estateId: w.estateId, itemId: water, amount: '300.01', tenders: [{ method: '2', amount: '300.01' }], payeeName: '供电局', reason: '月度委付' };
    await refused('/agency-payout', body, 409, '委付金额超过委收余额（余额300.00元）');
    await refused('/agency-payout', { ...body, estateId: other.estateId }, 404, '楼盘不存在');
    const p = await ok('/agency-payout', { ...body, amount: '250.00', tenders: [{ method: '2', amount: '250.00' }] });
    expect(p).toMatchObject({ settleTypeName: '委付', houseId: null, total: '-250.00', accounts: '0.00' });
    const balance = await t.as(w.clerk).post('/api/settle/agency-balance', { estateId: w.estateId });
    expect(e.agencyBalance.output.parse(balance.body.data).rows).toEqual([{ itemId: water, itemName: '代收电费', collected: '300.00', paidOver: '250.00', balance: '50.00' }]);
    expect((await t.as(w.clerk).post('/api/settle/agency-balance', { estateId: other.estateId })).status).toBe(404);
    // 冲红 of a 委付 puts the money back on the 代收 account.
    const red = await ok('/reverse', { paymentId: p.id, reason: '付错' });
    expect(red).toMatchObject({ settleTypeName: '冲红', total: '250.00', reversalOf: p.id });
    const after = await t.as(w.clerk).post('/api/settle/agency-balance', { estateId: w.estateId });
    expect(e.agencyBalance.output.parse(after.body.data).rows[0]).toMatchObject({ paidOver: '0.00', balance: '300.00' });
  });
});
