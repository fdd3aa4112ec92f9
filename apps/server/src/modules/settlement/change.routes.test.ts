import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { counterEndpoints as e, paymentEndpoints as pe } from '@pm/contracts';
import { schema } from '@pm/db';
import { chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pdfText } from '../../../test/pdf-text';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';

// 找零 at the counter (issue 25 item 6): cash handed over above what is due comes back as change.
// The bills are paid exactly, the payment records 实收 and 找零, and the change is neither kept
// (tenders, total) nor put in an account; only cash can be handed back.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const house = (i: number) => w.houses[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 7 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
});
afterAll(() => t.close());

/** A payment's answer, which must be what its detail reads back once committed. */
const pay = async (body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post('/api/settle/pay', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = e.pay.output.parse(res.body.data);
  const detail = await t.as(w.clerk).get(`/api/settle/payments/${answer.id}`);
  expect(answer).toEqual(e.pay.output.parse(detail.body.data));
  return answer;
};
const accounts = async (houseId: number) => e.counterHouse.output.parse((await t.as(w.clerk).post('/api/settle/counter/house', { houseId })).body.data).accounts;
const openOf = async (lineId: number) =>
  (await t.database.db.select({ open: sql<string>`${schema.billLineOpen.open}::text` }).from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, lineId)))[0]?.open;
const countOf = async (table: typeof schema.payments | typeof schema.settleAccountEntries) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.companyId, w.companyId)))[0]!.n;

