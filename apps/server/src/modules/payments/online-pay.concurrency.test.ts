import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { onlinePayEndpoints as e, type PayOrder } from '@pm/contracts';
import { schema } from '@pm/db';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { startOnlinePay, type OnlinePayWorld } from '../../../test/factories/online-pay';
import { releasedLines } from '../../../test/factories/settlement';
import { closeOrder } from './check-order';
import { PayGateway } from './pay-gateway';
import { orderById } from './pay-orders.repo';
import { sweepOrders } from './pay-sweep.job';
import { recordPaid } from './record-paid';

// 线上支付 when things happen at once, on PostgreSQL (PGlite serves one connection and would only run them in turn):
// the counter and a new order reaching for the same lines, the same payment reported by many deliveries at once,
// the expiry sweep racing the payer, a person's close racing the notification.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let world: OnlinePayWorld;
let w: ChargingWorld;
let gateway: PayGateway;
const t = () => world.t;
const as = () => t().as(w.clerk);

describe.skipIf(!onPostgres)('线上支付 under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    world = await startOnlinePay();
    w = await buildChargingWorld(t().database.db, Array.from({ length: 81 }, () => ({})));
    gateway = new PayGateway(t().config.wechatpay!, () => `http://127.0.0.1:${(t().app.server.address() as { port: number }).port}/api/pay/wechat/notify`);
  });
  afterAll(() => world.close());

  const houses = (from: number, n: number) => w.houses.slice(from, from + n).map((h) => h.id);
  async function lineOf(houseId: number, net = '100.00') {
    const [line] = await releasedLines(t().database.db, w, houseId, [{ period: '2099-01', net, due: '2099-01-15' }]);
    return line!;
  }
  async function newOrder(houseId: number): Promise<PayOrder> {
    const res = await as().post('/api/pay/orders', { houseId, method: '6' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return e.createPayOrder.output.parse(res.body.data);
  }
  const paymentsOf = (houseIds: number[]) => t().database.db.select().from(schema.payments).where(inArray(schema.payments.houseId, houseIds));

  it('the counter and a new online order for the same line at once: one of them holds it, never both', async () => {
    const ids = houses(0, 20);
    const lines = await Promise.all(ids.map((h) => lineOf(h)));
    const answers = await Promise.all(
      ids.flatMap((houseId, i) => [
        as().post('/api/settle/pay', { houseId, settleType: '1', lineIds: [lines[i]], total: '100.00', tenders: [{ method: '1', amount: '100.00' }] }),
        as().post('/api/pay/orders', { houseId, method: '6', lineIds: [lines[i]] }),
      ]),
    );
    for (let i = 0; i < ids.length; i++) {
      const [cash, online] = [answers[2 * i]!, answers[2 * i + 1]!];
      expect([cash.status, online.status].filter((s) => s === 200), JSON.stringify([cash.body, online.body])).toHaveLength(1);
      expect((cash.status === 200 ? online : cash).status).toBeGreaterThanOrEqual(400);
      expect((cash.status === 200 ? online : cash).status).toBeLessThan(500);
    }
    const held = await t().database.db.select().from(schema.payOrderLines).where(inArray(schema.payOrderLines.lineId, lines));
    const cashPaid = answers.filter((a, i) => i % 2 === 0 && a.status === 200).length;
    expect(held.filter((h) => h.held)).toHaveLength(ids.length - cashPaid);
  });

  it('one payment reported by twenty deliveries at once is posted once', async () => {
    const ids = houses(20, 10);
    for (const houseId of ids) await lineOf(houseId);
    const orders = await Promise.all(ids.map(newOrder));
    world.vendor.knobs.nextNotifications({ lose: true, count: ids.length, event: 'TRANSACTION' });
    const transactions = orders.map((o) => world.vendor.payer.pay(o.codeUrl!) as { out_trade_no: string; transaction_id: string; trade_state: 'SUCCESS'; success_time: string; amount: { total: number; currency: string } });
    const outcomes = await Promise.all(transactions.flatMap((tx) => Array.from({ length: 20 }, () => recordPaid(t().database.db, tx))));
    expect(outcomes.filter((o) => o.result === 'posted')).toHaveLength(ids.length);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(ids.length * 19);
    expect(await paymentsOf(ids)).toHaveLength(ids.length);
  });

  it('the expiry sweep racing the payer: each order ends paid with one payment or closed with none, never both', async () => {
    const ids = houses(30, 30);
    for (const houseId of ids) await lineOf(houseId);
    const orders = await Promise.all(ids.map(newOrder));
    const later = new Date(Date.now() + 16 * 60_000);
    const payers = orders.map(async (o, i) => {
      await new Promise((r) => setTimeout(r, i % 3));
      try {
        world.vendor.payer.pay(o.codeUrl!);
        return true;
      } catch {
        return false;
      }
    });
    const [paidAtVendor] = await Promise.all([Promise.all(payers), sweepOrders(t().database.db, gateway, later)]);
    // Whatever the sweep left open (a pay between its query and close) it finishes on its next pass.
    await sweepOrders(t().database.db, gateway, later);
    for (const [i, o] of orders.entries()) {
      const row = (await orderById(t().database.db, o.id))!;
      const payments = await paymentsOf([o.houseId]);
      if (paidAtVendor[i]) {
        expect(row.state, o.outTradeNo).toBe('paid');
        expect(payments).toHaveLength(1);
      } else {
        expect(row.state).toBe('closed');
        expect(payments).toHaveLength(0);
        expect(await t().database.db.select().from(schema.payOrderLines).where(eq(schema.payOrderLines.orderId, o.id))).toEqual([expect.objectContaining({ held: false })]);
      }
    }
  });

  it('a person closing an order while its notification arrives: paid once, the close answering 已支付', async () => {
    const ids = houses(60, 10);
    for (const houseId of ids) await lineOf(houseId);
    const orders = await Promise.all(ids.map(newOrder));
    world.vendor.knobs.nextNotifications({ hold: true, count: ids.length, event: 'TRANSACTION' });
    for (const o of orders) world.vendor.payer.pay(o.codeUrl!);
    const [, outcomes] = await Promise.all([
      world.vendor.knobs.releaseHeld(),
      Promise.all(orders.map(async (o) => closeOrder(t().database.db, gateway, (await orderById(t().database.db, o.id))!, 'cancelled', w.clerk.id))),
    ]);
    expect(outcomes.every((x) => x === 'posted' || x === 'duplicate'), JSON.stringify(outcomes)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await paymentsOf(ids)).toHaveLength(ids.length);
    for (const o of orders) expect((await orderById(t().database.db, o.id))!.state).toBe('paid');
  });

  it('refund requests naming one order at once never promise more than it paid', async () => {
    const [houseId] = houses(80, 1);
    await lineOf(houseId!, '100.00');
    const o = await newOrder(houseId!);
    world.vendor.payer.pay(o.codeUrl!);
    const paid = await (async () => {
      for (;;) {
        const row = (await orderById(t().database.db, o.id))!;
        if (row.paymentId) return row;
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    expect((await as().post('/api/settle/reverse', { paymentId: paid.paymentId, reason: '退回' })).status).toBe(200);
    const ask = () => as().post('/api/settle/refund', { houseId, settleType: '8', amount: '30.00', tenders: [{ method: '6', amount: '30.00', reference: o.outTradeNo }], reason: '退回' });
    const answers = await Promise.all(Array.from({ length: 6 }, ask));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
  });

  it('an order that holds a line while the counter waits for it: the counter, reading before the hold was committed, refuses at its write', async () => {
    const [houseId] = houses(70, 1);
    const line = await lineOf(houseId!);
    const other = await lineOf(houseId!);
    const order = await as().post('/api/pay/orders', { houseId, method: '6', lineIds: [other] });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const orderId = e.createPayOrder.output.parse(order.body.data).id;
    const sql = t().database.sql;
    let counter: ReturnType<ReturnType<typeof as>['post']> | undefined;
    await sql.begin(async (tx) => {
      // What a new order does: the line locked, then held; the counter's read waits for the lock meanwhile.
      await tx`select line_id from bill_line_open where line_id = ${line} for update`;
      counter = as().post('/api/settle/pay', { houseId, settleType: '1', lineIds: [line], total: '100.00', tenders: [{ method: '1', amount: '100.00' }] });
      await expect
        .poll(async () => (await sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)[0]!.n, { timeout: 10_000, interval: 50 })
        .toBeGreaterThan(0);
      await tx`insert into pay_order_lines (order_id, line_id, company_id, principal, late_fee) values (${orderId}, ${line}, ${w.companyId}, 100.00, 0)`;
    });
    const answer = await counter!;
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.msg).toBe('所选费用正在线上支付中，请等待支付完成或先关闭支付单');
    expect(await paymentsOf([houseId!])).toHaveLength(0);
  });
});
