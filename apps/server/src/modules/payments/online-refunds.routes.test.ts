import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { counterEndpoints as c, onlinePayEndpoints as e, type PayOrder, type PayRefund } from '@pm/contracts';
import { schema } from '@pm/db';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { startOnlinePay, until, type OnlinePayWorld } from '../../../test/factories/online-pay';
import { releasedLines } from '../../../test/factories/settlement';
import { buildUser, type TestUser } from '../../../test/factories/users';

// 原路退回 over HTTP with the fake WeChat Pay: 冲红 of an online payment reopens its lines and keeps the money as
// 预交款; a 退预交款 request naming the order goes back through the vendor once someone else approves it, never more
// than the order paid; a refund the vendor closes is sent again under a new number; refund notifications move a
// refund once.

let world: OnlinePayWorld;
let w: ChargingWorld;
let approver: TestUser;
const t = () => world.t;
const house = (i: number) => w.houses[i]!.id;
const clerk = () => t().as(w.clerk);
const boss = () => t().as(approver);

beforeAll(async () => {
  world = await startOnlinePay();
  w = await buildChargingWorld(t().database.db, Array.from({ length: 4 }, () => ({})));
  approver = await buildUser(t().database.db, { companyId: w.companyId, role: 'emp' });
});
afterAll(() => world.close());

/** A house's line paid online through the fake; the paid order. */
async function paidOnline(i: number, net: string): Promise<PayOrder> {
  await releasedLines(t().database.db, w, house(i), [{ period: '2099-01', net, due: '2099-01-15' }]);
  const created = await clerk().post('/api/pay/orders', { houseId: house(i), method: '6' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const o = e.createPayOrder.output.parse(created.body.data);
  world.vendor.payer.pay(o.codeUrl!);
  return until(async () => {
    const r = e.getPayOrder.output.parse((await clerk().get(`/api/pay/orders/${o.id}`)).body.data);
    return r.state === 'paid' ? r : undefined;
  });
}
const counter = async (i: number) => c.counterHouse.output.parse((await clerk().post('/api/settle/counter/house', { houseId: house(i) })).body.data);
async function requestBack(i: number, o: PayOrder, amount: string) {
  return clerk().post('/api/settle/refund', { houseId: house(i), settleType: '8', amount, tenders: [{ method: '6', amount, reference: o.outTradeNo }], reason: '业主多缴退回', payeeName: '业主' });
}
async function refundOf(orderId: number): Promise<PayRefund[]> {
  const res = await clerk().get(`/api/pay/refunds?orderId=${orderId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.listPayRefunds.output.parse(res.body.data).rows;
}
const settled = (orderId: number, state: PayRefund['state']) => until(async () => ((await refundOf(orderId)).some((r) => r.state === state) ? refundOf(orderId) : undefined));

describe('冲红 of an online payment', () => {
  it('reopens the lines and keeps the online money as 预交款 (nothing is handed back at the counter)', async () => {
    const o = await paidOnline(0, '285.51');
    const reversed = await clerk().post('/api/settle/reverse', { paymentId: o.paymentId, reason: '收错房屋' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body.data).toMatchObject({ settleType: '14', total: '0.00', tenders: [] });
    const after = await counter(0);
    expect(after.totals.open).toBe('285.51');
    expect(after.accounts.prepay).toBe('285.51');
  });
});

describe('原路退回', () => {
  it('goes back through the vendor once approved by someone else, and cannot exceed what the order paid', async () => {
    const o = await paidOnline(1, '200.00');
    // Money kept as 预交款 by 冲红, then refunded online in two parts.
    expect((await clerk().post('/api/settle/reverse', { paymentId: o.paymentId, reason: '业主要求退回' })).status).toBe(200);
    const first = await requestBack(1, o, '150.00');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const tooMuch = await requestBack(1, o, '50.01');
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.msg).toBe('原路退回金额超过该微信订单可退金额50.00元（订单金额200.00元）');
    const own = await clerk().post('/api/settle/refund-requests/approve', { id: (first.body.data as { id: number }).id });
    expect(own.status).toBe(409);
    const approved = await boss().post('/api/settle/refund-requests/approve', { id: (first.body.data as { id: number }).id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [refund] = await settled(o.id, 'success');
    expect(refund).toMatchObject({ amount: '150.00', state: 'success', outTradeNo: o.outTradeNo });
    expect(refund!.refundId).toBeTruthy();
    const atVendor = world.vendor.knobs.state() as unknown as { refunds: { out_refund_no?: string; outRefundNo?: string }[] };
    expect(JSON.stringify(atVendor.refunds)).toContain(refund!.outRefundNo);
    expect((await counter(1)).accounts.prepay).toBe('50.00');
    // The rest, then nothing more.
    const rest = await requestBack(1, o, '50.00');
    expect(rest.status).toBe(200);
    expect((await requestBack(1, o, '0.01')).status).toBe(409);
  });

  it('names the order it goes back to: a number not paid by this house is refused, and only 退预交款 goes back online', async () => {
    const o = await paidOnline(2, '80.00');
    const wrong = await clerk().post('/api/settle/refund', { houseId: house(3), settleType: '8', amount: '1.00', tenders: [{ method: '6', amount: '1.00', reference: o.outTradeNo }], reason: '退回' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(`未找到该房屋已支付的微信订单：${o.outTradeNo}`);
    const noRef = await clerk().post('/api/settle/refund', { houseId: house(2), settleType: '8', amount: '1.00', tenders: [{ method: '6', amount: '1.00' }], reason: '退回' });
    expect(noRef.body.msg).toBe('请填写原微信支付的商户订单号');
    const deposit = await clerk().post('/api/settle/refund', { houseId: house(2), settleType: '11', amount: '1.00', tenders: [{ method: '6', amount: '1.00', reference: o.outTradeNo }], reason: '退回' });
    expect(deposit.body.msg).toBe('只有退预交款可以原路退回微信');
  });

  it('a refund the vendor closes is sent again under a new number; a repeated refund notification moves it once', async () => {
    const o = await paidOnline(3, '60.00');
    expect((await clerk().post('/api/settle/reverse', { paymentId: o.paymentId, reason: '退回' })).status).toBe(200);
    const asked = await requestBack(3, o, '60.00');
    world.vendor.knobs.nextRefunds('CLOSED');
    world.vendor.knobs.nextNotifications({ event: 'REFUND', times: 2 });
    expect((await boss().post('/api/settle/refund-requests/approve', { id: (asked.body.data as { id: number }).id })).status).toBe(200);
    const [closed] = await settled(o.id, 'closed');
    const retried = await boss().post(`/api/pay/refunds/${closed!.id}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const rows = await settled(o.id, 'success');
    expect(rows.map((r) => r.state).sort()).toEqual(['closed', 'success']);
    expect(rows.find((r) => r.state === 'closed')!.retriedBy).toBe(rows.find((r) => r.state === 'success')!.id);
    expect((await boss().post(`/api/pay/refunds/${closed!.id}/retry`, {})).status).toBe(409);
    const notices = await until(async () => {
      const n = await t().database.db.select().from(schema.payNotifications).where(eq(schema.payNotifications.outRefundNo, closed!.outRefundNo));
      return n.length >= 2 ? n : undefined;
    });
    expect(notices.map((n) => n.result).sort()).toEqual(['duplicate', 'refund']);
  });
});
