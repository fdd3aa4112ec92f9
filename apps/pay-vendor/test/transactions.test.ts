import { createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAndPay, nativeOrder, newTradeNo, postJson, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const RFC3339_CHINA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/;
const byNo = (no: string) => `/v3/pay/transactions/out-trade-no/${no}?mchid=${t.merchant.mchid}`;

describe('Native: create, pay on the payer page, notification, query', () => {
  it('pays through the payer endpoint and notifies notify_url with a signed, encrypted transaction', async () => {
    const body = nativeOrder(t, { attach: 'house=101' });
    const created = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    expect(created.status).toBe(200);
    expect(created.verified).toEqual({ ok: true });
    expect(created.json.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[A-Za-z0-9]{7}$/);

    const before = await t.client.get(byNo(body.out_trade_no as string));
    expect(before.json).toMatchObject({
      trade_state: 'NOTPAY',
      trade_state_desc: '订单未支付',
      amount: { total: 28551 },
    });
    expect(before.json).not.toHaveProperty('transaction_id');

    const paid = await postJson(t, '/payer/pay', { code_url: created.json.code_url });
    expect(paid.status).toBe(200);

    const [n] = await t.receiver.waitFor(1);
    expect(n?.verified).toEqual({ ok: true });
    expect(n?.headers['wechatpay-serial']).toBe(t.vendor.platform.keyId);
    expect(n?.notification).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      summary: '支付成功',
    });
    expect(n?.notification?.create_time).toMatch(RFC3339_CHINA);
    expect(n?.notification?.resource).toMatchObject({
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      associated_data: 'transaction',
    });

    // Decrypted by hand (AES-256-GCM, the 16-byte tag at the end of the ciphertext), independent of the kit.
    const r = n?.notification?.resource;
    const data = Buffer.from(r?.ciphertext ?? '', 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(t.merchant.apiV3Key), Buffer.from(r?.nonce ?? ''));
    decipher.setAAD(Buffer.from(r?.associated_data ?? ''));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = JSON.parse(
      Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(),
    ) as Record<string, unknown>;
    expect(plain).toEqual(n?.resource);
    expect(plain).toMatchObject({
      appid: t.merchant.appids[0],
      mchid: t.merchant.mchid,
      out_trade_no: body.out_trade_no,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: 'house=101',
      amount: { total: 28551, payer_total: 28551, currency: 'CNY', payer_currency: 'CNY' },
    });
    expect(plain.transaction_id).toMatch(/^\d{28}$/);
    expect(plain.success_time).toMatch(RFC3339_CHINA);
    expect((plain.payer as { openid: string }).openid).toMatch(/^o.{27}$/);

    const byOutTradeNo = await t.client.get(byNo(body.out_trade_no as string));
    const byId = await t.client.get(
      `/v3/pay/transactions/id/${String(plain.transaction_id)}?mchid=${t.merchant.mchid}`,
    );
    expect(byOutTradeNo.json).toEqual(plain);
    expect(byId.json).toEqual(plain);
    expect(byId.verified).toEqual({ ok: true });
  });

  it('answers 404 ORDER_NOT_EXIST for an unknown order either way', async () => {
    expect((await t.client.get(byNo('NOSUCH123'))).json).toMatchObject({ code: 'ORDER_NOT_EXIST' });
    const byId = await t.client.get(`/v3/pay/transactions/id/4200000000202405100000000000?mchid=${t.merchant.mchid}`);
    expect(byId.status).toBe(404);
    expect(byId.json).toMatchObject({ code: 'ORDER_NOT_EXIST' });
  });

  it('finds unpaid orders only by out_trade_no', async () => {
    const body = nativeOrder(t);
    await t.client.post('/v3/pay/transactions/native', body);
    expect((await t.client.get(byNo(body.out_trade_no as string))).status).toBe(200);
  });

  it('refuses a query whose mchid is not the signer', async () => {
    const answer = await t.client.get(`/v3/pay/transactions/out-trade-no/NOSUCH123?mchid=1230000109`);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PARAM_ERROR' });
  });
});

