import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ownerPortalEndpoints as e } from '@pm/contracts';
import { DEFAULT_USERS, startWechatVendor, type RunningWechatVendor } from '@pm/wechat-vendor';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ownerCalls, RecordingSms, signInOwner } from '../../../test/factories/owner-portal';
import { WechatMpClient, wechatConfigFromFake } from '../wechat/index';
import { WECHAT_RETURN_PATH, wechatBindState, wechatFollowChanged } from './owner-wechat';

// 业主端 绑定微信 over HTTP against the fake 服务号: start (网页授权 URL with a state tied to the session), WeChat's
// return (code + state) finishing the binding, and every way a state or a code can be wrong; unbinding; follow events.

const JWT_SECRET = 'owner-wechat-test-secret-0123456789abcdef';
const PORTAL_SECRET = `${JWT_SECRET}:portal`;
const ORIGIN = 'https://pm.example.com';
const follower = DEFAULT_USERS[0]!.openid!;

let t: TestApp;
let fake: RunningWechatVendor;
const sms = new RecordingSms();
let phoneSeq = 13_900_000_000;
let ipSeq = 0;

beforeAll(async () => {
  fake = await startWechatVendor({ port: 0, logLevel: 'silent' });
  t = await createTestApp({ jwtSecret: JWT_SECRET }, { sms, wechat: new WechatMpClient(wechatConfigFromFake(fake)) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.knobs.reset());

/** A signed-in owner (no house needed to bind WeChat): calls, token and session id for the state. */
async function newOwner() {
  const phone = String(++phoneSeq);
  const token = await signInOwner(t, sms, phone, `10.7.0.${++ipSeq}`);
  const [row] = await t.database.db.execute<{ account_id: number; token_hash: string }>(sql`
    select s.account_id, s.token_hash from portal_sessions s join portal_accounts a on a.id = s.account_id where a.phone = ${phone} order by s.created_at desc limit 1`);
  return { phone, token, calls: ownerCalls(t, token), session: { accountId: Number(row!.account_id), tokenHash: row!.token_hash } };
}
type Owner = Awaited<ReturnType<typeof newOwner>>;

async function start(owner: Owner) {
  const res = await owner.calls.post('/api/owner/wechat/authorize', { origin: ORIGIN });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const started = e.wechatBindStart.output.parse(res.body.data);
  const url = new URL(started.url);
  return { started, url, state: url.searchParams.get('state') ?? '' };
}

/** What WeChat's browser does once the user picks who they are: the return URL's code. */
const codeFor = (openid: string, state: string) =>
  new URL(fake.knobs.authorize({ openid, redirectUri: `${ORIGIN}${WECHAT_RETURN_PATH}`, state })).searchParams.get('code') ?? '';

const finish = (owner: Owner, code: string, state: string) => owner.calls.post('/api/owner/wechat/binding', { code, state });

describe('业主端 绑定微信', () => {
  it('starts 网页授权 at the 服务号 with the portal\'s return address and a state; WeChat\'s page accepts both', async () => {
    const owner = await newOwner();
    const { started, url, state } = await start(owner);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/connect/oauth2/authorize`);
    expect(url.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(url.searchParams)).toEqual({ appid: fake.appId, redirect_uri: `${ORIGIN}/owner/wechat-bound`, response_type: 'code', scope: 'snsapi_base', state });
    expect(state).toMatch(/^\d{10}[0-9a-f]{32}$/);
    expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    const page = await fetch(started.url.replace('#wechat_redirect', ''));
    expect(page.status).toBe(200);
  });

  it('binds the WeChat user WeChat returns (through its own page), and me shows it', async () => {
    const owner = await newOwner();
    const { url, state } = await start(owner);
    const fields = { ...Object.fromEntries(url.searchParams), openid: follower, action: 'pick' };
    const picked = await fetch(`${fake.url}/connect/oauth2/authorize`, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    const back = new URL(picked.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe(state);
    const res = await finish(owner, back.searchParams.get('code') ?? '', state);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(e.wechatBindFinish.output.parse(res.body.data)).toMatchObject({ wechatBound: true, wechatFollowing: null });
    expect(e.me.output.parse((await owner.calls.get('/api/owner/me')).body.data)).toMatchObject({ wechatBound: true });
    const [row] = await t.database.db.execute<{ wechat_openid: string }>(sql`select wechat_openid from portal_accounts where phone = ${owner.phone}`);
    expect(row?.wechat_openid).toBe(follower);
    await owner.calls.delete('/api/owner/wechat/binding');
  });

  it('refuses a forged state, an expired one, and another session\'s, without spending the code', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const created = fake.knobs.createUser({ nickname: '业主甲' });
    const { state } = await start(other);
    const expired = wechatBindState(PORTAL_SECRET, owner.session, Math.floor(Date.now() / 1000) - 1);
    const forged = `${Math.floor(Date.now() / 1000) + 600}${'0'.repeat(32)}`;
    const wrongKey = wechatBindState('another-key', owner.session, Math.floor(Date.now() / 1000) + 600);
    const code = codeFor(created.openid, state);
    for (const bad of [forged, expired, wrongKey, state, 'abc']) {
      const res = await finish(owner, code, bad);
      expect([bad, res.status, res.body.msg]).toEqual([bad, 400, '绑定已过期或不属于当前登录，请重新绑定微信']);
    }
    // The code was never sent to WeChat: the owner who started can still use it.
    expect((await finish(other, code, state)).status).toBe(200);
    expect(e.me.output.parse((await owner.calls.get('/api/owner/me')).body.data).wechatBound).toBe(false);
    await other.calls.delete('/api/owner/wechat/binding');
  });

  it('refuses a state once the session that started it has signed out', async () => {
    const owner = await newOwner();
    const { state } = await start(owner);
    await owner.calls.delete('/api/owner/sessions');
    await t.database.db.execute(sql`update portal_sms_codes set created_at = created_at - interval '61 seconds' where phone = ${owner.phone}`);
    const again = ownerCalls(t, await signInOwner(t, sms, owner.phone, `10.7.1.${++ipSeq}`));
    const res = await again.post('/api/owner/wechat/binding', { code: codeFor(follower, state), state });
    expect(res.status).toBe(400);
  });

  it('refuses a code used before (409) and one WeChat does not know (400)', async () => {
    const owner = await newOwner();
    const user = fake.knobs.createUser();
    const { state } = await start(owner);
    const code = codeFor(user.openid, state);
    expect((await finish(owner, code, state)).status).toBe(200);
    const reused = await finish(owner, code, state);
    expect([reused.status, reused.body.msg]).toEqual([409, '该微信授权已使用，请重新绑定微信']);
    const unknown = await finish(owner, 'z'.repeat(32), state);
    expect([unknown.status, unknown.body.msg]).toEqual([400, '微信授权已失效，请重新绑定微信']);
  });

  it('refuses a WeChat user bound to another phone (409), and binds it once that phone unbinds', async () => {
    const first = await newOwner();
    const second = await newOwner();
    const user = fake.knobs.createUser();
    const a = await start(first);
    expect((await finish(first, codeFor(user.openid, a.state), a.state)).status).toBe(200);
    const b = await start(second);
    const taken = await finish(second, codeFor(user.openid, b.state), b.state);
    expect([taken.status, taken.body.msg]).toEqual([409, '该微信已绑定另一个手机号，请先用该手机号登录并解除绑定']);
    const unbound = await first.calls.delete('/api/owner/wechat/binding');
    expect(e.wechatUnbind.output.parse(unbound.body.data)).toMatchObject({ wechatBound: false, wechatFollowing: null });
    expect((await finish(second, codeFor(user.openid, b.state), b.state)).status).toBe(200);
  });

  it('keeps the follow state WeChat reports for the bound user', async () => {
    const owner = await newOwner();
    const user = fake.knobs.createUser();
    const { state } = await start(owner);
    await finish(owner, codeFor(user.openid, state), state);
    const db = t.database.db;
    expect(await wechatFollowChanged(db, { type: 'unfollow', openid: user.openid })).toBe(1);
    expect(await wechatFollowChanged(db, { type: 'unfollow', openid: user.openid })).toBe(0);
    expect(e.me.output.parse((await owner.calls.get('/api/owner/me')).body.data)).toMatchObject({ wechatBound: true, wechatFollowing: false });
    await wechatFollowChanged(db, { type: 'follow', openid: user.openid });
    expect(e.me.output.parse((await owner.calls.get('/api/owner/me')).body.data).wechatFollowing).toBe(true);
    expect(await wechatFollowChanged(db, { type: 'follow', openid: 'o_not_bound_to_anyone_000000' })).toBe(0);
  });

  it('refuses bad input in Chinese and answers 401 without an owner session', async () => {
    const owner = await newOwner();
    const bad = await owner.calls.post('/api/owner/wechat/authorize', { origin: 'https://pm.example.com/owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('页面地址应为');
    const empty = await owner.calls.post('/api/owner/wechat/binding', { state: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('缺少微信授权码');
    for (const [method, url] of [['POST', '/api/owner/wechat/authorize'], ['POST', '/api/owner/wechat/binding'], ['DELETE', '/api/owner/wechat/binding']] as const)
      expect((await t.call({ method, url, payload: {} })).status).toBe(401);
  });
});
