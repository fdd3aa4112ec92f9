import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterEndpoints as c, paymentEndpoints as e } from '@pm/contracts';
import { dec } from '@pm/domain';
import { refundPaid } from '../../../test/factories/refund-paid';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { readXlsx } from '../../../test/factories/records';
import { releasedLines, settleItem } from '../../../test/factories/settlement';
import { chinaToday } from '@pm/domain';

// 收费日报 adds up (issue 25 item 8): the items plus the reconciling rows (money into and out of the
// house's accounts, offsets from 预交款, 委付) equal the total taken, to the fen. Every payment here
// goes through the counter's API, so the rows are what a cashier's day really writes.

let t: TestApp;
let w: ChargingWorld;
const today = chinaToday();
const range = { dateFrom: today, dateTo: today };
const cash = (amount: string) => [{ method: '1', amount }];
const house = (i: number) => w.houses[i]!.id;

const ok = async (url: string, body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c.pay.output.parse(res.body.data);
};
const sum = (rows: { amount: string }[]) => rows.reduce((s, r) => s.plus(r.amount), dec('0')).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, [{}, {}, {}, {}]);
  const depositItem = await settleItem(db, w, { name: '装修押金', category: '7' });
  const power = await settleItem(db, w, { name: '代收电费', category: '2', passThrough: true });
  await releasedLines(db, w, house(0), [
    { period: '2099-01', net: '120.00', due: '2099-01-15' },
    { period: '2099-02', net: '120.00', due: '2099-02-15' },
  ]);
  await releasedLines(db, w, house(2), [{ period: '2099-01', net: '100.00', due: '2099-01-15' }]);
  await releasedLines(db, w, house(3), [{ period: '2099-01', net: '80.00', due: '2099-01-15', itemId: power }]);

  // 预交 200.00 offset at once: 120.00 and 80.00 of the property lines settled from 预交款.
  await ok('/prepay', { houseId: house(0), total: '200.00', tenders: cash('200.00'), offset: true });
  // 收押 1000.00, then 退押 300.00 of it.
  await ok('/deposit', { houseId: house(1), itemId: depositItem, total: '1000.00', tenders: cash('1000.00') });
  await refundPaid(t, w, { houseId: house(1), settleType: '7', itemId: depositItem, amount: '300.00', tenders: cash('300.00'), reason: '部分退还' });
  // 收费 150.00 for a 100.00 line, 50.00 over into 存零; then the whole payment is 冲红.
  const paid = await ok('/pay', { houseId: house(2), settleType: '1', total: '150.00', tenders: cash('150.00'), overpayTo: 'change' });
  await ok('/reverse', { paymentId: paid.id, reason: '收错房屋' });
  // 委收 80.00 (its 代收 memo is not money taken twice), 委付 30.00 of it.
  await ok('/pay', { houseId: house(3), settleType: '5', total: '80.00', tenders: cash('80.00') });
  await ok('/agency-payout', { estateId: w.estateId, itemId: power, amount: '30.00', tenders: [{ method: '2', amount: '30.00' }], payeeName: '供电局', reason: '月度委付' });
});
afterAll(() => t.close());

describe('收费日报: items plus reconciling rows equal the total', () => {
  it('names each reconciling row and sums exactly: 280.00 + 200.00 − 200.00 + 1000.00 − 300.00 + 0.00 − 30.00 = 950.00', async () => {
    const res = await t.as(w.clerk).post(e.daily.path, range);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const daily = e.daily.output.parse(res.body.data);
    // Taken in: 200 + 1000 − 300 + 150 − 150 + 80 − 30.
    expect(daily.total).toMatchObject({ count: 7, amount: '950.00' });
    // Property: 120 + 80 (from 预交款) + 100 − 100 (冲红); 代收电费 80.
    expect(daily.byItem.map((r) => [r.label, r.amount]).sort()).toEqual([['代收电费', '80.00'], ['物业服务费', '200.00']].sort());
    expect(daily.reconciling).toEqual([
      { key: 'prepay-in', label: '预交款转入', count: 1, amount: '200.00' },
      { key: 'prepay-offset', label: '预交款冲抵', count: 1, amount: '-200.00' },
      { key: 'deposit-in', label: '收押', count: 1, amount: '1000.00' },
      { key: 'deposit-out', label: '退押', count: 1, amount: '-300.00' },
      // 50.00 in, and out again by the 冲红 of that payment: it nets into the row it reverses.
      { key: 'change-in', label: '存零转入', count: 2, amount: '0.00' },
      { key: 'agency-out', label: '委付', count: 1, amount: '-30.00' },
    ]);
    expect(dec(sum(daily.byItem)).plus(sum(daily.reconciling)).toFixed(2)).toBe(daily.total.amount);
    // Every other grouping splits the same total.
    for (const rows of [daily.byDay, daily.byEstate, daily.byMethod, daily.byCashier, daily.byType]) expect(sum(rows)).toBe(daily.total.amount);
  });

  it('结算汇总 by item carries the same rows; other groupings none', async () => {
    const byItem = e.summary.output.parse((await t.as(w.clerk).post(e.summary.path, { ...range, groupBy: 'item' })).body.data);
    expect(dec(sum(byItem.rows)).plus(sum(byItem.reconciling)).toFixed(2)).toBe('950.00');
    expect(byItem.reconciling.map((r) => r.key)).toEqual(['prepay-in', 'prepay-offset', 'deposit-in', 'deposit-out', 'change-in', 'agency-out']);
    const byDay = e.summary.output.parse((await t.as(w.clerk).post(e.summary.path, { ...range, groupBy: 'day' })).body.data);
    expect(byDay.reconciling).toEqual([]);
  });

  it('the Excel sheet by item lists the items, then the reconciling rows, then 合计, and adds up', async () => {
    const file = await t.app.inject({ method: 'POST', url: e.exportDaily.path, payload: { ...range, usage: '对账', auditor: '王经理', auditDate: '2026.11.21' }, headers: await t.as(w.clerk).headers() });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    const sheets = await readXlsx(file.rawPayload);
    const items = sheets['按收费项目']!;
    expect(items[0]).toEqual(['收费项目', '笔数', '金额']);
    const body = items.slice(1, -1);
    expect(body.slice(-6).map((r) => r[0])).toEqual(['预交款转入', '预交款冲抵', '收押', '退押', '存零转入', '委付']);
    expect(items.at(-1)).toEqual(['合计', 7, '950.00']);
    expect(body.reduce((s, r) => s.plus(String(r[2])), dec('0')).toFixed(2)).toBe('950.00');
  });
});
