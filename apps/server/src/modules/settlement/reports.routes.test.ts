import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonEndpoints as c, houseTreeEndpoints as h, paymentEndpoints as e } from '@pm/contracts';
import { addDays, capitalAmount } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { readXlsx } from '../../../test/factories/records';
import { houseAccount, insertPayment, releasedLine } from '../../../test/factories/settlement-rows';
import { chinaToday } from '@pm/domain';

// The settlement read side over payments written straight into the ledger (balanced as its triggers require).

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const today = chinaToday();
const p: Record<string, { paymentId: number; receiptId: number | null }> = {};
const purpose = { usage: '对账', auditor: '王经理', auditDate: '2026.11.21' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, [{}, {}]);
  other = await buildChargingWorld(db, [{}]);
  const [h0, h1] = w.houses.map((x) => x.id);
  const l1 = await releasedLine(db, w, h0!, { period: '2030-01', net: '617.34', due: addDays(today, -30) });
  const service = await releasedLine(db, w, h1!, { period: '2030-01', net: '200.00', due: addDays(today, -3), itemId: w.items.service, targetType: 'service' });
  const prepay = await houseAccount(db, w, h0!, 'prepay');
  const cashier = w.clerk.id;
  p.c14 = await insertPayment(db, w, { houseId: h0!, businessDate: today, cashierId: cashier, payerName: '张三', receiptNo: 'SJ0001', allocations: [{ lineId: l1, principal: '617.34' }], tenders: [{ method: '1', amount: '17.34' }, { method: '4', amount: '600.00' }] });
  p.prepay = await insertPayment(db, w, { houseId: h0!, settleType: '2', businessDate: today, cashierId: cashier, receiptNo: 'SJ0002', entries: [{ accountId: prepay, amount: '300.00', summary: '预交款' }], tenders: [{ method: '1', amount: '300.00' }] });
  p.refund = await insertPayment(db, w, { houseId: h0!, settleType: '8', businessDate: today, cashierId: cashier, receiptNo: 'SJ0003', remark: '业主申请', entries: [{ accountId: prepay, amount: '-100.00', summary: '退预交款' }], tenders: [{ method: '1', amount: '-100.00' }] });
  p.service = await insertPayment(db, w, { houseId: h1!, settleType: '4', businessDate: addDays(today, -1), cashierId: cashier, receiptNo: 'SJ0004', allocations: [{ lineId: service, itemId: w.items.service, principal: '200.00' }], tenders: [{ method: '2', amount: '200.00' }] });
  p.reversal = await insertPayment(db, w, { houseId: h1!, settleType: '14', businessDate: today, cashierId: cashier, reversalOf: p.service.paymentId, voids: { receiptId: p.service.receiptId!, reason: '收错房屋' }, allocations: [{ lineId: service, itemId: w.items.service, principal: '-200.00' }], tenders: [{ method: '2', amount: '-200.00' }] });
  const otherLine = await releasedLine(db, other, other.houses[0]!.id, { period: '2030-01', net: '50.00', due: today });
  p.other = await insertPayment(db, other, { houseId: other.houses[0]!.id, businessDate: today, receiptNo: 'SJ0001', allocations: [{ lineId: otherLine, principal: '50.00' }], tenders: [{ method: '1', amount: '50.00' }] });
});
afterAll(() => t.close());

