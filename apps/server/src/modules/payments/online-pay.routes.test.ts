import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { counterEndpoints as c, onlinePayEndpoints as e, type PayOrder } from '@pm/contracts';
import { schema } from '@pm/db';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { startOnlinePay, until, type OnlinePayWorld } from '../../../test/factories/online-pay';
import { releasedLines } from '../../../test/factories/settlement';
import { buildUser } from '../../../test/factories/users';
import { PayGateway } from './pay-gateway';
import { recordPaid } from './record-paid';
import { sweepOrders } from './pay-sweep.job';

// 线上支付 over HTTP with the fake WeChat Pay: a QR order holds its lines (the counter refuses them), the payer pays
// on the fake's page, the notification settles the order once with a receipt however often it comes, forged ones
// are refused; a lost notification is found by the sweep's query; an order past its time is closed at the vendor
// first and frees its lines, unless the payer was faster; money for lines paid otherwise goes to 预交款; a 收款链接
// is paid by the owner without a session; another company and a colleague without the right are refused.

let world: OnlinePayWorld;
let w: ChargingWorld;
let other: ChargingWorld;
let gateway: PayGateway;
const t = () => world.t;
const house = (i: number) => w.houses[i]!.id;
const as = () => t().as(w.clerk);

beforeAll(async () => {
  world = await startOnlinePay();
  w = await buildChargingWorld(t().database.db, Array.from({ length: 11 }, () => ({})));
  other = await buildChargingWorld(t().database.db, [{}]);
  gateway = new PayGateway(t().config.wechatpay!, () => `http://127.0.0.1:${(t().app.server.address() as { port: number }).port}/api/pay/wechat/notify`);
});
afterAll(() => world.close());