describe('找零: a cash over-tender handed back', () => {
  it('due 205.78, cash 300.00: the line is paid exactly, 实收 300.00 and 找零 94.22 recorded, nothing kept or credited above the due', async () => {
    const [line] = await releasedLines(t.database.db, w, house(0), [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const p = await pay({ houseId: house(0), settleType: '1', total: '300.00', tenders: [{ method: '1', amount: '300.00' }], overpayTo: 'payer', expectedDue: '205.78' });
    expect(p).toMatchObject({ total: '205.78', principal: '205.78', accounts: '0.00', received: '300.00', changeGiven: '94.22', entries: [] });
    expect(p.tenders.map((x) => [x.method, x.amount])).toEqual([['1', '205.78']]);
    expect(await openOf(line!)).toBeUndefined();
    expect(await accounts(house(0))).toEqual({ prepay: '0.00', change: '0.00', deposits: [] });
  });

  it('the receipt says 实收 and 找零, on screen and in the PDF', async () => {
    await releasedLines(t.database.db, w, house(1), [{ period: '2099-01', net: '87.66', due: '2099-01-15' }]);
    const p = await pay({ houseId: house(1), settleType: '1', total: '100.00', tenders: [{ method: '1', amount: '100.00' }], overpayTo: 'payer' });
    const sheet = await t.as(w.clerk).post(`/api/settle/receipts/${p.receipt!.id}/print`, {});
    expect(pe.printReceipt.output.parse(sheet.body.data)).toMatchObject({ total: '87.66', received: '100.00', changeGiven: '12.34', tenders: [{ methodName: '现金', amount: '87.66', reference: null }] });
    const headers = await t.as(w.clerk).headers();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/settle/receipts/${p.receipt!.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('实收：100.00');
    expect(text).toContain('找零：12.34');
  });

  it('cash 20.00 with WeChat 600.00 for 617.34: the change comes out of the cash, WeChat is kept whole', async () => {
    await releasedLines(t.database.db, w, house(2), [{ period: '2099-01', net: '617.34', due: '2099-01-15' }]);
    const p = await pay({ houseId: house(2), settleType: '1', total: '620.00', tenders: [{ method: '1', amount: '20.00' }, { method: '4', amount: '600.00', reference: 'WX9' }], overpayTo: 'payer' });
    expect(p).toMatchObject({ total: '617.34', received: '620.00', changeGiven: '2.66' });
    expect(p.tenders.map((x) => [x.method, x.amount, x.reference])).toEqual([['1', '17.34', null], ['4', '600.00', 'WX9']]);
  });

  it('with the pre-payment offset first, the change is what the cash hands over above the rest', async () => {
    expect((await t.as(w.clerk).post('/api/settle/prepay', { houseId: house(3), total: '100.00', tenders: [{ method: '1', amount: '100.00' }] })).status).toBe(200);
    await releasedLines(t.database.db, w, house(3), [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const p = await pay({ houseId: house(3), settleType: '1', total: '200.00', tenders: [{ method: '1', amount: '200.00' }], usePrepay: true, overpayTo: 'payer' });
    expect(p).toMatchObject({ total: '105.78', principal: '205.78', accounts: '-100.00', received: '200.00', changeGiven: '94.22' });
    expect(await accounts(house(3))).toMatchObject({ prepay: '0.00', change: '0.00' });
  });

  it('a card over-tender cannot be handed back: refused in Chinese, nothing written; 预交款 and 存零 remain', async () => {
    await releasedLines(t.database.db, w, house(4), [{ period: '2099-01', net: '50.00', due: '2099-01-15' }, { period: '2099-02', net: '50.00', due: '2099-02-15' }]);
    const before = [await countOf(schema.payments), await countOf(schema.settleAccountEntries)];
    for (const tenders of [[{ method: '3', amount: '120.00' }], [{ method: '3', amount: '110.00' }, { method: '1', amount: '10.00' }]]) {
      const res = await t.as(w.clerk).post('/api/settle/pay', { houseId: house(4), settleType: '1', total: '120.00', tenders, overpayTo: 'payer' });
      const cash = tenders.length === 1 ? '0.00' : '10.00';
      const msg = `只能用现金找零：找零20.00元超过现金${cash}元`;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ msg, details: [{ path: 'overpayTo', message: msg }] });
    }
    expect([await countOf(schema.payments), await countOf(schema.settleAccountEntries)]).toEqual(before);
    const kept = await pay({ houseId: house(4), settleType: '1', total: '110.00', tenders: [{ method: '3', amount: '110.00' }], overpayTo: 'change' });
    expect(kept).toMatchObject({ total: '110.00', received: null, changeGiven: null, accounts: '10.00' });
    expect(await accounts(house(4))).toMatchObject({ change: '10.00' });
  });

  it('no change when nothing is over; the API default still credits the pre-payment', async () => {
    await releasedLines(t.database.db, w, house(5), [{ period: '2099-01', net: '30.00', due: '2099-01-15' }, { period: '2099-02', net: '30.00', due: '2099-02-15' }]);
    const exact = await pay({ houseId: house(5), settleType: '1', total: '30.00', tenders: [{ method: '1', amount: '30.00' }], overpayTo: 'payer' });
    expect(exact).toMatchObject({ total: '30.00', received: null, changeGiven: null });
    const byDefault = await pay({ houseId: house(5), settleType: '1', total: '40.00', tenders: [{ method: '1', amount: '40.00' }] });
    expect(byDefault).toMatchObject({ total: '40.00', received: null, changeGiven: null, accounts: '10.00' });
  });

  it('the change is not income: the daily report and the list count what was kept; 冲红 gives back only that', async () => {
    const [line] = await releasedLines(t.database.db, w, house(6), [{ period: '2099-01', net: '45.50', due: '2099-01-15' }]);
    const p = await pay({ houseId: house(6), settleType: '1', total: '50.00', tenders: [{ method: '1', amount: '50.00' }], overpayTo: 'payer' });
    const day = chinaToday();
    const daily = pe.daily.output.parse((await t.as(w.clerk).post('/api/settle/daily', { dateFrom: day, dateTo: day })).body.data);
    const cashRow = daily.byMethod.find((r) => r.key === '1');
    const cashKept = await t.database.db.execute<{ sum: string }>(sql`select sum(t.amount)::text as sum from payment_tenders t where t.company_id = ${w.companyId} and t.method = '1'`);
    expect(cashRow!.amount).toBe([...cashKept][0]!.sum);
    const list = pe.listPayments.output.parse((await t.as(w.clerk).post('/api/settle/payments/list', { q: p.receipt!.number })).body.data);
    expect(list.rows.map((r) => [r.total, r.methods])).toEqual([['45.50', '现金 45.50']]);
    const red = await t.as(w.clerk).post('/api/settle/reverse', { paymentId: p.id, reason: '收错' });
    expect(red.status, JSON.stringify(red.body)).toBe(200);
    expect(e.reverse.output.parse(red.body.data)).toMatchObject({ total: '-45.50', received: null, changeGiven: null, tenders: [expect.objectContaining({ method: '1', amount: '-45.50' })] });
    expect(await openOf(line!)).toBe('45.50');
  });

  it('refuses another company’s house', async () => {
    const res = await t.as(w.clerk).post('/api/settle/pay', { houseId: other.houses[0]!.id, settleType: '1', total: '10.00', tenders: [{ method: '1', amount: '10.00' }], overpayTo: 'payer' });
    expect(res.status).toBe(404);
  });
});