const post = async <T>(endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object, who = w.clerk) => {
  const res = await t.as(who).post(endpoint.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return endpoint.output.parse(res.body.data);
};

describe('结算记录 and receipts', () => {
  it('answers 401 without a session and 400 naming a bad field', async () => {
    expect((await t.call({ method: 'POST', url: e.listPayments.path, payload: {} })).status).toBe(401);
    const bad = await t.as(w.clerk).post(e.summary.path, { dateFrom: 'x', dateTo: today });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('dateFrom');
  });

  it('lists payments newest first with tenders, voids, reversals and Σ total; filters by receipt, type and method', async () => {
    const page = await post(e.listPayments, {});
    expect(page.total).toBe(5);
    expect(page.sumTotal).toBe('817.34');
    const c14 = page.rows.find((r) => r.id === p.c14!.paymentId)!;
    expect(c14).toMatchObject({ receiptNo: 'SJ0001', methods: '现金 17.34、微信 600.00', settleTypeName: '收费', total: '617.34', payerName: '张三', voided: false });
    expect(page.rows.find((r) => r.id === p.service!.paymentId)).toMatchObject({ voided: true, reversedBy: p.reversal!.paymentId });
    expect((await post(e.listPayments, { q: 'SJ0002' })).rows.map((r) => r.id)).toEqual([p.prepay!.paymentId]);
    expect((await post(e.listPayments, { q: '张三' })).rows.map((r) => r.id)).toEqual([p.c14!.paymentId]);
    expect((await post(e.listPayments, { method: '4' })).rows.map((r) => r.id)).toEqual([p.c14!.paymentId]);
    expect((await post(e.listPayments, { settleType: '14' })).sumTotal).toBe('-200.00');
    expect((await post(e.listPayments, { dateTo: addDays(today, -1) })).rows.map((r) => r.id)).toEqual([p.service!.paymentId]);
  });

  it('answers one payment in full, and 404 for another company’s', async () => {
    const res = await t.as(w.clerk).get(`/api/settle/payments/${p.c14!.paymentId}`);
    expect(res.status).toBe(200);
    const one = e.getPayment.output.parse(res.body.data);
    expect(one).toMatchObject({ total: '617.34', principal: '617.34', accounts: '0.00', houseCode: w.houses[0]!.code, receipt: { number: 'SJ0001', voided: false, prints: 0 } });
    expect(one.tenders.map((x) => x.methodName)).toEqual(['现金', '微信']);
    expect(one.allocations).toEqual([expect.objectContaining({ itemName: '物业服务费', period: '2030-01', principal: '617.34' })]);
    expect((await t.as(w.clerk).get(`/api/settle/payments/${p.other!.paymentId}`)).status).toBe(404);
  });

  it('prints the original, then copies; a voided receipt prints voided with its reason; another company’s is 404', async () => {
    const first = await post({ path: `/api/settle/receipts/${p.c14!.receiptId}/print`, output: e.printReceipt.output }, {});
    expect(first).toMatchObject({ copyNo: 1, copy: false, voided: false, number: 'SJ0001', total: '617.34', totalInWords: capitalAmount('617.34'), cashierName: w.clerk.name ?? expect.any(String) });
    expect(first.lines).toEqual([{ itemName: '物业服务费', period: '2030-01', principal: '617.34', lateFee: '0.00', amount: '617.34' }]);
    expect(first.tenders.map((x) => `${x.methodName} ${x.amount}`)).toEqual(['现金 17.34', '微信 600.00']);
    const second = await post({ path: `/api/settle/receipts/${p.c14!.receiptId}/print`, output: e.printReceipt.output }, {});
    expect(second).toMatchObject({ copyNo: 2, copy: true });
    const voided = await post({ path: `/api/settle/receipts/${p.service!.receiptId}/print`, output: e.printReceipt.output }, {});
    expect(voided).toMatchObject({ voided: true, voidReason: '收错房屋' });
    const prepay = await post({ path: `/api/settle/receipts/${p.prepay!.receiptId}/print`, output: e.printReceipt.output }, {});
    expect(prepay.accounts).toEqual([{ summary: '预交款', amount: '300.00' }]);
    expect((await t.as(other.clerk).post(`/api/settle/receipts/${p.c14!.receiptId}/print`, {})).status).toBe(404);
    expect((await t.as(w.clerk).post(`/api/settle/receipts/${p.other!.receiptId}/print`, {})).status).toBe(404);
  });

  it('renders the receipt as a PDF and records that print', async () => {
    const headers = await t.as(w.clerk).headers();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/settle/receipts/${p.refund!.receiptId}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const again = await t.app.inject({ method: 'GET', url: `/api/settle/receipts/${p.refund!.receiptId}/pdf`, headers });
    expect(decodeURIComponent(String(again.headers['content-disposition']))).toContain('副本');
    const detail = e.getPayment.output.parse((await t.as(w.clerk).get(`/api/settle/payments/${p.refund!.paymentId}`)).body.data);
    expect(detail.receipt?.prints).toBe(2);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/settle/receipts/${p.refund!.receiptId}/pdf`, headers: await t.as(other.clerk).headers() });
    expect(foreign.statusCode).toBe(404);
  });

  it('exports payments as a workbook with Chinese headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: e.exportPayments.path, payload: purpose, headers: await t.as(w.clerk).headers() });
    expect(res.statusCode).toBe(200);
    const rows = Object.values(await readXlsx(res.rawPayload))[0]!;
    expect(rows[0]![0]).toBe('收据号');
    expect(rows.length).toBe(6);
    const first = rows.find((r) => r[0] === 'SJ0001')!;
    expect([first[4], first[5], first[7]]).toEqual(['收费', '617.34', '现金 17.34、微信 600.00']);
    expect(rows.find((r) => r[0] === 'SJ0004')![1]).toBe('是');
  });

  it('shows a 冲红 with the number of the receipt it voided and the payment it reverses, in the list and in Excel', async () => {
    const page = await post(e.listPayments, { settleType: '14' });
    expect(page.rows).toEqual([expect.objectContaining({ id: p.reversal!.paymentId, receiptNo: null, reversalOf: p.service!.paymentId, reversedReceiptNo: 'SJ0004' })]);
    const all = await post(e.listPayments, {});
    expect(all.rows.filter((r) => r.settleType !== '14').every((r) => r.reversedReceiptNo === null)).toBe(true);
    const res = await t.app.inject({ method: 'POST', url: e.exportPayments.path, payload: { ...purpose, settleType: '14' }, headers: await t.as(w.clerk).headers() });
    const rows = Object.values(await readXlsx(res.rawPayload))[0]!;
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([['SJ0004（冲红）', '冲红']]);
    // looking for the receipt number finds the receipt's payment and its 冲红
    expect((await post(e.listPayments, { q: 'SJ0004' })).rows.map((r) => r.id)).toEqual([p.reversal!.paymentId, p.service!.paymentId]);
  });

  it('writes the settlement time in Excel on China’s clock, whatever the server’s zone', async () => {
    // 21:41 UTC on 28 November is 05:41 on the 29th in China; the answer keeps the instant (ISO).
    const late = await buildChargingWorld(t.database.db, [{}]);
    const line = await releasedLine(t.database.db, late, late.houses[0]!.id, { period: '2030-01', net: '10.00', due: today });
    await insertPayment(t.database.db, late, { houseId: late.houses[0]!.id, businessDate: '2026-11-29', receiptNo: 'SJ9001', createdAt: new Date('2026-11-28T21:41:00Z'), allocations: [{ lineId: line, principal: '10.00' }], tenders: [{ method: '1', amount: '10.00' }] });
    expect((await post(e.listPayments, {}, late.clerk)).rows[0]!.createdAt).toBe('2026-11-28T21:41:00.000Z');
    const res = await t.app.inject({ method: 'POST', url: e.exportPayments.path, payload: purpose, headers: await t.as(late.clerk).headers() });
    const rows = Object.values(await readXlsx(res.rawPayload))[0]!;
    expect(rows[0]![11]).toBe('结算时间');
    expect(rows[1]![11]).toBe('2026-11-29 05:41');
  });
});

describe('退费明细, 特服结算 and the reports', () => {
  it('lists money paid back and 冲红 with the receipt it reversed', async () => {
    const page = await post(e.tfDetail, {});
    expect(page.rows.map((r) => r.id).sort()).toEqual([p.refund!.paymentId, p.reversal!.paymentId].sort());
    expect(page.sumAmount).toBe('-300.00');
    expect(page.rows.find((r) => r.settleType === '14')).toMatchObject({ reversedReceiptNo: 'SJ0004', reason: '收错房屋', methods: '转账 -200.00' });
    expect(page.rows.find((r) => r.settleType === '8')).toMatchObject({ settleTypeName: '退预交款', reason: '业主申请', amount: '-100.00' });
  });

  it('lists special-service lines open again after the reversal', async () => {
    const open = await post(e.special, {});
    expect(open.rows).toEqual([expect.objectContaining({ houseId: w.houses[1]!.id, itemName: '特约服务', net: '200.00', open: '200.00', receiptNo: null })]);
    expect(open.sumOpen).toBe('200.00');
    expect((await post(e.special, { state: 'paid' })).total).toBe(0);
  });

  it('sums by method over tenders, by item over allocations, and the daily report with all six groupings', async () => {
    const range = { dateFrom: addDays(today, -1), dateTo: today };
    const byMethod = await post(e.summary, { ...range, groupBy: 'method' });
    expect(byMethod.rows).toEqual([
      { key: '1', label: '现金', count: 3, amount: '217.34' },
      { key: '2', label: '转账', count: 2, amount: '0.00' },
      { key: '4', label: '微信', count: 1, amount: '600.00' },
    ]);
    expect(byMethod.total).toEqual({ key: 'total', label: '合计', count: 5, amount: '817.34' });
    const byItem = await post(e.summary, { ...range, groupBy: 'item' });
    expect(byItem.rows.map((r) => [r.label, r.amount])).toEqual(expect.arrayContaining([['物业服务费', '617.34'], ['特约服务', '0.00']]));
    const byDay = await post(e.summary, { ...range });
    expect(byDay.rows.map((r) => [r.key, r.count])).toEqual([[addDays(today, -1), 1], [today, 4]]);
    const daily = await post(e.daily, range);
    expect(daily.byType.find((r) => r.key === '14')).toMatchObject({ label: '冲红', amount: '-200.00' });
    expect(daily.byCashier).toEqual([expect.objectContaining({ key: String(w.clerk.id), count: 5 })]);
    expect(daily.byEstate).toEqual([expect.objectContaining({ key: String(w.estateId), amount: '817.34' })]);
    const res = await t.app.inject({ method: 'POST', url: e.exportDaily.path, payload: { ...range, ...purpose }, headers: await t.as(w.clerk).headers() });
    expect(res.statusCode).toBe(200);
    const book = await readXlsx(res.rawPayload);
    expect(Object.keys(book)).toEqual(['按日', '按楼盘', '按收费项目', '按结算方式', '按收费员', '按结算类型']);
    expect(book['按结算方式']!.at(-1)).toEqual(['合计', 5, '817.34']);
    expect((await post(e.summary, range, other.clerk)).total).toMatchObject({ count: 1, amount: '50.00' });
  });

  it('answers a house’s latest settlements and its account ledger with a running balance', async () => {
    const top = c.topSettle.output.parse((await t.as(w.clerk).get(`/api/common/top-settle/${w.houses[0]!.id}`)).body.data);
    expect(top.rows.map((r) => r.settleNo)).toEqual(['SJ0003', 'SJ0002', 'SJ0001']);
    expect(top.rows[2]).toMatchObject({ settleDate: today, amount: '617.34', method: '现金 17.34、微信 600.00', settleTypeName: '收费', voided: false });
    const service = c.topSettle.output.parse((await t.as(w.clerk).get(`/api/common/top-settle/${w.houses[1]!.id}`)).body.data);
    expect(service.rows.map((r) => [r.settleTypeName, r.voided])).toEqual([['冲红', false], ['特服', true]]);
    const ledger = await post(h.ledgerPri, { houseId: w.houses[0]!.id });
    expect(ledger).toMatchObject({ balance: '200.00', prepay: '200.00', deposit: '0.00', change: '0.00' });
    expect(ledger.rows).toEqual([
      { date: today, kind: '预交款', summary: '预交款', receiptNo: 'SJ0002', debit: '0.00', credit: '300.00', balance: '300.00' },
      { date: today, kind: '预交款', summary: '退预交款', receiptNo: 'SJ0003', debit: '100.00', credit: '0.00', balance: '200.00' },
    ]);
    expect((await t.as(other.clerk).get(`/api/common/top-settle/${w.houses[0]!.id}`)).status).toBe(404);
    expect((await t.as(other.clerk).post(h.ledgerPri.path, { houseId: w.houses[0]!.id })).status).toBe(404);
  });
});
