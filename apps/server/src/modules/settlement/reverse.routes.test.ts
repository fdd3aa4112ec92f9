import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { counterEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { refundPaid } from '../../../test/factories/refund-paid';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';

// 冲红 of a payment whose account entries move one balance both ways (issue 25 item 5): a 预交 with
// offset puts money in and takes the offsets out of it; its reversal must go through the balance
// constraint without the running balance dipping below zero, and without touching posted rows.

let t: TestApp;
let w: ChargingWorld;
const house = (i: number) => w.houses[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 3 }, () => ({})));
});
afterAll(() => t.close());

const cash = (amount: string) => [{ method: '1', amount }];
const ok = async (url: string, body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.pay.output.parse(res.body.data);
};
const prepayBalance = async (houseId: number) => {
  const res = await t.as(w.clerk).post('/api/settle/counter/house', { houseId });
  return e.counterHouse.output.parse(res.body.data).accounts.prepay;
};
const openOf = async (lineId: number) =>
  (await t.database.db.select({ open: sql<string>`${schema.billLineOpen.open}::text` }).from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, lineId)))[0]?.open;
/** Every entry row of the company as posted (id, amount, balance after), to show none changed. */
const postedEntries = () =>
  t.database.db
    .select({ id: schema.settleAccountEntries.id, amount: sql<string>`${schema.settleAccountEntries.amount}::text`, after: sql<string>`${schema.settleAccountEntries.balanceAfter}::text` })
    .from(schema.settleAccountEntries)
    .where(eq(schema.settleAccountEntries.companyId, w.companyId))
    .orderBy(schema.settleAccountEntries.id);

describe('冲红 of a 预交 whose offset used the balance', () => {
  it('reverses 预交 65.43 with offset (net 0.00 on the account): the offsets come back before the money goes out', async () => {
    const [jan, feb] = await releasedLines(t.database.db, w, house(0), [
      { period: '2099-01', net: '40.00', due: '2099-01-15' },
      { period: '2099-02', net: '50.00', due: '2099-02-15' },
    ]);
    const prepaid = await ok('/prepay', { houseId: house(0), total: '65.43', tenders: cash('65.43'), offset: true });
    expect(prepaid.entries.map((x) => [x.amount, x.balanceAfter])).toEqual([['65.43', '65.43'], ['-40.00', '25.43'], ['-25.43', '0.00']]);
    expect(prepaid.accounts).toBe('0.00');
    const before = await postedEntries();

    const reversal = await ok('/reverse', { paymentId: prepaid.id, reason: '收错' });
    expect(reversal).toMatchObject({ settleType: '14', total: '-65.43', principal: '-65.43', accounts: '0.00', reversalOf: prepaid.id });
    expect(reversal.entries.map((x) => [x.amount, x.balanceAfter, x.summary])).toEqual([
      ['40.00', '40.00', '冲红：冲抵物业服务费2099-01'],
      ['25.43', '65.43', '冲红：冲抵物业服务费2099-02'],
      ['-65.43', '0.00', '冲红：预交款'],
    ]);
    expect(reversal.tenders.map((x) => [x.method, x.amount])).toEqual([['1', '-65.43']]);
    expect(await openOf(jan!)).toBe('40.00');
    expect(await openOf(feb!)).toBe('50.00');
    expect(await prepayBalance(house(0))).toBe('0.00');
    // Append-only: the posted rows are as they were, the reversal only added its own.
    expect((await postedEntries()).slice(0, before.length)).toEqual(before);
  });

  it('reverses a 预交 with offset over an older balance, leaving the older balance', async () => {
    await ok('/prepay', { houseId: house(1), total: '10.00', tenders: cash('10.00') });
    const [line] = await releasedLines(t.database.db, w, house(1), [{ period: '2099-01', net: '80.00', due: '2099-01-15' }]);
    const prepaid = await ok('/prepay', { houseId: house(1), total: '100.00', tenders: cash('100.00'), offset: true });
    expect(await prepayBalance(house(1))).toBe('30.00');
    const reversal = await ok('/reverse', { paymentId: prepaid.id, reason: '收错' });
    expect(reversal.entries.map((x) => [x.amount, x.balanceAfter])).toEqual([['80.00', '110.00'], ['-100.00', '10.00']]);
    expect(await openOf(line!)).toBe('80.00');
    expect(await prepayBalance(house(1))).toBe('10.00');
  });

  it('still refuses the reversal when the balance it needs has been spent since', async () => {
    await releasedLines(t.database.db, w, house(2), [{ period: '2099-01', net: '65.43', due: '2099-01-15' }]);
    const prepaid = await ok('/prepay', { houseId: house(2), total: '100.00', tenders: cash('100.00'), offset: true });
    await refundPaid(t, w, { houseId: house(2), settleType: '8', amount: '34.57', tenders: cash('34.57'), reason: '退款' });
    const res = await t.as(w.clerk).post('/api/settle/reverse', { paymentId: prepaid.id, reason: '收错' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('预交款已使用，不能冲红');
    expect(await prepayBalance(house(2))).toBe('0.00');
  });
});
