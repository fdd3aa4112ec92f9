import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPayVendor, type RunningPayVendor } from '@pm/pay-vendor';
import { until } from '@pm/pay-vendor/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { yuanToFen } from './fen';
import { WechatpayApiError, WechatpayClient, WechatpayNetworkError, type Transaction } from './wechatpay-client';
import { WechatpayConfig, wechatpayConfigFromFake } from './wechatpay-config';
import { openNotification, WechatpaySignatureError } from './wechatpay-sign';

/** What our notify_url saw: each request's verification and, when it verified, its decrypted content. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  outcome:
    { ok: true; id: string; eventType: string; resource: Record<string, unknown> } | { ok: false; reason: string };
}

let vendor: RunningPayVendor;
let config: WechatpayConfig;
let client: WechatpayClient;
let notifyServer: Server;
let notifyUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  vendor = await startPayVendor({
    port: 0,
    logLevel: 'silent',
    timing: { retryScale: 0.001, answerTimeoutMs: 300, refundSettleMs: 20 },
  });
  config = wechatpayConfigFromFake(vendor)!;
  client = new WechatpayClient(config);
  // Our notify_url, as the product's route will do it: verify the raw body first, then decrypt.
  notifyServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const opened = openNotification(config, { headers: req.headers, body });
        received.push({
          headers: req.headers,
          body,
          outcome: {
            ok: true,
            id: opened.envelope.id,
            eventType: opened.envelope.event_type,
            resource: opened.resource,
          },
        });
        res.writeHead(204).end();
      } catch (e) {
        const reason = e instanceof WechatpaySignatureError ? e.reason : String(e);
        received.push({ headers: req.headers, body, outcome: { ok: false, reason } });
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":"FAIL","message":"失败"}');
      }
    });
  });
  await new Promise<void>((resolve) => notifyServer.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${String((notifyServer.address() as AddressInfo).port)}/api/payments/wechatpay/notify`;
});
beforeEach(() => {
  vendor.knobs.reset();
  received.length = 0;
});
afterAll(async () => {
  notifyServer.closeAllConnections();
  await new Promise((r) => notifyServer.close(r));
  await vendor.close();
});

const newTradeNo = () => `PM${randomBytes(8).toString('hex')}`;
const order = (overrides: { total?: number; out_trade_no?: string; description?: string } = {}) => ({
  description: overrides.description ?? '物业费 2024年5月 1-1-101',
  out_trade_no: overrides.out_trade_no ?? newTradeNo(),
  notify_url: notifyUrl,
  amount: { total: overrides.total ?? yuanToFen('285.51') },
});

async function nativePaid(overrides: Parameters<typeof order>[0] = {}) {
  const input = order(overrides);
  const { code_url } = await client.createNative(input);
  vendor.payer.pay(code_url);
  return input.out_trade_no;
}

const apiError = async (p: Promise<unknown>) => {
  const e: unknown = await p.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(WechatpayApiError);
  return e as WechatpayApiError;
};

describe('paying an order through the fake WeChat Pay', () => {
  it('creates a Native order, the payer pays, and the query says SUCCESS with the amount in fen', async () => {
    const input = order();
    const { code_url } = await client.createNative(input);
    expect(code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect((await client.queryByOutTradeNo(input.out_trade_no)).trade_state).toBe('NOTPAY');
    vendor.payer.pay(code_url, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    const paid: Transaction = await client.queryByOutTradeNo(input.out_trade_no);
    expect(paid).toMatchObject({
      mchid: config.mchid,
      appid: config.appid,
      out_trade_no: input.out_trade_no,
      trade_state: 'SUCCESS',
      trade_type: 'NATIVE',
      amount: { total: 28551, currency: 'CNY' },
    });
    const byId = await client.queryByTransactionId(paid.transaction_id!);
    expect(byId.out_trade_no).toBe(input.out_trade_no);
  });

  it('creates JSAPI and H5 orders', async () => {
    const jsapi = await client.createJsapi({ ...order(), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
    expect(jsapi.prepay_id).toMatch(/^wx/);
    const h5 = await client.createH5({
      ...order(),
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
    expect(h5.h5_url).toMatch(/^https?:\/\//);
  });

  it('closes an unpaid order (twice is fine); closing a paid one answers ORDER_PAID (P5: treat as paid)', async () => {
    const input = order();
    await client.createNative(input);
    await client.close(input.out_trade_no);
    await client.close(input.out_trade_no);
    expect((await client.queryByOutTradeNo(input.out_trade_no)).trade_state).toBe('CLOSED');

    const paid = await nativePaid();
    const e = await apiError(client.close(paid));
    expect(e).toMatchObject({ status: 400, code: 'ORDER_PAID' });
    expect(e.requestId).toBeTruthy();
  });

  it('refunds, then the refund query follows it from PROCESSING to SUCCESS', async () => {
    const outTradeNo = await nativePaid({ total: yuanToFen('100.00') });
    const refund = await client.refund({
      out_trade_no: outTradeNo,
      out_refund_no: `RF${outTradeNo}`,
      reason: '多缴退回',
      amount: { refund: yuanToFen('40.00'), total: yuanToFen('100.00') },
    });
    expect(refund).toMatchObject({ out_refund_no: `RF${outTradeNo}`, out_trade_no: outTradeNo, status: 'PROCESSING' });
    expect(refund.amount).toMatchObject({ refund: 4000, total: 10000 });
    const settled = await until(async () => {
      const r = await client.queryRefund(`RF${outTradeNo}`);
      return r.status === 'SUCCESS' && r;
    });
    expect(settled.refund_id).toBe(refund.refund_id);
    // more than what is left is refused (P7)
    const e = await apiError(
      client.refund({
        out_trade_no: outTradeNo,
        out_refund_no: `RG${outTradeNo}`,
        amount: { refund: yuanToFen('60.01'), total: yuanToFen('100.00') },
      }),
    );
    expect(e.status).toBe(400);
  });

  it("gives the vendor's errors typed: PARAM_ERROR, ORDER_NOT_EXIST, and SIGN_ERROR for a wrong merchant key", async () => {
    const bad = await apiError(client.createNative(order({ out_trade_no: 'ab' })));
    expect(bad).toMatchObject({ status: 400, code: 'PARAM_ERROR' });
    expect(bad.message).not.toBe('');
    expect(await apiError(client.queryByOutTradeNo(newTradeNo()))).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_EXIST',
    });
    const stranger = new WechatpayClient(
      new WechatpayConfig({ ...config, merchantKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }),
    );
    expect(await apiError(stranger.queryByOutTradeNo(newTradeNo()))).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });

  it('refuses to fill in an amount that is not whole positive fen before calling', async () => {
    await expect(client.createNative(order({ total: 0 }))).rejects.toThrow(RangeError);
    await expect(client.createNative(order({ total: 19.99 }))).rejects.toThrow(RangeError);
  });
});

describe('trusting answers only when they verify', () => {
  it('refuses a badly signed answer, and trusts the next good one', async () => {
    const outTradeNo = await nativePaid();
    vendor.knobs.nextResponses({ badSignature: 1 });
    const e: unknown = await client.queryByOutTradeNo(outTradeNo).catch((error: unknown) => error);
    expect(e).toBeInstanceOf(WechatpaySignatureError);
    expect(e).toMatchObject({ reason: 'signature' });
    expect((await client.queryByOutTradeNo(outTradeNo)).trade_state).toBe('SUCCESS');
  });

  it('refuses a badly signed error answer too (its code cannot be believed)', async () => {
    vendor.knobs.nextResponses({ badSignature: 1 });
    await expect(client.queryByOutTradeNo(newTradeNo())).rejects.toBeInstanceOf(WechatpaySignatureError);
  });

  it('verifies with either configured platform key during a rotation; an unconfigured serial is refused', async () => {
    const other = {
      keyId: 'PUB_KEY_ID_0100000000000000000000000000000000',
      publicKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
    };
    const rotating = new WechatpayClient(
      new WechatpayConfig({ ...config, platformKeys: [other, ...config.platformKeys] }),
    );
    const input = order();
    expect((await rotating.createNative(input)).code_url).toBeTruthy();
    const stale = new WechatpayClient(new WechatpayConfig({ ...config, platformKeys: [other] }));
    await expect(stale.queryByOutTradeNo(input.out_trade_no)).rejects.toMatchObject({ reason: 'unknown_serial' });
  });
});

describe('notifications at our notify_url', () => {
  it('verifies and decrypts a payment notification; a repeated one carries the same content', async () => {
    vendor.knobs.nextNotifications({ times: 2 });
    const outTradeNo = await nativePaid({ total: yuanToFen('19.99') });
    await until(() => received.length >= 2);
    const [first, second] = received;
    expect(first?.outcome).toMatchObject({
      ok: true,
      eventType: 'TRANSACTION.SUCCESS',
      resource: { out_trade_no: outTradeNo, trade_state: 'SUCCESS', amount: { total: 1999 } },
    });
    expect(second?.outcome).toEqual(first?.outcome);
    // each sent afresh: its own signature
    expect(second?.headers['wechatpay-nonce']).not.toBe(first?.headers['wechatpay-nonce']);
  });

  it('refuses a WECHATPAY/SIGNTEST/ probe and a badly signed attempt, then takes the good resend', async () => {
    vendor.knobs.nextNotifications({ probe: true, badSignatureAttempts: 1 });
    const outTradeNo = await nativePaid();
    await until(() => received.some((r) => r.outcome.ok));
    const reasons = received.filter((r) => !r.outcome.ok).map((r) => (r.outcome as { reason: string }).reason);
    expect(reasons).toEqual(expect.arrayContaining(['probe', 'signature']));
    expect(received.find((r) => r.outcome.ok)?.outcome).toMatchObject({ resource: { out_trade_no: outTradeNo } });
  });

  it('verifies and decrypts a refund notification', async () => {
    const outTradeNo = await nativePaid({ total: 5000 });
    await until(() => received.length >= 1);
    await client.refund({
      out_trade_no: outTradeNo,
      out_refund_no: `RF${outTradeNo}`,
      notify_url: notifyUrl,
      amount: { refund: 5000, total: 5000 },
    });
    await until(() => received.some((r) => r.outcome.ok && r.outcome.eventType === 'REFUND.SUCCESS'));
    const refund = received.find((r) => r.outcome.ok && r.outcome.eventType === 'REFUND.SUCCESS');
    expect(refund?.outcome).toMatchObject({ resource: { out_refund_no: `RF${outTradeNo}`, refund_status: 'SUCCESS' } });
  });
});

describe('the trade bill', () => {
  /** P3: 2024-05-10 at 0.60 %: A 285.51, B 100.00, C 0.50 paid; B refunded 100.00 the same day. */
  async function dayOfP3() {
    vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    const a = await nativePaid({ total: yuanToFen('285.51'), description: '物业费 A' });
    vendor.knobs.moveClock({ to: '2024-05-10T09:30:00+08:00' });
    const b = await nativePaid({ total: yuanToFen('100.00'), description: '物业费 B' });
    vendor.knobs.moveClock({ to: '2024-05-10T10:00:00+08:00' });
    const c = await nativePaid({ total: yuanToFen('0.50'), description: '停车费 C' });
    vendor.knobs.moveClock({ to: '2024-05-10T15:00:00+08:00' });
    await client.refund({ out_trade_no: b, out_refund_no: `RF${b}`, amount: { refund: 10000, total: 10000 } });
    await until(async () => (await client.queryRefund(`RF${b}`)).status === 'SUCCESS');
    vendor.knobs.moveClock({ to: '2024-05-11T10:05:00+08:00' });
    return { a, b, c };
  }

  it.each([false, true])('reads the day of P3 with its figures (gzip %s), the SHA1 checked', async (gzip) => {
    const { a, b, c } = await dayOfP3();
    const { link, bill, text } = await client.downloadTradeBill({ billDate: '2024-05-10', billType: 'ALL', gzip });
    expect(link.hash_type).toBe('SHA1');
    expect(text.startsWith('交易时间,')).toBe(true);
    expect(bill.summary).toEqual({
      count: 4,
      settlementTotal: '386.01',
      refundTotal: '100.00',
      rechargeCouponRefundTotal: '0.00',
      feeTotal: '1.71000',
      orderTotal: '386.01',
      requestedRefundTotal: '100.00',
    });
    const row = (no: string, state: string) => bill.rows.find((r) => r.outTradeNo === no && r.tradeState === state);
    expect(row(a, 'SUCCESS')).toMatchObject({
      settlementTotal: '285.51',
      fee: '1.71000',
      feeRate: '0.60%',
      tradeTime: '2024-05-10 09:00:00',
    });
    expect(row(b, 'SUCCESS')).toMatchObject({ settlementTotal: '100.00', fee: '0.60000' });
    expect(row(c, 'SUCCESS')).toMatchObject({ settlementTotal: '0.50', fee: '0.00000', description: '停车费 C' });
    expect(row(b, 'REFUND')).toMatchObject({
      settlementTotal: '0.00',
      refundAmount: '100.00',
      requestedRefund: '100.00',
      outRefundNo: `RF${b}`,
      refundStatus: 'SUCCESS',
      fee: '-0.60000',
    });
    // net settled 386.01 − 100.00 − 1.71 = 284.30
    const s = bill.summary;
    expect(yuanToFen(s.settlementTotal) - yuanToFen(s.refundTotal!) - yuanToFen(s.feeTotal.slice(0, -3))).toBe(28430);
  });

  it('gives STATEMENT_CREATING before 10:00 the next day', async () => {
    vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    await nativePaid();
    vendor.knobs.moveClock({ to: '2024-05-11T09:00:00+08:00' });
    expect(await apiError(client.tradeBill({ billDate: '2024-05-10' }))).toMatchObject({ code: 'STATEMENT_CREATING' });
  });
});

