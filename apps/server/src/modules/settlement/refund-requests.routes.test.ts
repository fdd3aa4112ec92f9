import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { counterEndpoints as e, refundRequestEndpoints as r } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines, settleItem } from '../../../test/factories/settlement';
import type { TestUser } from '../../../test/factories/users';

// 退款审批 (issue 24, 审批分离): the refunds 7 8 9 11 13 are entered as requests (no money, no receipt number), checked
// against the balance less what pending requests hold back; another person approves (the balance checked again, the
// refund paid as the counter paid it) or rejects with a reason; the maker approves only where the company allows it,
// logged. Decided once; another company's requests are out of reach.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let depositItem: number;
const house = (i: number) => w.houses[i]!.id;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 8 }, () => ({})));
  other = await buildChargingWorld(t.database.db, [{}]);
  depositItem = await settleItem(t.database.db, w, { name: '装修押金', category: '7' });
});
afterAll(() => t.close());

const cash = (amount: string) => [{ method: '1', amount }];
const paymentCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.payments).where(eq(schema.payments.companyId, w.companyId)))[0]!.n;
const requestCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.refundRequests).where(eq(schema.refundRequests.companyId, w.companyId)))[0]!.n;

const money = async (url: string, body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post(`/api/settle${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.pay.output.parse(res.body.data);
};
/** A request entered by `by` (default the clerk). */
const ask = async (body: Record<string, unknown>, by: TestUser = w.clerk) => {
  const res = await t.as(by).post('/api/settle/refund', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return r.refund.output.parse(res.body.data);
};
/** Refused with the status and message, writing no request and no payment. */
const refusedAsk = async (body: Record<string, unknown>, status: number, msg: string, by: TestUser = w.clerk) => {
  const [requests, payments] = [await requestCount(), await paymentCount()];
  const res = await t.as(by).post('/api/settle/refund', body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  expect([await requestCount(), await paymentCount()]).toEqual([requests, payments]);
};
const approve = (id: number, by: TestUser = w.auditor) => t.as(by).post('/api/settle/refund-requests/approve', { id });
const approved = async (id: number, by: TestUser = w.auditor) => {
  const res = await approve(id, by);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return r.approveRefund.output.parse(res.body.data);
};
const reject = (id: number, reason: string, by: TestUser = w.auditor) => t.as(by).post('/api/settle/refund-requests/reject', { id, reason });
const counter = async (houseId: number) => e.counterHouse.output.parse((await t.as(w.clerk).post('/api/settle/counter/house', { houseId })).body.data);
const setSelfApproval = (selfApproval: boolean) => t.database.db.update(schema.companies).set({ selfApproval }).where(eq(schema.companies.id, w.companyId));

describe('a refund is a request until another person approves it', () => {
  it('entering takes no money and no receipt number; the approval pays it out with its receipt, as the counter did', async () => {
    await money('/prepay', { houseId: house(0), total: '300.00', tenders: cash('300.00') });
    const before = await counter(house(0));
    const payments = await paymentCount();
    const request = await ask({ houseId: house(0), settleType: '8', amount: '200.00', tenders: [{ method: '2', amount: '200.00' }], payeeName: '李四', reason: '业主申请退款' });
    expect(request).toMatchObject({
      houseId: house(0),
      settleType: '8',
      settleTypeName: '退预交款',
      amount: '200.00',
      methods: '转账 200.00',
      payeeName: '李四',
      reason: '业主申请退款',
      state: 'pending',
      requestedById: w.clerk.id,
      requestedByName: w.clerk.name,
      decidedByName: null,
      paymentId: null,
      receiptNo: null,
    });
    expect(await paymentCount()).toBe(payments);
    const waiting = await counter(house(0));
    expect(waiting.accounts.prepay).toBe('300.00');
    expect(waiting.nextReceiptNo).toBe(before.nextReceiptNo);

    const { request: decided, payment } = await approved(request.id);
    expect(payment).toMatchObject({ settleType: '8', settleTypeName: '退预交款', total: '-200.00', accounts: '-200.00', payerName: '李四', remark: '业主申请退款', cashierName: w.auditor.name });
    expect(payment.tenders).toEqual([expect.objectContaining({ method: '2', amount: '-200.00' })]);
    expect(payment.entries.map((x) => [x.kind, x.amount, x.balanceAfter])).toEqual([['prepay', '-200.00', '100.00']]);
    expect(payment.receipt?.number).toBe(before.nextReceiptNo);
    expect(decided).toMatchObject({ state: 'approved', decidedByName: w.auditor.name, paymentId: payment.id, receiptNo: payment.receipt!.number });
    expect((await counter(house(0))).accounts.prepay).toBe('100.00');
    // 退费明细 lists the refund as before.
    const listed = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/settle/tf-detail', { houseId: house(0) });
    expect(listed.body.data.rows.map((x) => x.id)).toEqual([payment.id]);
  });

  it('the maker cannot approve their own refund (审批分离): nothing is paid and the request still waits', async () => {
    await money('/prepay', { houseId: house(1), total: '50.00', tenders: cash('50.00') });
    const request = await ask({ houseId: house(1), settleType: '8', amount: '50.00', tenders: cash('50.00'), reason: '多交退回' });
    const payments = await paymentCount();
    const own = await approve(request.id, w.clerk);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ errorCode: 'approval.own_entry', msg: '不能审批自己录入的退款（审批分离）' });
    expect(await paymentCount()).toBe(payments);
    expect((await counter(house(1))).accounts.prepay).toBe('50.00');
    const list = r.listRefundRequests.output.parse((await t.as(w.clerk).post('/api/settle/refund-requests/list', { houseId: house(1) })).body.data);
    expect(list.rows.map((x) => [x.id, x.state])).toEqual([[request.id, 'pending']]);
    // Another person with the function approves it.
    expect((await approved(request.id)).payment.total).toBe('-50.00');
  });

  it('a one-person office may approve its own refund; the approval is written to 系统日志 as 本人审批', async () => {
    await money('/prepay', { houseId: house(2), total: '80.00', tenders: cash('80.00') });
    const request = await ask({ houseId: house(2), settleType: '8', amount: '30.00', tenders: cash('30.00'), reason: '一人办公' });
    await setSelfApproval(true);
    try {
      const { payment } = await approved(request.id, w.clerk);
      expect(payment).toMatchObject({ total: '-30.00', cashierName: w.clerk.name });
      const logged = await t.database.db
        .select()
        .from(schema.operationLogs)
        .where(and(eq(schema.operationLogs.companyId, w.companyId), eq(schema.operationLogs.action, 'self-approve'), eq(schema.operationLogs.recordKey, 'refund-request')));
      expect(logged.map((l) => [l.recordId, l.userId])).toEqual([[request.id, w.clerk.id]]);
    } finally {
      await setSelfApproval(false);
    }
  });

  it('a rejection records who and why and pays nothing; the maker may withdraw their own request', async () => {
    await money('/prepay', { houseId: house(3), total: '100.00', tenders: cash('100.00') });
    const first = await ask({ houseId: house(3), settleType: '8', amount: '40.00', tenders: cash('40.00'), reason: '退款' });
    const refused = await reject(first.id, '');
    expect(refused.status).toBe(400);
    const payments = await paymentCount();
    const res = await reject(first.id, '业主撤回申请');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(r.rejectRefund.output.parse(res.body.data)).toMatchObject({ state: 'rejected', rejectReason: '业主撤回申请', decidedByName: w.auditor.name, paymentId: null });
    const second = await ask({ houseId: house(3), settleType: '8', amount: '10.00', tenders: cash('10.00'), reason: '录错' });
    expect((await reject(second.id, '金额录错', w.clerk)).status).toBe(200);
    expect(await paymentCount()).toBe(payments);
    expect((await counter(house(3))).accounts.prepay).toBe('100.00');
  });

  it('is decided once: no second approval, no rejection after approval, no approval after rejection', async () => {
    await money('/prepay', { houseId: house(4), total: '100.00', tenders: cash('100.00') });
    const a = await ask({ houseId: house(4), settleType: '8', amount: '20.00', tenders: cash('20.00'), reason: '退款' });
    await approved(a.id);
    const payments = await paymentCount();
    const again = await approve(a.id, w.auditor);
    expect([again.status, again.body.msg]).toEqual([409, '该退款申请已审批']);
    const late = await reject(a.id, '晚了');
    expect([late.status, late.body.msg]).toEqual([409, '该退款申请已审批']);
    const b = await ask({ houseId: house(4), settleType: '8', amount: '20.00', tenders: cash('20.00'), reason: '退款' });
    await reject(b.id, '不予退款');
    const after = await approve(b.id);
    expect([after.status, after.body.msg]).toEqual([409, '该退款申请已驳回']);
    expect(await paymentCount()).toBe(payments);
    // The database refuses changing a decided request, whoever writes.
    await expect(t.database.db.update(schema.refundRequests).set({ state: 'pending', decidedBy: null, decidedAt: null, rejectReason: null }).where(eq(schema.refundRequests.id, b.id))).rejects.toThrow();
    await expect(t.database.db.delete(schema.refundRequests).where(eq(schema.refundRequests.id, b.id))).rejects.toThrow();
  });
});

describe('the balance, at entry and again at approval', () => {
  it('entry refuses more than the balance less the pending requests; approval refuses what the balance no longer covers', async () => {
    await money('/prepay', { houseId: house(5), total: '100.00', tenders: cash('100.00') });
    await refusedAsk({ houseId: house(5), settleType: '8', amount: '100.01', tenders: cash('100.01'), reason: '退款' }, 409, '退款金额超过账户余额（余额100.00元）');
    const a = await ask({ houseId: house(5), settleType: '8', amount: '60.00', tenders: cash('60.00'), reason: '退款' });
    await refusedAsk({ houseId: house(5), settleType: '9', amount: '50.00', tenders: cash('50.00'), payeeName: '燃气公司', reason: '代缴燃气' }, 409, '退款金额超过可退金额40.00元（余额100.00元，待审批退款60.00元）');
    // The pre-payment is offset against a line meanwhile: 30.00 left.
    await releasedLines(t.database.db, w, house(5), [{ period: '2099-01', net: '70.00', due: '2099-01-15' }]);
    await money('/pay', { houseId: house(5), settleType: '1', total: '0', tenders: [], usePrepay: true });
    expect((await counter(house(5))).accounts.prepay).toBe('30.00');
    const payments = await paymentCount();
    const short = await approve(a.id);
    expect([short.status, short.body.msg]).toEqual([409, '退款金额超过账户余额（余额30.00元）']);
    expect(await paymentCount()).toBe(payments);
    const list = r.listRefundRequests.output.parse((await t.as(w.auditor).post('/api/settle/refund-requests/list', { houseId: house(5), state: 'pending' })).body.data);
    expect(list.rows.map((x) => x.id)).toEqual([a.id]);
  });

  it('退押 needs the item and never pays back more than the deposit; 经付 names the payee; tenders sum to the amount', async () => {
    await money('/deposit', { houseId: house(6), itemId: depositItem, total: '1000.00', tenders: cash('1000.00') });
    await refusedAsk({ houseId: house(6), settleType: '7', amount: '10.00', tenders: cash('10.00'), reason: '装修完毕' }, 400, '请选择押金项目');
    await refusedAsk({ houseId: house(6), settleType: '7', itemId: depositItem, amount: '1000.01', tenders: cash('1000.01'), reason: '装修完毕' }, 409, '退款金额超过账户余额（余额1000.00元）');
    await refusedAsk({ houseId: house(6), settleType: '9', amount: '5.00', tenders: cash('5.00'), reason: '代缴燃气' }, 400, '经付须填写收款人');
    await refusedAsk({ houseId: house(6), settleType: '8', amount: '20.00', tenders: cash('10.00'), reason: '退款' }, 400, '结算方式金额合计与收款金额不一致');
    await refusedAsk({ houseId: house(6), settleType: '11', amount: '1.00', tenders: cash('1.00'), reason: '退存零' }, 409, '退款金额超过账户余额（余额0.00元）');
    const request = await ask({ houseId: house(6), settleType: '7', itemId: depositItem, amount: '1000.00', tenders: cash('1000.00'), payeeName: '李四', reason: '装修完毕' });
    expect(request).toMatchObject({ settleTypeName: '退押', itemId: depositItem, itemName: '装修押金' });
    const { payment } = await approved(request.id);
    expect(payment).toMatchObject({ settleTypeName: '退押', total: '-1000.00', accounts: '-1000.00', payerName: '李四', remark: '装修完毕' });
    expect((await counter(house(6))).accounts.deposits[0]!.balance).toBe('0.00');
  });

  it('退房预交 asks for the whole pre-payment and 存零 balance, waits for no other request, and empties both', async () => {
    await releasedLines(t.database.db, w, house(7), [{ period: '2099-01', net: '90.50', due: '2099-01-15' }]);
    await money('/pay', { houseId: house(7), settleType: '1', total: '100.00', tenders: cash('100.00'), overpayTo: 'change' });
    await money('/prepay', { houseId: house(7), total: '60.00', tenders: cash('60.00') });
    const body = { houseId: house(7), settleType: '13', amount: '69.50', tenders: cash('69.50'), reason: '迁出' };
    await refusedAsk({ ...body, amount: '60.00', tenders: cash('60.00') }, 409, '退房预交金额须等于预交款与存零余额合计（69.50元）');
    const small = await ask({ houseId: house(7), settleType: '11', amount: '1.00', tenders: cash('1.00'), reason: '退存零' });
    await refusedAsk(body, 409, '该房屋有待审批的退款，请先审批或驳回');
    await reject(small.id, '并入退房预交');
    const moveOut = await ask(body);
    const { payment } = await approved(moveOut.id);
    expect(payment.entries.map((x) => [x.kind, x.amount])).toEqual([['prepay', '-60.00'], ['change', '-9.50']]);
    expect((await counter(house(7))).accounts).toMatchObject({ prepay: '0.00', change: '0.00' });
  });
});

describe('company isolation', () => {
  it('another company cannot request on our houses, see, approve or reject our requests', async () => {
    await refusedAsk({ houseId: house(0), settleType: '8', amount: '1.00', tenders: cash('1.00'), reason: '别家' }, 404, '房屋不存在', other.clerk);
    const ours = await ask({ houseId: house(0), settleType: '8', amount: '1.00', tenders: cash('1.00'), reason: '退款' });
    for (const call of [approve(ours.id, other.auditor), reject(ours.id, '别家', other.auditor)]) {
      const res = await call;
      expect([res.status, res.body.msg]).toEqual([404, '退款申请不存在']);
    }
    const theirs = r.listRefundRequests.output.parse((await t.as(other.auditor).post('/api/settle/refund-requests/list', {})).body.data);
    expect(theirs.total).toBe(0);
    const missing = await approve(999_999_999);
    expect([missing.status, missing.body.msg]).toEqual([404, '退款申请不存在']);
    const [row] = await t.database.db.select().from(schema.refundRequests).where(eq(schema.refundRequests.id, ours.id));
    expect(row).toMatchObject({ state: 'pending', paymentId: null });
  });
});

describe('the requests list', () => {
  it('pages requests made at the same moment by id, the latest first, with the house and the maker beside', async () => {
    const at = new Date('2026-02-01T02:00:00Z');
    const base = { companyId: other.companyId, estateId: other.estateId, houseId: other.houses[0]!.id, settleType: '8', amount: '1.00', tenders: [], requestedBy: other.clerk.id, requestedAt: at };
    const ids = (await t.database.db.insert(schema.refundRequests).values(['一', '二', '三'].map((reason) => ({ ...base, reason }))).returning()).map((x) => x.id);
    const page = async (n: number) =>
      r.listRefundRequests.output.parse((await t.as(other.auditor).post('/api/settle/refund-requests/list', { page: n, size: 2 })).body.data);
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((x) => x.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(first.rows[0]).toMatchObject({ houseCode: other.houses[0]!.code, requestedByName: other.clerk.name, decidedByName: null, receiptNo: null });
  });
});
