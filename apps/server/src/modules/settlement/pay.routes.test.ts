import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { counterEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines, settleItem } from '../../../test/factories/settlement';

// 收银台 over HTTP: the golden settlement cases C10-C15, and bad input refused with nothing written.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const house = (i: number) => w.houses[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 8 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
});
afterAll(() => t.close());

const as = () => t.as(w.clerk);
/** A payment's answer, which must be what its detail reads back once committed (it is built from what was written). */
const payment = async (url: string, body: Record<string, unknown>) => {
  const res = await as().post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = e.pay.output.parse(res.body.data);
  const detail = await as().get(`/api/settle/payments/${answer.id}`);
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  expect(answer).toEqual(e.pay.output.parse(detail.body.data));
  return answer;
};
const counter = async (houseId: number) => {
  const res = await as().post('/api/settle/counter/house', { houseId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.counterHouse.output.parse(res.body.data);
};
const openOf = async (lineId: number) =>
  (await t.database.db.select({ open: sql<string>`${schema.billLineOpen.open}::text` }).from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, lineId)))[0]?.open;
/** Rows the company's payments wrote, to show a refusal wrote nothing. */
async function written(companyId: number) {
  const n = (table: typeof schema.payments | typeof schema.paymentAllocations | typeof schema.receipts | typeof schema.settleAccountEntries) =>
    t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.companyId, companyId)).then((r) => r[0]!.n);
  return { payments: await n(schema.payments), allocations: await n(schema.paymentAllocations), receipts: await n(schema.receipts), entries: await n(schema.settleAccountEntries) };
}
const serialOf = (no: string) => Number(no.slice(-6));