describe('timeouts and retries', () => {
  /** A server that counts requests and answers none of them (hangs) or drops the connection. */
  async function badServer(mode: 'hang' | 'drop') {
    let requests = 0;
    const server = createServer((req) => {
      requests++;
      if (mode === 'drop') req.socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    const c = new WechatpayClient(new WechatpayConfig({ ...config, baseUrl: url }), {
      timeoutMs: 200,
      retries: 1,
      retryDelayMs: 10,
    });
    return {
      client: c,
      requests: () => requests,
      close: () => {
        server.closeAllConnections();
        return new Promise((r) => server.close(r));
      },
    };
  }

  it('gives up after the timeout and retries a query once', async () => {
    const s = await badServer('hang');
    const e: unknown = await s.client.queryByOutTradeNo('PM123456').catch((error: unknown) => error);
    expect(e).toBeInstanceOf(WechatpayNetworkError);
    expect(e).toMatchObject({ kind: 'timeout' });
    expect(s.requests()).toBe(2);
    await s.close();
  });

  it('retries close (idempotent) after a dropped connection, never a create or a refund', async () => {
    const s = await badServer('drop');
    await expect(s.client.close('PM123456')).rejects.toMatchObject({ kind: 'network' });
    expect(s.requests()).toBe(2);
    await expect(s.client.createNative(order())).rejects.toBeInstanceOf(WechatpayNetworkError);
    expect(s.requests()).toBe(3);
    await expect(
      s.client.refund({ out_trade_no: 'PM123456', out_refund_no: 'RF123456', amount: { refund: 1, total: 1 } }),
    ).rejects.toBeInstanceOf(WechatpayNetworkError);
    expect(s.requests()).toBe(4);
    await s.close();
  });
});
