import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWER, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor({ oauthDomains: ['pm.example.com'] });
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const REDIRECT = 'https://pm.example.com/owner/wechat-bound?from=me';
const authorize = (change: Record<string, string> = {}) => ({
  appid: t.vendor.appId,
  redirect_uri: REDIRECT,
  response_type: 'code',
  scope: 'snsapi_base',
  state: 'abc123',
  ...change,
});
const pick = async (fields: Record<string, string>) => {
  const res = await fetch(`${t.vendor.url}/connect/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...authorize(), ...fields }).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location') ?? '', text: await res.text() };
};
const exchange = (code: string, change: Record<string, string> = {}) =>
  t.get('/sns/oauth2/access_token', {
    appid: t.vendor.appId,
    secret: t.vendor.appSecret,
    code,
    grant_type: 'authorization_code',
    ...change,
  });

describe('网页授权', () => {
  it("shows a Chinese page standing for WeChat's browser, listing the users to choose from", async () => {
    const page = await t.get('/connect/oauth2/authorize', authorize());
    expect(page.status).toBe(200);
    expect(page.text).toContain('微信网页授权（模拟）');
    expect(page.text).toContain('张业主');
    expect(page.text).toContain('pm.example.com');
  });

  it('redirects with a code and the state; the code gives the openid once (40163 after)', async () => {
    const back = await pick({ openid: FOLLOWER });
    expect(back.status).toBe(302);
    const target = new URL(back.location);
    expect(`${target.origin}${target.pathname}`).toBe('https://pm.example.com/owner/wechat-bound');
    expect(target.searchParams.get('from')).toBe('me');
    expect(target.searchParams.get('state')).toBe('abc123');
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^\w{32}$/);
    const first = await exchange(code);
    expect(first.body).toEqual({
      access_token: expect.any(String),
      expires_in: 7200,
      refresh_token: expect.any(String),
      openid: FOLLOWER,
      scope: 'snsapi_base',
    });
    expect((await exchange(code)).body).toMatchObject({
      errcode: 40163,
      errmsg: expect.stringMatching(/^code been used rid: /),
    });
  });

  it('refuses an unknown code and one older than five minutes (40029), and the wrong secret (40125)', async () => {
    expect((await exchange('x'.repeat(32))).body).toMatchObject({
      errcode: 40029,
      errmsg: expect.stringMatching(/^invalid code rid: /),
    });
    const code =
      new URL(t.vendor.knobs.authorize({ openid: FOLLOWER, redirectUri: REDIRECT, state: 's' })).searchParams.get(
        'code',
      ) ?? '';
    expect((await exchange(code, { secret: 'f'.repeat(32) })).body.errcode).toBe(40125);
    t.vendor.knobs.moveClock({ advanceMs: 301_000 });
    expect((await exchange(code)).body.errcode).toBe(40029);
  });

  it('creates a new WeChat user on the page (following or not) and authorises as it', async () => {
    const back = await pick({ action: 'create', nickname: '新业主', following: '1', scope: 'snsapi_userinfo' });
    const code = new URL(back.location).searchParams.get('code') ?? '';
    const answer = await exchange(code);
    expect(answer.body.scope).toBe('snsapi_userinfo');
    const user = t.vendor.knobs.users().find((u) => u.openid === answer.body.openid);
    expect(user).toMatchObject({ nickname: '新业主', following: true });
  });

  it.each([
    ['another appid', { appid: 'wx0000000000000000' }, 'appid 参数错误'],
    ['a redirect_uri on a host not configured', { redirect_uri: 'https://evil.example.com/x' }, '域名与后台配置不一致'],
    ['a scope WeChat does not know', { scope: 'snsapi_login' }, 'scope 参数错误'],
    ['a state with other characters', { state: 'a.b-c' }, 'state 参数错误'],
  ])("refuses %s with WeChat's error page", async (_what, change, text) => {
    const page = await t.get('/connect/oauth2/authorize', authorize(change));
    expect(page.status).toBe(400);
    expect(page.text).toContain(text);
  });
});