describe('收费 (golden cases)', () => {
  it('C10: 500.00 over three 205.78 lines pays Jan and Feb and 88.44 of Mar, which stays open with 117.34', async () => {
    const [jan, feb, mar] = await releasedLines(t.database.db, w, house(0), [
      { period: '2099-01', net: '205.78', due: '2099-01-15' },
      { period: '2099-02', net: '205.78', due: '2099-02-15' },
      { period: '2099-03', net: '205.78', due: '2099-03-15' },
    ]);
    const before = await counter(house(0));
    expect(before.totals).toEqual({ open: '617.34', lateFee: '0.00', due: '617.34' });
    expect(before.instalments).toEqual({ monthsOpen: 3, options: [1, 3] });
    const p = await payment('/pay', { houseId: house(0), settleType: '1', total: '500.00', tenders: [{ method: '1', amount: '500.00' }], expectedDue: '617.34' });
    expect(p).toMatchObject({ settleType: '1', settleTypeName: '收费', total: '500.00', principal: '500.00', lateFee: '0.00', accounts: '0.00', houseName: '1栋0001', cashierName: w.clerk.name });
    expect(p.allocations.map((a) => [a.lineId, a.principal, a.source])).toEqual([
      [jan, '205.78', 'cash'],
      [feb, '205.78', 'cash'],
      [mar, '88.44', 'cash'],
    ]);
    expect(p.receipt).toMatchObject({ voided: false, prints: 0 });
    expect(p.receipt!.number).toMatch(new RegExp(`^SJ${new Date().getUTCFullYear()}\\d{6}$`));
    expect(await openOf(jan!)).toBeUndefined();
    expect(await openOf(mar!)).toBe('117.34');
    const after = await counter(house(0));
    expect(after.lines.map((l) => [l.id, l.open])).toEqual([[mar, '117.34']]);
  });

  it('C11: a pre-payment of 300.00 offsets a new 205.78 line, leaving 94.22; the offset takes a receipt without tenders', async () => {
    await payment('/prepay', { houseId: house(1), total: '300.00', tenders: [{ method: '1', amount: '300.00' }] });
    const [line] = await releasedLines(t.database.db, w, house(1), [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const p = await payment('/pay', { houseId: house(1), settleType: '1', total: '0', tenders: [], usePrepay: true });
    expect(p).toMatchObject({ total: '0.00', principal: '205.78', accounts: '-205.78', tenders: [] });
    expect(p.allocations).toEqual([expect.objectContaining({ lineId: line, principal: '205.78', source: 'prepay' })]);
    expect(p.entries).toEqual([expect.objectContaining({ kind: 'prepay', amount: '-205.78', balanceAfter: '94.22' })]);
    expect(p.receipt).not.toBeNull();
    expect(await openOf(line!)).toBeUndefined();
    expect((await counter(house(1))).accounts.prepay).toBe('94.22');
  });

  it('C13: 300.00 for one 205.78 line credits the over-payment 94.22 to the pre-payment', async () => {
    const [line] = await releasedLines(t.database.db, w, house(2), [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const p = await payment('/pay', { houseId: house(2), settleType: '1', total: '300.00', tenders: [{ method: '1', amount: '300.00' }] });
    expect(p.allocations).toEqual([expect.objectContaining({ lineId: line, principal: '205.78' })]);
    expect(p.entries).toEqual([expect.objectContaining({ kind: 'prepay', amount: '94.22', balanceAfter: '94.22', summary: '多收转预交款' })]);
    expect(p.accounts).toBe('94.22');
    expect((await counter(house(2))).accounts).toEqual({ prepay: '94.22', change: '0.00', deposits: [] });
  });

  it('C14 and C15: cash 17.34 + WeChat 600.00 settle 617.34; the reversal gives −617.34 back, reopens the line, voids the receipt and its number is not reused', async () => {
    const [line] = await releasedLines(t.database.db, w, house(3), [{ period: '2099-01', net: '617.34', due: '2099-01-15' }]);
    const paid = await payment('/pay', {
      houseId: house(3),
      settleType: '1',
      total: '617.34',
      tenders: [{ method: '1', amount: '17.34' }, { method: '4', amount: '600.00', reference: 'WX001' }],
    });
    expect(paid.tenders).toEqual([
      { method: '1', methodName: '现金', amount: '17.34', accountName: null, reference: null },
      { method: '4', methodName: '微信', amount: '600.00', accountName: null, reference: 'WX001' },
    ]);
    expect(await openOf(line!)).toBeUndefined();

    const reversal = await payment('/reverse', { paymentId: paid.id, reason: '收错房屋' });
    expect(reversal).toMatchObject({ settleType: '14', settleTypeName: '冲红', total: '-617.34', principal: '-617.34', reversalOf: paid.id, receipt: null, remark: '收错房屋' });
    expect(reversal.tenders.map((x) => [x.method, x.amount])).toEqual([['1', '-17.34'], ['4', '-600.00']]);
    expect(reversal.allocations).toEqual([expect.objectContaining({ lineId: line, principal: '-617.34' })]);
    expect(await openOf(line!)).toBe('617.34');
    expect((await counter(house(3))).lines.map((l) => l.id)).toEqual([line]);

    const [original] = await t.database.db.select().from(schema.receipts).where(eq(schema.receipts.paymentId, paid.id));
    expect(original!.number).toBe(paid.receipt!.number);
    const again = await as().post('/api/settle/reverse', { paymentId: paid.id, reason: '再冲' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该结算已冲红');
    const ofReversal = await as().post('/api/settle/reverse', { paymentId: reversal.id, reason: '再冲' });
    expect(ofReversal.status).toBe(409);

    const next = await payment('/pay', { houseId: house(3), settleType: '1', total: '617.34', tenders: [{ method: '2', amount: '617.34' }] });
    expect(next.receipt!.number).not.toBe(paid.receipt!.number);
    expect(serialOf(next.receipt!.number)).toBe(serialOf(paid.receipt!.number) + 1);
    const [voided] = await t.database.db.select().from(schema.receiptVoids).where(eq(schema.receiptVoids.receiptId, original!.id));
    expect(voided).toMatchObject({ reversalPaymentId: reversal.id, reason: '收错房屋' });
  });

  it('refuses reversing a payment whose pre-payment has been used since', async () => {
    const prepaid = await payment('/prepay', { houseId: house(4), total: '100.00', tenders: [{ method: '1', amount: '100.00' }] });
    await releasedLines(t.database.db, w, house(4), [{ period: '2099-01', net: '60.00', due: '2099-01-15' }]);
    await payment('/pay', { houseId: house(4), settleType: '1', total: '0', tenders: [], usePrepay: true });
    const before = await written(w.companyId);
    const res = await as().post('/api/settle/reverse', { paymentId: prepaid.id, reason: '退回' });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('预交款已使用，不能冲红');
    expect(await written(w.companyId)).toEqual(before);
  });

  it('委收 and 特服 pay only their own lines; 委收 credits the estate’s 代收 account with the principal', async () => {
    const water = await settleItem(t.database.db, w, { name: '代收水费', category: '2', passThrough: true });
    const [agencyLine, serviceLine] = await releasedLines(t.database.db, w, house(5), [
      { period: '2099-01', net: '88.00', due: '2099-01-15', itemId: water },
      { period: '2099-01', net: '30.00', due: '2099-01-15', itemId: w.items.service, targetType: 'service' },
    ]);
    const view = await counter(house(5));
    expect(view.lines.map((l) => l.category).sort()).toEqual(['agency', 'service']);
    const wrong = await as().post('/api/settle/pay', { houseId: house(5), settleType: '1', lineIds: [agencyLine], total: '88.00', tenders: [{ method: '1', amount: '88.00' }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('所选费用不属于该结算类型');
    const p = await payment('/pay', { houseId: house(5), settleType: '5', total: '88.00', tenders: [{ method: '1', amount: '88.00' }] });
    expect(p.allocations.map((a) => a.lineId)).toEqual([agencyLine]);
    expect(p.entries).toEqual([expect.objectContaining({ kind: 'agency', itemName: '代收水费', amount: '88.00' })]);
    expect(p.accounts).toBe('0.00');
    const special = await payment('/pay', { houseId: house(5), settleType: '4', total: '30.00', tenders: [{ method: '3', amount: '30.00' }] });
    expect(special.allocations.map((a) => a.lineId)).toEqual([serviceLine]);
    const balance = await as().post('/api/settle/agency-balance', { estateId: w.estateId });
    expect(e.agencyBalance.output.parse(balance.body.data).rows).toEqual([{ itemId: water, itemName: '代收水费', collected: '88.00', paidOver: '0.00', balance: '88.00' }]);
  });

  it('托收 pays regular lines by transfer with the bank’s batch reference', async () => {
    await releasedLines(t.database.db, w, house(6), [{ period: '2099-01', net: '50.00', due: '2099-01-15' }]);
    const body = { houseId: house(6), settleType: '12', total: '50.00', tenders: [{ method: '2', amount: '50.00' }] };
    const before = await written(w.companyId);
    const noRef = await as().post('/api/settle/pay', body);
    expect(noRef.status).toBe(400);
    expect(noRef.body.msg).toBe('托收须填写银行批次号');
    const cash = await as().post('/api/settle/pay', { ...body, batchRef: 'B1', tenders: [{ method: '1', amount: '50.00' }] });
    expect(cash.status).toBe(400);
    expect(cash.body.msg).toBe('托收只能使用转账结算');
    expect(await written(w.companyId)).toEqual(before);
    const [bank] = await t.database.db.insert(schema.chargeAccounts).values({ companyId: w.companyId, estateId: w.estateId, name: '工行托收户', method: '2' }).returning({ id: schema.chargeAccounts.id });
    const p = await payment('/pay', { ...body, batchRef: 'BANK-2099-01', tenders: [{ method: '2', amount: '50.00', accountId: bank!.id, reference: 'TX-1' }] });
    expect(p).toMatchObject({ settleTypeName: '托收', batchRef: 'BANK-2099-01' });
    expect(p.tenders).toEqual([{ method: '2', methodName: '转账', amount: '50.00', accountName: '工行托收户', reference: 'TX-1' }]);
  });
});

describe('收费: refusals write nothing', () => {
  let lines: number[];
  beforeAll(async () => {
    lines = await releasedLines(t.database.db, w, house(7), [
      { period: '2099-01', net: '10.00', due: '2099-01-15' },
      { period: '2099-02', net: '10.00', due: '2099-02-15' },
    ]);
  });
  const body = (extra: Record<string, unknown> = {}) => ({ houseId: house(7), settleType: '1', total: '10.00', tenders: [{ method: '1', amount: '10.00' }], ...extra });

  it.each([
    ['401 without a session', null, 401, undefined],
    ['tenders that do not sum to the total', () => body({ tenders: [{ method: '1', amount: '9.99' }] }), 400, '结算方式金额合计与收款金额不一致'],
    ['no tenders for money received', () => body({ tenders: [] }), 400, '结算方式金额合计与收款金额不一致'],
    ['an unknown settle method', () => body({ tenders: [{ method: '7', amount: '10.00' }] }), 400, undefined],
    ['more than 2 decimals', () => body({ total: '10.001' }), 400, undefined],
    ['a line that is not open', () => body({ lineIds: [999_999_999] }), 409, '所选费用已结清或不存在，请刷新'],
    ['an invalid house id', () => body({ houseId: 0 }), 400, undefined],
    ['a changed due figure', () => body({ expectedDue: '19.99' }), 409, '应收金额已变化，请刷新后重试'],
    ['nothing to settle', () => body({ total: '0', tenders: [] }), 400, '没有可结算的费用或金额'],
  ])('refuses %s', async (_, payload, status, msg) => {
    const before = await written(w.companyId);
    const res = payload ? await as().post('/api/settle/pay', payload()) : await t.call({ method: 'POST', url: '/api/settle/pay', payload: body() });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (msg) expect((res.body as { msg: string }).msg).toBe(msg);
    expect(await written(w.companyId)).toEqual(before);
  });

  it('refuses another company’s house and payment (404) and a line of another house', async () => {
    const before = await written(w.companyId);
    const theirs = await as().post('/api/settle/pay', body({ houseId: other.houses[0]!.id }));
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('房屋不存在');
    expect((await as().post('/api/settle/counter/house', { houseId: other.houses[0]!.id })).status).toBe(404);
    const [theirLine] = await releasedLines(t.database.db, other, other.houses[0]!.id, [{ period: '2099-01', net: '10.00', due: '2099-01-15' }]);
    expect((await as().post('/api/settle/pay', body({ lineIds: [theirLine] }))).status).toBe(409);
    const [theirPayment] = await t.database.db.insert(schema.payments).values({ companyId: other.companyId, estateId: other.estateId, houseId: other.houses[0]!.id, settleType: '2', total: '0', businessDate: '2099-01-01' }).returning();
    const rev = await as().post('/api/settle/reverse', { paymentId: theirPayment!.id, reason: '试' });
    expect(rev.status).toBe(404);
    expect(rev.body.msg).toBe('结算记录不存在');
    expect(await written(w.companyId)).toEqual(before);
  });

  it('refuses paying more lines than are open, and a line locked by a reversal waiting for audit', async () => {
    await payment('/pay', body({ lineIds: [lines[0]] }));
    const before = await written(w.companyId);
    const res = await as().post('/api/settle/pay', body({ lineIds: lines, total: '20.00', tenders: [{ method: '1', amount: '20.00' }] }));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('所选费用已结清或不存在，请刷新');
    await t.database.db.insert(schema.billLines).values({
      companyId: w.companyId, estateId: w.estateId, houseId: house(7), itemId: w.items.property, targetType: 'house', period: '2099-02',
      periodFrom: '2099-02-01', periodTo: '2099-02-28', billKey: `rev-${lines[1]}`, gross: '-10.00', net: '-10.00', dueDate: '2099-02-15', status: 'pending_audit', reversalOf: lines[1],
    });
    expect((await counter(house(7))).lines.find((l) => l.id === lines[1])!.locked).toBe(true);
    const locked = await as().post('/api/settle/pay', body({ lineIds: [lines[1]] }));
    expect(locked.status).toBe(409);
    const none = await as().post('/api/settle/pay', body());
    expect(none.status).toBe(400);
    expect(await written(w.companyId)).toEqual(before);
    const pending = await t.database.db.select().from(schema.billLines).where(and(eq(schema.billLines.reversalOf, lines[1]!), isNull(schema.billLines.releasedAt)));
    expect(pending).toHaveLength(1);
    expect(await openOf(lines[1]!)).toBe('10.00');
  });
});