describe('the re-entry rule for one out_trade_no', () => {
  it('answers the same code_url to the same parameters, in any key order', async () => {
    const body = nativeOrder(t);
    const first = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', reordered);
    expect(again.status).toBe(200);
    expect(again.json.code_url).toBe(first.json.code_url);
  });

  it('refuses other parameters (close and use a new number to change the amount)', async () => {
    const body = nativeOrder(t);
    await t.client.post('/v3/pay/transactions/native', body);
    const changed = await t.client.post('/v3/pay/transactions/native', {
      ...body,
      amount: { total: 28552, currency: 'CNY' },
    });
    expect(changed.status).toBe(400);
    expect(changed.json).toMatchObject({ code: 'INVALID_REQUEST', message: '请求重入时，参数与首次请求时不一致' });
  });

  it('refuses a paid number (ORDER_PAID) and the number under another trade type (OUT_TRADE_NO_USED)', async () => {
    const { body } = await createAndPay(t);
    expect((await t.client.post('/v3/pay/transactions/native', body)).json).toMatchObject({ code: 'ORDER_PAID' });
    const jsapi = await t.client.post('/v3/pay/transactions/jsapi', {
      ...body,
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    expect(jsapi.status).toBe(403);
    expect(jsapi.json).toMatchObject({ code: 'OUT_TRADE_NO_USED' });
  });
});

describe('PARAM_ERROR for bad fields', () => {
  it.each([
    ['amount 0', { amount: { total: 0, currency: 'CNY' } }, 'amount.total'],
    ['amount in yuan with decimals', { amount: { total: 285.51, currency: 'CNY' } }, 'amount.total'],
    ['amount as text', { amount: { total: '28551' } }, 'amount.total'],
    ['another currency', { amount: { total: 1, currency: 'USD' } }, 'amount.currency'],
    ['a 5-character out_trade_no', { out_trade_no: 'AB123' }, 'out_trade_no'],
    ['a space in out_trade_no', { out_trade_no: 'AB 123456' }, 'out_trade_no'],
    ['no description', { description: undefined }, 'description'],
    ['a 128-character description', { description: 'x'.repeat(128) }, 'description'],
    ['a notify_url with a query string', { notify_url: 'https://example.com/notify?a=1' }, 'notify_url'],
    ['a notify_url that is not a URL', { notify_url: 'notify' }, 'notify_url'],
    ['a 129-character attach', { attach: 'a'.repeat(129) }, 'attach'],
    ['a time_expire without an offset', { time_expire: '2030-01-01 10:00:00' }, 'time_expire'],
    ['a time_expire already past', { time_expire: '2020-01-01T10:00:00+08:00' }, 'time_expire'],
    ['an mchid that is not the signer', { mchid: '1230000109' }, 'mchid'],
  ])('refuses %s', async (_name, overrides, field) => {
    const answer = await t.client.post<{ code: string; message: string; detail?: { field: string } }>(
      '/v3/pay/transactions/native',
      nativeOrder(t, overrides),
    );
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('PARAM_ERROR');
    expect(answer.json.detail?.field).toBe(field);
    expect(answer.verified).toEqual({ ok: true });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await t.client.request('POST', '/v3/pay/transactions/native', '{"appid":');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PARAM_ERROR' });
  });

  it('refuses an appid not bound to the merchant', async () => {
    const answer = await t.client.post('/v3/pay/transactions/native', nativeOrder(t, { appid: 'wx0000000000000000' }));
    expect(answer.json).toMatchObject({ code: 'APPID_MCHID_NOT_MATCH' });
  });

  it('requires payer.openid for JSAPI and scene_info for H5', async () => {
    expect((await t.client.post('/v3/pay/transactions/jsapi', nativeOrder(t))).json).toMatchObject({
      code: 'PARAM_ERROR',
      detail: { field: 'payer' },
    });
    expect((await t.client.post('/v3/pay/transactions/h5', nativeOrder(t))).json).toMatchObject({
      code: 'PARAM_ERROR',
      detail: { field: 'scene_info' },
    });
  });
});

describe('JSAPI and H5', () => {
  it('answers a prepay_id for JSAPI; the payer pays with it and the payer is the given openid', async () => {
    const openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o';
    const body = nativeOrder(t, { payer: { openid } });
    const created = await t.client.post<{ prepay_id: string }>('/v3/pay/transactions/jsapi', body);
    expect(created.json.prepay_id).toMatch(/^wx\d{14}[0-9a-f]{20}$/);
    expect((await postJson(t, '/payer/pay', { prepay_id: created.json.prepay_id })).status).toBe(200);
    const [n] = await t.receiver.waitFor(1);
    expect(n?.resource).toMatchObject({ trade_type: 'JSAPI', payer: { openid } });
  });

  it('answers an h5_url that opens the fake payer page (trade_type MWEB)', async () => {
    const body = nativeOrder(t, { scene_info: { payer_client_ip: '14.23.150.211', h5_info: { type: 'Wap' } } });
    const created = await t.client.post<{ h5_url: string }>('/v3/pay/transactions/h5', body);
    expect(created.json.h5_url.startsWith(`${t.vendor.url}/payer?prepay_id=wx`)).toBe(true);
    const page = await fetch(created.json.h5_url);
    expect(await page.text()).toContain('¥285.51');
    t.vendor.payer.pay(created.json.h5_url);
    const [n] = await t.receiver.waitFor(1);
    expect(n?.resource).toMatchObject({ trade_type: 'MWEB', trade_state: 'SUCCESS' });
  });
});

describe('expiry on the fake clock', () => {
  it('honours time_expire: after it the payer cannot pay and the order stays NOTPAY', async () => {
    const expire = new Date(Date.now() + 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const body = nativeOrder(t, { time_expire: expire });
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ advanceMs: 61_000 });
    const refused = await postJson(t, '/payer/pay', { code_url: json.code_url });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('订单已过期，无法支付');
    expect((await t.client.get(byNo(body.out_trade_no as string))).json).toMatchObject({ trade_state: 'NOTPAY' });
  });

  it('lets the payer pay up to time_expire', async () => {
    const body = nativeOrder(t, { time_expire: new Date(Date.now() + 60_000).toISOString() });
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ advanceMs: 58_000 });
    expect((await postJson(t, '/payer/pay', { code_url: json.code_url })).status).toBe(200);
  });

  it('makes the code_url useless after 2 hours; the same create call then answers a new one', async () => {
    const body = nativeOrder(t);
    const first = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ advanceMs: 2 * 3600_000 + 1000 });
    expect((await postJson(t, '/payer/pay', { code_url: first.json.code_url })).json.message).toBe('二维码已过期');
    const again = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    expect(again.json.code_url).not.toBe(first.json.code_url);
    expect((await postJson(t, '/payer/pay', { code_url: again.json.code_url })).status).toBe(200);
  });

  it('closes an order left unpaid for 7 days', async () => {
    const body = nativeOrder(t);
    await t.client.post('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ advanceMs: 7 * 24 * 3600_000 + 1000 });
    expect((await t.client.get(byNo(body.out_trade_no as string))).json).toMatchObject({
      trade_state: 'CLOSED',
      trade_state_desc: '订单已关闭',
    });
  });

  it('dates success_time by the moved clock, in China time', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-11T00:00:05+08:00' });
    const { outTradeNo } = await createAndPay(t);
    expect((await t.client.get(byNo(outTradeNo))).json).toMatchObject({ success_time: '2024-05-11T00:00:05+08:00' });
  });
});

