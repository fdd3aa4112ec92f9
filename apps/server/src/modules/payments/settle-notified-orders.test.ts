import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { onlinePayEndpoints as e, type PayOrder } from '@pm/contracts';
import { schema } from '@pm/db';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { startOnlinePay, type OnlinePayWorld } from '../../../test/factories/online-pay';
import { releasedLines } from '../../../test/factories/settlement';
import type { PaidTransaction } from './record-paid';
import { createNotifiedOrders } from './settle-notified-orders';

// Notifications settled in batches (one transaction for the deliveries waiting together), on PGlite and PostgreSQL:
// every order paid once whatever the repeats, each delivery in the inbox, a faulty delivery failing alone, and two
// instances' batches racing over the same orders (PostgreSQL).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let world: OnlinePayWorld;
let w: ChargingWorld;
const t = () => world.t;
const db = () => t().database.db;

beforeAll(async () => {
  world = await startOnlinePay();
  w = await buildChargingWorld(db(), Array.from({ length: 40 }, () => ({})));
});
afterAll(() => world.close());

async function orderFor(houseId: number, net = '100.00'): Promise<PayOrder> {
  const [line] = await releasedLines(db(), w, houseId, [{ period: '2099-02', net, due: '2099-02-15' }]);
  const res = await t().as(w.clerk).post('/api/pay/orders', { houseId, method: '6', lineIds: [line] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.createPayOrder.output.parse(res.body.data);
}

/** The orders paid at the fake's payer page, their notifications lost: the test delivers them itself. */
async function paidAtVendor(orders: PayOrder[]): Promise<PaidTransaction[]> {
  world.vendor.knobs.nextNotifications({ lose: true, count: orders.length, event: 'TRANSACTION' });
  return orders.map((o) => world.vendor.payer.pay(o.codeUrl!) as PaidTransaction);
}

const inbox = (n: number) => ({ eventId: `EV-${n}`, eventType: 'TRANSACTION.SUCCESS', serial: 'test', body: '{}' });
const kept = (tx: PaidTransaction, n: number) => ({ ...inbox(n), outTradeNo: tx.out_trade_no, transactionId: tx.transaction_id ?? null });

describe('notifications settled in batches', () => {
  it('twelve orders (two of one house) delivered three times at once: each paid once, numbered, every delivery kept', async () => {
    const houses = w.houses.slice(0, 11).map((h) => h.id);
    const orders = [...(await Promise.all(houses.map((h) => orderFor(h)))), await orderFor(houses[0]!, '50.00')];
    const transactions = await paidAtVendor(orders);
    const notified = createNotifiedOrders(db());
    const deliveries = [0, 1, 2].flatMap((round) => transactions.map((tx, i) => ({ tx, n: round * 100 + i })));
    const outcomes = await Promise.all(deliveries.map(({ tx, n }) => notified.settle(tx, inbox(n), kept(tx, n))));

    expect(outcomes.filter((o) => o.result === 'posted')).toHaveLength(orders.length);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(orders.length * 2);
    expect(outcomes.every((o) => o.kept)).toBe(true);
    const numbers = orders.map((o) => o.outTradeNo);
    const paid = await db().select().from(schema.payOrders).where(inArray(schema.payOrders.outTradeNo, numbers));
    expect(paid.every((o) => o.state === 'paid' && o.paymentId !== null)).toBe(true);
    const payments = await db().select().from(schema.payments).where(inArray(schema.payments.id, paid.map((o) => o.paymentId!)));
    expect(payments).toHaveLength(orders.length);
    const receipts = await db().select().from(schema.receipts).where(inArray(schema.receipts.paymentId, paid.map((o) => o.paymentId!)));
    expect(new Set(receipts.map((r) => r.number)).size).toBe(orders.length);
    const kept3 = await db().select().from(schema.payNotifications).where(inArray(schema.payNotifications.outTradeNo, numbers));
    expect(kept3).toHaveLength(deliveries.length);
    expect(kept3.filter((k) => k.result === 'posted')).toHaveLength(orders.length);
  });

  it('a delivery that cannot be read fails alone: the others in its batch are paid', async () => {
    const orders = await Promise.all(w.houses.slice(11, 17).map((h) => orderFor(h.id)));
    const [bad, ...good] = await paidAtVendor(orders);
    const notified = createNotifiedOrders(db());
    const broken = { ...bad!, amount: { total: 'a hundred' as unknown as number, currency: 'CNY' } };
    const answers = await Promise.allSettled([broken, ...good].map((tx, n) => notified.settle(tx, inbox(500 + n), kept(tx, 500 + n))));

    expect(answers[0]!.status).toBe('rejected');
    expect(answers.slice(1).map((a) => (a.status === 'fulfilled' ? a.value.result : a.status))).toEqual(good.map(() => 'posted'));
    const [left] = await db().select().from(schema.payOrders).where(inArray(schema.payOrders.outTradeNo, [bad!.out_trade_no]));
    expect(left!.state).toBe('open');
    // Delivered again correctly, it is paid.
    expect((await notified.settle(bad!, inbox(599), kept(bad!, 599))).result).toBe('posted');
  });

  it.skipIf(!onPostgres)('two instances’ batches over the same orders at once: each order paid once (PostgreSQL)', async () => {
    const orders = await Promise.all(w.houses.slice(17, 40).map((h) => orderFor(h.id)));
    const transactions = await paidAtVendor(orders);
    const [one, two] = [createNotifiedOrders(db()), createNotifiedOrders(db())];
    const outcomes = await Promise.all(
      transactions.flatMap((tx, i) => [one.settle(tx, inbox(700 + i), kept(tx, 700 + i)), two.settle(tx, inbox(800 + i), kept(tx, 800 + i))]),
    );
    expect(outcomes.filter((o) => o.result === 'posted')).toHaveLength(orders.length);
    expect(outcomes.filter((o) => o.result === 'duplicate')).toHaveLength(orders.length);
    const paid = await db().select().from(schema.payOrders).where(inArray(schema.payOrders.outTradeNo, orders.map((o) => o.outTradeNo)));
    const payments = await db().select().from(schema.payments).where(inArray(schema.payments.id, paid.map((o) => o.paymentId!)));
    expect(payments).toHaveLength(orders.length);
  });
});
