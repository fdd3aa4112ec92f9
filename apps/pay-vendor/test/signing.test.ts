import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signRequest, verifySigned } from '../src/testing/index';
import { startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const queryPath = () => `/v3/pay/transactions/out-trade-no/NOSUCHORDER1?mchid=${t.merchant.mchid}`;
const now = () => Math.floor(Date.now() / 1000);

async function getWith(authorization: string | undefined, path = queryPath()) {
  const response = await fetch(`${t.vendor.url}${path}`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return {
    status: response.status,
    json: (await response.json()) as { code: string; message: string },
    headers: response.headers,
  };
}

describe('request signatures (WECHATPAY2-SHA256-RSA2048)', () => {
  it('accepts a request signed over METHOD\\nURL\\ntimestamp\\nnonce\\nbody\\n with the merchant key', async () => {
    // Built by hand with node:crypto, independent of the kit: GET carries an empty body line.
    const ts = String(now());
    const nonce = '593BEC0C930BF1AFEB40B4A08C8FB242';
    const message = `GET\n${queryPath()}\n${ts}\n${nonce}\n\n`;
    const signature = createSign('RSA-SHA256').update(message).sign(t.merchant.privateKeyPem, 'base64');
    const auth = `WECHATPAY2-SHA256-RSA2048 mchid="${t.merchant.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${t.merchant.serialNo}"`;
    const answer = await getWith(auth);
    expect(answer.status).toBe(404); // past the signature check: the order does not exist
    expect(answer.json.code).toBe('ORDER_NOT_EXIST');
  });

  it('signs every answer with the platform key in public-key mode', async () => {
    const answer = await t.client.get(queryPath());
    expect(answer.headers.get('wechatpay-serial')).toBe(t.vendor.platform.keyId);
    expect(t.vendor.platform.keyId).toMatch(/^PUB_KEY_ID_\d+$/);
    expect(answer.headers.get('wechatpay-signature-type')).toBe('WECHATPAY2-SHA256-RSA2048');
    expect(answer.headers.get('request-id')).toMatch(/^[0-9A-F]+-\d+$/);
    const ts = answer.headers.get('wechatpay-timestamp') ?? '';
    const nonce = answer.headers.get('wechatpay-nonce') ?? '';
    expect(Math.abs(Number(ts) - now())).toBeLessThan(5);
    const ok = createVerify('RSA-SHA256')
      .update(`${ts}\n${nonce}\n${answer.text}\n`)
      .verify(t.vendor.platform.publicKeyPem, answer.headers.get('wechatpay-signature') ?? '', 'base64');
    expect(ok).toBe(true);
    expect(answer.verified).toEqual({ ok: true });
  });

  const other = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

  it.each([
    ['no Authorization header', () => undefined],
    ['another scheme', () => `Bearer abc`],
    [
      'a field missing',
      () => signRequest(t.merchant, { method: 'GET', url: queryPath() }).replace(/,nonce_str="[^"]*"/, ''),
    ],
    [
      'a signature by another key',
      () => signRequest({ ...t.merchant, privateKeyPem: other.privateKey }, { method: 'GET', url: queryPath() }),
    ],
    [
      'a timestamp 301 s old',
      () => signRequest(t.merchant, { method: 'GET', url: queryPath(), timestamp: now() - 301 }),
    ],
    [
      // ahead, the time until the fake reads it shrinks the skew (a loaded runner took over a second): 30 s of room
      'a timestamp 330 s ahead',
      () => signRequest(t.merchant, { method: 'GET', url: queryPath(), timestamp: now() + 330 }),
    ],
    [
      'a timestamp in milliseconds',
      () => signRequest(t.merchant, { method: 'GET', url: queryPath(), timestamp: Date.now() }),
    ],
    [
      'an unknown certificate serial',
      () =>
        signRequest(
          { ...t.merchant, serialNo: '0123456789ABCDEF0123456789ABCDEF01234567' },
          { method: 'GET', url: queryPath() },
        ),
    ],
    [
      'an unknown mchid',
      () => signRequest({ ...t.merchant, mchid: '1234567890' }, { method: 'GET', url: queryPath() }),
    ],
    [
      'the query left out of the signed URL',
      () => signRequest(t.merchant, { method: 'GET', url: queryPath().split('?')[0] ?? '' }),
    ],
    ['the method signed as POST', () => signRequest(t.merchant, { method: 'POST', url: queryPath() })],
  ])('refuses %s with 401 SIGN_ERROR', async (_name, authorization) => {
    const answer = await getWith(authorization());
    expect(answer.status).toBe(401);
    expect(answer.json.code).toBe('SIGN_ERROR');
    expect(answer.json.message).toMatch(/[\u4e00-\u9fa5]/);
    // the refusal is signed too
    expect(answer.headers.get('wechatpay-serial')).toBe(t.vendor.platform.keyId);
  });

  it('accepts a timestamp 299 s old', async () => {
    const answer = await getWith(signRequest(t.merchant, { method: 'GET', url: queryPath(), timestamp: now() - 299 }));
    expect(answer.status).toBe(404);
  });

  it('refuses a body changed after signing (re-serialised JSON)', async () => {
    const body = { mchid: t.merchant.mchid };
    const signedText = JSON.stringify(body, null, 2);
    const response = await fetch(`${t.vendor.url}/v3/pay/transactions/out-trade-no/NOSUCHORDER1/close`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: signRequest(t.merchant, {
          method: 'POST',
          url: '/v3/pay/transactions/out-trade-no/NOSUCHORDER1/close',
          body: signedText,
        }),
      },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('SIGN_ERROR');
  });

  it('signs a 204 answer over an empty body', async () => {
    const answer = await t.client.post(`/v3/pay/transactions/out-trade-no/NOSUCHORDER1/close`, {
      mchid: t.merchant.mchid,
    });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.verified).toEqual({ ok: true });
  });

  it('lets a knob spoil the next answer signatures, then signs correctly again', async () => {
    t.vendor.knobs.nextResponses({ badSignature: 1 });
    expect((await t.client.get(queryPath())).verified).toEqual({ ok: false, reason: 'signature' });
    expect((await t.client.get(queryPath())).verified).toEqual({ ok: true });
  });

  it('has the kit refuse an answer from another key id or an old timestamp', async () => {
    const answer = await t.client.get(queryPath());
    const message = { headers: answer.headers, body: answer.text };
    expect(verifySigned({ ...t.vendor.platform, keyId: 'PUB_KEY_ID_OTHER' }, message)).toEqual({
      ok: false,
      reason: 'serial',
    });
    expect(verifySigned(t.vendor.platform, message, Date.now() + 301_000)).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifySigned(t.vendor.platform, { ...message, body: `${answer.text} ` })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });
});
