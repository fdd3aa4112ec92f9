import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_CALLS_PER_30_DAYS } from '../src/index';
import { nuonuoSign, ServicesClient } from '../src/testing/index';
import { M, order, SELLER, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const query = { orderNos: ['none'] };

describe('signed calls (notes §5)', () => {
  it('signs as the published test vector does', () => {
    const sign = nuonuoSign(
      'secret',
      { appKey: 'app', senid: 'a'.repeat(32), nonce: '12345678', timestamp: '1700000000' },
      '{"name":"中文"}',
    );
    expect(sign).toBe('4BzcKzrcoqxPis0W/W3X2ae0uIo=');
  });

  it('answers a well signed call in the envelope {code, describe, result}', async () => {
    const answer = await t.client.call(M.query, query);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 'E0000', describe: '查询成功', result: [] });
  });

  it.each([
    [
      'a signature over another secret',
      { sign: nuonuoSign('wrong', { appKey: 'x', senid: 'x', nonce: '1', timestamp: '1' }, '{}') },
      '070601',
    ],
    [
      'a body changed after signing',
      { rawBody: JSON.stringify(query), sign: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
      '070601',
    ],
    ['a timestamp ten minutes old', { timestamp: String(Math.floor(Date.now() / 1000) - 600) }, '070602'],
    ['an unknown appkey', { appKey: 'SD00000000' }, '070101'],
    ['a senid that is not 32 letters or digits', { senid: 'short' }, '070301'],
    ['no access token', { token: null }, '070302'],
    ['an unknown access token', { token: 'f'.repeat(32) }, '070303'],
    ['a seller the platform does not know', { userTax: '91110108551385082Q' }, 'E9201'],
  ])('refuses %s', async (_case, options, code) => {
    const answer = await t.client.call(M.query, query, options);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code, result: null });
    expect(t.vendor.knobs.calls()[0]).toMatchObject({ code });
  });

  it('refuses a replayed senid, an unknown method and a body that is not JSON', async () => {
    const senid = 'b'.repeat(32);
    expect((await t.client.call(M.query, query, { senid })).body.code).toBe('E0000');
    expect((await t.client.call(M.query, query, { senid })).body.code).toBe('070603');
    expect((await t.client.call('nuonuo.OpeMplatform.nothing', query)).body.code).toBe('070401');
    expect((await t.client.call(M.query, null, { rawBody: 'not json' })).body.code).toBe('070501');
  });

  it('refuses a token after the expiry knob; a new one is issued', async () => {
    const client = new ServicesClient(t.vendor.url, t.vendor, SELLER);
    const token = await client.token();
    t.vendor.knobs.expireTokens();
    expect((await client.call(M.query, query, { token })).body.code).toBe('070303');
    const fresh = await client.token();
    expect(fresh).not.toBe(token);
    expect((await client.call(M.query, query, { token: fresh })).body.code).toBe('E0000');
  });

  it('refuses an order whose salerTaxNum is not the userTax', async () => {
    const answer = await t.client.call(M.issue, order('X1', { salerTaxNum: '91330106MA2CFH7E53' }));
    expect(answer.body).toMatchObject({ code: 'E9201', describe: expect.stringContaining('salerTaxNum') });
  });
});

describe('access tokens (client_credentials)', () => {
  const form = (fields: Record<string, string>) =>
    fetch(`${t.vendor.url}/accessToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const good = () => ({
    client_id: t.vendor.appKey,
    client_secret: t.vendor.appSecret,
    grant_type: 'client_credentials',
  });

  it('answers the same token while it is valid, with what is left of 24 hours', async () => {
    const first = (await (await form(good())).json()) as { access_token: string; expires_in: number };
    expect(first).toEqual({ access_token: expect.stringMatching(/^[0-9a-f]{32}$/), expires_in: 86_400 });
    t.vendor.knobs.moveClock({ advanceMs: 3600_000 });
    const again = (await (await form(good())).json()) as { access_token: string; expires_in: number };
    expect(again.access_token).toBe(first.access_token);
    expect(again.expires_in).toBeGreaterThanOrEqual(82_799);
    expect(again.expires_in).toBeLessThanOrEqual(82_800);
  });

  it('refuses a wrong secret and another grant type', async () => {
    const wrong = await form({ ...good(), client_secret: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect((await form({ ...good(), grant_type: 'password' })).status).toBe(400);
  });

  it(`gives at most ${TOKEN_CALLS_PER_30_DAYS} tokens in 30 days`, async () => {
    for (let i = 0; i < TOKEN_CALLS_PER_30_DAYS; i++) expect((await form(good())).status).toBe(200);
    const over = await form(good());
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ error: 'request_limit' });
    t.vendor.knobs.moveClock({ advanceMs: 31 * 86_400_000 });
    expect((await form(good())).status).toBe(200);
  });
});
