import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_SECONDS } from '../src/index';
import { until } from '../src/testing/index';
import { createAndPay, postJson, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const record = () => t.vendor.knobs.notifications()[0];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('notification delivery', () => {
  it('has the documented schedule: 15 retries after the first attempt, 24 h 4 min in all', () => {
    expect(RETRY_DELAYS_SECONDS).toHaveLength(15);
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0)).toBe(24 * 3600 + 4 * 60);
  });

  it('retries a non-2xx answer on the schedule, with the same notification and a fresh signature (P2)', async () => {
    t.receiver.answerWith((n) => ({
      status: n.index < 2 ? 500 : 200,
      body: n.index < 2 ? '{"code":"FAIL","message":"失败"}' : '',
    }));
    await createAndPay(t);
    const [a, b, c] = await t.receiver.waitFor(3);
    for (const n of [a, b, c]) expect(n?.verified).toEqual({ ok: true });
    expect(new Set([a, b, c].map((n) => n?.notification?.id)).size).toBe(1);
    expect(new Set([a, b, c].map((n) => n?.headers['wechatpay-nonce'])).size).toBe(3);
    // 15 s and 15 s compressed to 15 ms each
    expect((b?.at ?? 0) - (a?.at ?? 0)).toBeGreaterThanOrEqual(14);
    await until(() => record()?.status === 'delivered');
    expect(record()?.attempts.map((x) => x.status)).toEqual([500, 500, 200]);
    await pause(50);
    expect(t.receiver.received).toHaveLength(3);
  });

  it('counts an answer slower than the timeout as a failure and sends again', async () => {
    t.receiver.answerWith((n) => ({ status: 200, delayMs: n.index === 0 ? 500 : 0 }));
    await createAndPay(t);
    await t.receiver.waitFor(2);
    await until(() => record()?.status === 'delivered');
    expect(record()?.attempts[0]).toMatchObject({ ok: false, status: null });
    expect(record()?.attempts[1]).toMatchObject({ ok: true, status: 200 });
  });

  it('gives up after 16 attempts', async () => {
    t.vendor.knobs.setTiming({ retryScale: 0.00001 });
    t.receiver.answerWith(() => ({ status: 503 }));
    await createAndPay(t);
    await until(() => record()?.status === 'failed', 20_000);
    expect(record()?.attempts).toHaveLength(16);
    expect(t.receiver.received).toHaveLength(16);
  });

  it('keeps retrying when the merchant cannot be reached', async () => {
    await createAndPay(t, { notify_url: 'http://127.0.0.1:9/notify' });
    await until(() => (record()?.attempts.length ?? 0) >= 2);
    expect(record()?.attempts[0]?.ok).toBe(false);
  });
});

describe('notification knobs', () => {
  it('repeats a notification N times, each one signed afresh', async () => {
    t.vendor.knobs.nextNotifications({ times: 3 });
    await createAndPay(t);
    const all = await t.receiver.waitFor(3);
    expect(all.every((n) => n.verified.ok)).toBe(true);
    expect(new Set(all.map((n) => n.notification?.id)).size).toBe(1);
    await until(() => record()?.status === 'delivered');
    expect(record()?.deliveries).toBe(3);
  });

  it('loses a notification: nothing arrives, the order is paid all the same', async () => {
    t.vendor.knobs.nextNotifications({ lose: true });
    const { outTradeNo } = await createAndPay(t);
    await pause(100);
    expect(t.receiver.received).toHaveLength(0);
    expect(record()?.status).toBe('lost');
    const order = await t.client.get(`/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${t.merchant.mchid}`);
    expect(order.json).toMatchObject({ trade_state: 'SUCCESS' });
    // only the next one was lost
    await createAndPay(t);
    await t.receiver.waitFor(1);
  });

  it('delays a notification', async () => {
    t.vendor.knobs.nextNotifications({ delayMs: 300 });
    const started = Date.now();
    await createAndPay(t);
    await pause(150);
    expect(t.receiver.received).toHaveLength(0);
    const [n] = await t.receiver.waitFor(1);
    expect((n?.at ?? 0) - started).toBeGreaterThanOrEqual(290);
  });

  it('sends out of order: the refund notice before the payment notice', async () => {
    t.vendor.knobs.nextNotifications({ hold: true, count: 2 });
    const { outTradeNo } = await createAndPay(t);
    await t.client.post('/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: `RF${outTradeNo}`,
      notify_url: t.receiver.url,
      amount: { refund: 100, total: 28551, currency: 'CNY' },
    });
    await until(() => t.vendor.knobs.notifications().length === 2);
    expect(t.receiver.received).toHaveLength(0);
    expect(await t.vendor.knobs.releaseHeld('reverse')).toBe(2);
    const [first, second] = await t.receiver.waitFor(2);
    expect(first?.notification?.event_type).toBe('REFUND.SUCCESS');
    expect(second?.notification?.event_type).toBe('TRANSACTION.SUCCESS');
  });

  it('sends with a bad signature first: the merchant refuses it and the retry verifies', async () => {
    t.vendor.knobs.nextNotifications({ badSignatureAttempts: 1 });
    await createAndPay(t);
    const [bad, good] = await t.receiver.waitFor(2);
    expect(bad?.verified).toEqual({ ok: false, reason: 'signature' });
    expect(bad?.answered.status).toBe(401);
    expect(good?.verified).toEqual({ ok: true });
    expect(good?.body).toBe(bad?.body);
  });

  it('sends a WECHATPAY/SIGNTEST/ probe before the notification', async () => {
    t.vendor.knobs.nextNotifications({ probe: true });
    await createAndPay(t);
    const [probe, real] = await t.receiver.waitFor(2);
    expect(String(probe?.headers['wechatpay-signature'])).toMatch(/^WECHATPAY\/SIGNTEST\//);
    expect(probe?.verified).toEqual({ ok: false, reason: 'probe' });
    expect(real?.verified).toEqual({ ok: true });
    await until(() => record()?.status === 'delivered');
    expect(record()?.probeAccepted).toBe(false);
  });

  it('marks a merchant that accepts the probe (it does not verify)', async () => {
    t.receiver.answerWith(() => ({ status: 200 }));
    t.vendor.knobs.nextNotifications({ probe: true });
    await createAndPay(t);
    await until(() => record()?.status === 'delivered');
    expect(record()?.probeAccepted).toBe(true);
  });

  it('applies a plan only to the kind of notification named', async () => {
    t.vendor.knobs.nextNotifications({ lose: true, event: 'REFUND' });
    await createAndPay(t);
    await t.receiver.waitFor(1);
    expect(record()?.status).not.toBe('lost');
  });

  it('is driven over HTTP too: /__knobs/notifications, /release, /state and /reset', async () => {
    expect((await postJson(t, '/__knobs/notifications', { hold: true })).status).toBe(200);
    await createAndPay(t);
    const state = (await (await fetch(`${t.vendor.url}/__knobs/state`)).json()) as {
      notifications: { status: string }[];
      orders: unknown[];
    };
    expect(state.notifications[0]?.status).toBe('held');
    expect(state.orders).toHaveLength(1);
    expect((await postJson(t, '/__knobs/notifications/release', {})).json).toEqual({ released: 1 });
    await t.receiver.waitFor(1);
    expect((await postJson(t, '/__knobs/notifications', { times: 0 })).status).toBe(400);
    expect((await postJson(t, '/__knobs/reset', {})).status).toBe(200);
    expect(t.vendor.knobs.state().orders).toHaveLength(0);
  });
});