async function order(body: Record<string, unknown>): Promise<PayOrder> {
  const res = await as().post('/api/pay/orders', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.createPayOrder.output.parse(res.body.data);
}
async function read(id: number, refresh = false): Promise<PayOrder> {
  const res = await as().get(`/api/pay/orders/${id}${refresh ? '?refresh=true' : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.getPayOrder.output.parse(res.body.data);
}
const paid = (id: number) => until(async () => ((await read(id)).state === 'paid' ? read(id) : undefined), 10_000);
const openOf = async (lineId: number) =>
  (await t().database.db.select({ open: sql<string>`${schema.billLineOpen.open}::text` }).from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, lineId)))[0]?.open ?? '0.00';
const paymentsOf = async (houseId: number) =>
  t().database.db.select({ id: schema.payments.id, total: sql<string>`${schema.payments.total}::text`, settleType: schema.payments.settleType }).from(schema.payments).where(eq(schema.payments.houseId, houseId));
const inbox = (orderId: number) => t().database.db.select().from(schema.payNotifications).where(eq(schema.payNotifications.orderId, orderId));
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('收款码 (method 6)', () => {
  it('holds the lines, is paid on the payer page and settles once with a receipt; the arrears drop', async () => {
    const [jan, feb] = await releasedLines(t().database.db, w, house(0), [
      { period: '2099-01', net: '142.75', due: '2099-01-15' },
      { period: '2099-02', net: '142.76', due: '2099-02-15' },
    ]);
    const o = await order({ houseId: house(0), method: '6', expectedDue: '285.51' });
    expect(o).toMatchObject({ state: 'open', method: '6', methodName: '微信线上', tradeType: 'NATIVE', amount: '285.51', principal: '285.51', lateFee: '0.00' });
    expect(o.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(o.lines.map((l) => l.lineId)).toEqual([jan, feb]);
    expect(world.vendor.payer.find(o.codeUrl!)).toMatchObject({ totalFen: 28551 });

    const counter = c.counterHouse.output.parse((await as().post('/api/settle/counter/house', { houseId: house(0) })).body.data);
    expect(counter.lines.map((l) => l.heldBy)).toEqual([o.id, o.id]);
    const atCounter = await as().post('/api/settle/pay', { houseId: house(0), settleType: '1', lineIds: [jan], total: '142.75', tenders: [{ method: '1', amount: '142.75' }] });
    expect(atCounter.status).toBe(409);
    expect(atCounter.body.msg).toBe('所选费用正在线上支付中，请等待支付完成或先关闭支付单');
    const twice = await as().post('/api/pay/orders', { houseId: house(0), method: '6', lineIds: [feb] });
    expect(twice.status).toBe(409);

    world.vendor.payer.pay(o.codeUrl!);
    const done = await paid(o.id);
    expect(done).toMatchObject({ state: 'paid', late: false, codeUrl: null });
    expect(done.receiptNo).toBeTruthy();
    expect(done.transactionId).toMatch(/^\d+$/);
    expect(await openOf(jan!)).toBe('0.00');
    expect(await openOf(feb!)).toBe('0.00');
    const payment = (await as().get(`/api/settle/payments/${done.paymentId}`)).body.data as { total: string; tenders: { method: string; amount: string; reference: string }[]; cashierName: string };
    expect(payment).toMatchObject({ total: '285.51', cashierName: w.clerk.name });
    expect(payment.tenders).toEqual([expect.objectContaining({ method: '6', amount: '285.51', reference: o.outTradeNo })]);
  });

  it('a notification delivered three times and one forged first make one payment; each delivery is in the inbox', async () => {
    await releasedLines(t().database.db, w, house(1), [{ period: '2099-01', net: '100.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(1), method: '6' });
    world.vendor.knobs.nextNotifications({ times: 3, badSignatureAttempts: 1, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    await paid(o.id);
    const rows = await until(async () => {
      const r = await inbox(o.id);
      return r.length >= 3 ? r : undefined;
    });
    expect(rows.map((r) => r.result).sort()).toEqual(['duplicate', 'duplicate', 'posted']);
    expect(await paymentsOf(house(1))).toHaveLength(1);
    const refused = await t().database.db.select().from(schema.payNotifications).where(eq(schema.payNotifications.refusal, 'signature'));
    expect(refused.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a notification that is not signed by the platform key, and one whose body was changed', async () => {
    const body = JSON.stringify({ id: 'x', event_type: 'TRANSACTION.SUCCESS', resource: { ciphertext: 'AA', nonce: 'n', associated_data: 'transaction' } });
    const bare = await t().call({ method: 'POST', url: '/api/pay/wechat/notify', headers: { 'content-type': 'application/json' }, payload: body });
    expect(bare.status).toBe(401);
    const forged = await t().call({
      method: 'POST',
      url: '/api/pay/wechat/notify',
      headers: {
        'content-type': 'application/json',
        'wechatpay-serial': t().config.wechatpay!.platformKeys[0]!.keyId,
        'wechatpay-timestamp': String(Math.floor(Date.now() / 1000)),
        'wechatpay-nonce': 'abc',
        'wechatpay-signature': Buffer.from('not a signature').toString('base64'),
      },
      payload: body,
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: 'FAIL' });
  });

  it('a lost notification is found by the sweep’s query', async () => {
    const [line] = await releasedLines(t().database.db, w, house(2), [{ period: '2099-01', net: '50.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(2), method: '6' });
    world.vendor.knobs.nextNotifications({ lose: true, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    await new Promise((r) => setTimeout(r, 100));
    expect((await read(o.id)).state).toBe('open');
    const counts = await sweepOrders(t().database.db, gateway, later(2));
    expect(counts.posted).toBeGreaterThanOrEqual(1);
    expect(await read(o.id)).toMatchObject({ state: 'paid', late: false });
    expect(await openOf(line!)).toBe('0.00');
  });

  it('the screen’s refresh asks the vendor at once', async () => {
    await releasedLines(t().database.db, w, house(3), [{ period: '2099-01', net: '60.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(3), method: '6' });
    world.vendor.knobs.nextNotifications({ lose: true, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    expect((await read(o.id, true)).state).toBe('paid');
  });
});

describe('closing', () => {
  it('past its time the order is closed at the vendor, its lines freed, and the QR code can no longer be paid', async () => {
    const [line] = await releasedLines(t().database.db, w, house(4), [{ period: '2099-01', net: '70.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(4), method: '6' });
    await sweepOrders(t().database.db, gateway, later(16));
    expect(await read(o.id)).toMatchObject({ state: 'closed', closeReason: 'expired' });
    expect(() => world.vendor.payer.pay(o.codeUrl ?? '')).toThrow();
    const cash = await as().post('/api/settle/pay', { houseId: house(4), settleType: '1', lineIds: [line], total: '70.00', tenders: [{ method: '1', amount: '70.00' }] });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
  });

  it('a payer faster than the close: the close answers ORDER_PAID and the order is paid, once, when the notification comes too', async () => {
    const [line] = await releasedLines(t().database.db, w, house(5), [{ period: '2099-01', net: '80.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(5), method: '6' });
    world.vendor.knobs.nextNotifications({ hold: true, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    await sweepOrders(t().database.db, gateway, later(16));
    expect(await read(o.id)).toMatchObject({ state: 'paid', late: false });
    expect(await openOf(line!)).toBe('0.00');
    await world.vendor.knobs.releaseHeld();
    await until(async () => (await inbox(o.id)).some((r) => r.result === 'duplicate'));
    expect(await paymentsOf(house(5))).toHaveLength(1);
  });

  it('取消 closes it and frees its lines; a second close is refused', async () => {
    await releasedLines(t().database.db, w, house(6), [{ period: '2099-01', net: '90.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(6), method: '6' });
    const closed = await as().post(`/api/pay/orders/${o.id}/close`, {});
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data).toMatchObject({ state: 'closed', closeReason: 'cancelled' });
    expect((await as().post(`/api/pay/orders/${o.id}/close`, {})).status).toBe(409);
    expect((await order({ houseId: house(6), method: '6' })).state).toBe('open');
  });

  it('money for lines paid otherwise meanwhile goes to 预交款 (P6), never dropped', async () => {
    const [line] = await releasedLines(t().database.db, w, house(7), [{ period: '2099-01', net: '120.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(7), method: '6' });
    world.vendor.knobs.nextNotifications({ hold: true, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    // Our side closed it in the meantime (a close whose answer was lost) and the cashier took cash for the line.
    await t().database.db.update(schema.payOrders).set({ state: 'closed', closeReason: 'expired', closedAt: new Date() }).where(eq(schema.payOrders.id, o.id));
    await t().database.db.update(schema.payOrderLines).set({ held: false }).where(eq(schema.payOrderLines.orderId, o.id));
    const cash = await as().post('/api/settle/pay', { houseId: house(7), settleType: '1', lineIds: [line], total: '120.00', tenders: [{ method: '1', amount: '120.00' }] });
    expect(cash.status).toBe(200);
    await world.vendor.knobs.releaseHeld();
    const late = await until(async () => {
      const r = await read(o.id);
      return r.paymentId ? r : undefined;
    });
    expect(late).toMatchObject({ state: 'closed', late: true });
    const counter = c.counterHouse.output.parse((await as().post('/api/settle/counter/house', { houseId: house(7) })).body.data);
    expect(counter.accounts.prepay).toBe('120.00');
    const payments = await paymentsOf(house(7));
    expect(payments.map((p) => [p.settleType, p.total]).sort()).toEqual([
      ['1', '120.00'],
      ['2', '120.00'],
    ]);
  });

  it('with the company setting 原路退回, late money becomes a 退预交款 request naming the order, waiting for approval', async () => {
    const admin = await buildUser(t().database.db, { companyId: w.companyId, role: 'sa' });
    const set = await t().as(admin).put('/api/pay/settings', { orderMinutes: 15, linkHours: 24, lateMoney: 'refund' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ lateMoney: 'refund', enabled: true });
    const [line] = await releasedLines(t().database.db, w, house(10), [{ period: '2099-01', net: '33.30', due: '2099-01-15' }]);
    const o = await order({ houseId: house(10), method: '6' });
    world.vendor.knobs.nextNotifications({ hold: true, event: 'TRANSACTION' });
    world.vendor.payer.pay(o.codeUrl!);
    await t().database.db.update(schema.payOrders).set({ state: 'closed', closeReason: 'expired', closedAt: new Date() }).where(eq(schema.payOrders.id, o.id));
    await t().database.db.update(schema.payOrderLines).set({ held: false }).where(eq(schema.payOrderLines.orderId, o.id));
    expect((await as().post('/api/settle/pay', { houseId: house(10), settleType: '1', lineIds: [line], total: '33.30', tenders: [{ method: '1', amount: '33.30' }] })).status).toBe(200);
    await world.vendor.knobs.releaseHeld();
    const request = await until(async () => {
      const [r] = await t().database.db.select().from(schema.refundRequests).where(eq(schema.refundRequests.houseId, house(10)));
      return r;
    });
    expect(request).toMatchObject({ settleType: '8', amount: '33.30', state: 'pending', requestedBy: w.clerk.id });
    expect(request.tenders).toEqual([{ method: '6', amount: '33.30', reference: o.outTradeNo }]);
    await t().as(admin).put('/api/pay/settings', { orderMinutes: 15, linkHours: 24, lateMoney: 'prepay' });
  });

  it('an amount the vendor reports unlike the order is not posted', async () => {
    await releasedLines(t().database.db, w, house(8), [{ period: '2099-01', net: '30.00', due: '2099-01-15' }]);
    const o = await order({ houseId: house(8), method: '6' });
    const outcome = await recordPaid(t().database.db, { out_trade_no: o.outTradeNo, transaction_id: '4200000000000000000000000001', trade_state: 'SUCCESS', success_time: new Date().toISOString(), amount: { total: 2999, currency: 'CNY' } });
    expect(outcome.result).toBe('mismatch');
    expect(await read(o.id)).toMatchObject({ state: 'open', paymentId: null });
    expect((await read(o.id)).error).toContain('不符');
  });
});

describe('收款链接 (method 10)', () => {
  it('the owner opens the link without signing in, pays on the H5 page, and sees the receipt number', async () => {
    const [line] = await releasedLines(t().database.db, w, house(9), [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const o = await order({ houseId: house(9), method: '10' });
    expect(o).toMatchObject({ method: '10', methodName: '企业微信', tradeType: 'H5', codeUrl: null });
    const token = o.linkPath!.split('/').pop()!;
    const page = await t().call<{ data: unknown }>({ method: 'GET', url: `/api/pay/links/${token}` });
    expect(page.status).toBe(200);
    expect(e.getPayLink.output.parse(page.body.data)).toMatchObject({ amount: '205.78', state: 'open', estateName: expect.any(String) });
    const go = await t().call<{ data: { h5Url: string } }>({ method: 'POST', url: `/api/pay/links/${token}/pay`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(go.status, JSON.stringify(go.body)).toBe(200);
    world.vendor.payer.pay(go.body.data.h5Url);
    await paid(o.id);
    const after = e.getPayLink.output.parse((await t().call<{ data: unknown }>({ method: 'GET', url: `/api/pay/links/${token}` })).body.data);
    expect(after.state).toBe('paid');
    expect(after.receiptNo).toBeTruthy();
    expect(await openOf(line!)).toBe('0.00');
    expect((await t().call({ method: 'GET', url: '/api/pay/links/not-a-token-of-ours-at-all' })).status).toBe(404);
  });
});

describe('who may', () => {
  it('another company cannot read or close an order; a colleague without the counter cannot create or close one', async () => {
    const [any] = (await t().database.db.select({ id: schema.payOrders.id }).from(schema.payOrders).limit(1)).map((r) => r.id);
    const stranger = t().as(other.clerk);
    expect((await stranger.get(`/api/pay/orders/${any}`)).status).toBe(404);
    expect((await stranger.post(`/api/pay/orders/${any}/close`, {})).status).toBe(404);
    expect(((await stranger.get('/api/pay/orders')).body.data as { total: number }).total).toBe(0);
    const reader = await buildUser(t().database.db, { companyId: w.companyId, role: 'emp', grants: ['charge_reports-daily'] });
    expect((await t().as(reader).post('/api/pay/orders', { houseId: house(0), method: '6' })).status).toBe(403);
    expect((await t().as(reader).post(`/api/pay/orders/${any}/close`, {})).status).toBe(403);
  });

  it('refuses bad input in Chinese', async () => {
    const bad = await as().post('/api/pay/orders', { houseId: house(0), method: '4' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('线上结算方式');
    const none = await as().post('/api/pay/orders', { houseId: house(0), method: '6' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('没有可结算的费用或金额');
    expect((await as().put('/api/pay/settings', { orderMinutes: 15, linkHours: 24, lateMoney: 'prepay' })).status).toBe(403);
    const admin = await buildUser(t().database.db, { companyId: w.companyId, role: 'sa' });
    const short = await t().as(admin).put('/api/pay/settings', { orderMinutes: 2, linkHours: 24, lateMoney: 'prepay' });
    expect(short.status).toBe(400);
    expect(short.body.msg).toContain('收款码有效期至少5分钟');
  });
});