describe('the payer side', () => {
  it('keeps the order NOTPAY when the payer cancels, and refuses payment after 让它过期', async () => {
    const body = nativeOrder(t);
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    expect((await postJson(t, '/payer/cancel', { code_url: json.code_url })).status).toBe(200);
    expect((await t.client.get(byNo(body.out_trade_no as string))).json).toMatchObject({ trade_state: 'NOTPAY' });
    expect((await postJson(t, '/payer/expire', { code_url: json.code_url })).status).toBe(200);
    expect((await postJson(t, '/payer/pay', { code_url: json.code_url })).status).toBe(409);
    expect(t.receiver.received).toHaveLength(0);
  });

  it('turns an order PAYERROR when the bank refuses; it cannot be paid then', async () => {
    const body = nativeOrder(t);
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    expect((await postJson(t, '/payer/fail', { code_url: json.code_url })).status).toBe(200);
    expect((await t.client.get(byNo(body.out_trade_no as string))).json).toMatchObject({ trade_state: 'PAYERROR' });
    expect((await postJson(t, '/payer/pay', { code_url: json.code_url })).status).toBe(409);
  });

  it('refuses to pay twice', async () => {
    const { codeUrl } = await createAndPay(t);
    const again = await postJson(t, '/payer/pay', { code_url: codeUrl });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('订单已支付');
  });

  it('answers 400 for a link it does not know', async () => {
    expect((await postJson(t, '/payer/pay', { pr: 'zzzzzzz' })).status).toBe(400);
  });

  it('gives each payment its own transaction_id', async () => {
    const a = await createAndPay(t, { out_trade_no: newTradeNo() });
    const b = await createAndPay(t, { out_trade_no: newTradeNo() });
    expect(a.paid.transaction_id).not.toBe(b.paid.transaction_id);
  });
});
