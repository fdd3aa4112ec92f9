import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints,
  envelopeOf,
  helpEndpoints,
  menuEndpoints,
  messagesEndpoints,
  SignInData,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { signIn, signInPayload, tokenFor } from '../../../test/factories/session';
import { SIGN_IN_MESSAGES } from './auth.service';

let t: TestApp;
let pubKey: string;
let companyId: number;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db, { nick: '测试公司' });
  companyId = company.id;
  user = await buildUser(t.database.db, { companyId, role: 'emp', name: '张三', menuStyle: 1 });
  const site = await t.call<{ data: { pubKey: string } }>({ method: 'GET', url: '/api/site' });
  pubKey = site.body.data.pubKey;
});
afterAll(() => t.close());

const post = (payload: object, remoteAddress?: string) =>
  t.call<{ code: number; msg: string; errorCode?: string; details?: { path: string }[] }>({
    method: 'POST',
    url: '/api/auth',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/auth', () => {
  it('signs in with the RSA + sign protocol and answers the token and the user information', async () => {
    const res = await signIn(t, user.username, user.password);
    expect(res.status).toBe(200);
    const parsed = envelopeOf(SignInData).parse(res.body);
    expect(parsed.data?.token.split('.')).toHaveLength(3);
    expect(parsed.data).toMatchObject({
      userId: user.id,
      role: 'emp',
      name: '张三',
      accountName: user.username,
      company: companyId,
      companyNick: '测试公司',
      menuStyle: 1,
      hasCallCenter: false,
      mustChangePassword: false,
    });
    const account = await t.call({ method: 'POST', url: '/api/logout', headers: res.headers });
    expect(account.status).toBe(200);
  });

  it('refuses a wrong password with code 1 and a Chinese message, never 401', async () => {
    const other = await buildUser(t.database.db, { companyId, role: 'emp' });
    const res = await signIn(t, other.username, 'Wrong@123');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.wrongPassword);
  });

  it('refuses an unknown user like a wrong password', async () => {
    const res = await signIn(t, 'nobody-here', 'Whatever@1');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.wrongPassword);
  });

  it('refuses a timestamp more than 300 s off', async () => {
    const stale = Math.floor(Date.now() / 1000) - 301;
    const res = await post(
      signInPayload(pubKey, t.config.authSignKey, user.username, user.password, { timestamp: stale }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.stale);
    const ahead = Math.floor(Date.now() / 1000) + 400;
    const res2 = await post(
      signInPayload(pubKey, t.config.authSignKey, user.username, user.password, { timestamp: ahead }),
    );
    expect(res2.body.msg).toBe(SIGN_IN_MESSAGES.stale);
  });

  it('accepts a timestamp 250 s off (inside the window)', async () => {
    const ts = Math.floor(Date.now() / 1000) - 250;
    const res = await post(
      signInPayload(pubKey, t.config.authSignKey, user.username, user.password, { timestamp: ts }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a bad sign', async () => {
    const payload = signInPayload(pubKey, t.config.authSignKey, user.username, user.password);
    const res = await post({ ...payload, sign: payload.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.badSign);
  });

  it('refuses a sign made with another key', async () => {
    const res = await post(signInPayload(pubKey, 'not-the-server-key', user.username, user.password));
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.badSign);
  });

  it('refuses a replayed nonce of the same user inside the window', async () => {
    const payload = signInPayload(pubKey, t.config.authSignKey, user.username, user.password);
    expect((await post(payload)).status).toBe(200);
    const again = await post(payload);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(1);
    expect(again.body.msg).toBe(SIGN_IN_MESSAGES.replay);
  });

  it('refuses a password that cannot be decrypted, with a valid sign', async () => {
    const ts = Math.floor(Date.now() / 1000);
    const password = Buffer.from('not encrypted at all').toString('base64');
    const { createHash } = await import('node:crypto');
    const nonce = 'Ab12Cd';
    const sign = createHash('sha256')
      .update(nonce + password + String(ts) + user.username + t.config.authSignKey)
      .digest('hex');
    const res = await post({ username: user.username, password, timestamp: ts, nonce, sign });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1);
    expect(res.body.msg).toBe(SIGN_IN_MESSAGES.undecryptable);
  });

  it('answers malformed input with 400 naming the field', async () => {
    const res = await post({ username: user.username, password: 'x', timestamp: 'soon', nonce: '12', sign: 'zz' });
    expect(res.status).toBe(400);
    expect(res.body.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['timestamp', 'nonce', 'sign']));
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('username');
  });

  it('locks a user for 15 minutes after five failures, before checking the password', async () => {
    const victim = await buildUser(t.database.db, { companyId, role: 'emp' });
    for (let i = 0; i < 4; i++) {
      const res = await signIn(t, victim.username, `Wrong@${i}x`, { remoteAddress: `10.0.0.${i + 1}` });
      expect(res.body.msg).toBe(SIGN_IN_MESSAGES.wrongPassword);
    }
    const fifth = await signIn(t, victim.username, 'Wrong@5x', { remoteAddress: '10.0.0.9' });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe(1);
    expect(fifth.body.msg).toMatch(/^登录失败次数过多，账号已被锁定，请在15分钟后（\d{2}:\d{2}）重试！$/);
    // The right password is refused while locked, from any address.
    const right = await signIn(t, victim.username, victim.password, { remoteAddress: '10.0.1.1' });
    expect(right.status).toBe(429);
    expect(right.body.msg).toContain('锁定');
    // Other users are not affected.
    expect((await signIn(t, user.username, user.password)).status).toBe(200);
  });

  it('unlocks when the lock has passed', async () => {
    const victim = await buildUser(t.database.db, { companyId, role: 'emp' });
    for (let i = 0; i < 5; i++) await signIn(t, victim.username, `Wrong@${i}y`, { remoteAddress: '10.0.2.1' });
    expect((await signIn(t, victim.username, victim.password, { remoteAddress: '10.0.2.2' })).status).toBe(429);
    // Move the lock into the past (the PostgreSQL store) as fifteen minutes would.
    await t.database.db
      .update(schema.authLocks)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.authLocks.key, `user:${victim.username}`));
    expect((await signIn(t, victim.username, victim.password, { remoteAddress: '10.0.2.3' })).status).toBe(200);
  });

  it('limits one address that fails for many usernames', async () => {
    const address = '10.9.9.9';
    let last = await signIn(t, 'ghost-0', 'Wrong@1z', { remoteAddress: address });
    for (let i = 1; i < 20; i++) last = await signIn(t, `ghost-${i}`, 'Wrong@1z', { remoteAddress: address });
    expect(last.status).toBe(429);
    const fromThere = await signIn(t, user.username, user.password, { remoteAddress: address });
    expect(fromThere.status).toBe(429);
    expect((await signIn(t, user.username, user.password, { remoteAddress: '10.9.9.8' })).status).toBe(200);
  });
});

describe('POST /api/logout and revocation', () => {
  it('revokes the token: every later call with it answers 401', async () => {
    const res = await signIn(t, user.username, user.password);
    const headers = res.headers!;
    expect((await t.call({ method: 'GET', url: '/api/account/reset', headers })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/logout', headers })).status).toBe(200);
    const after = await t.call<{ msg: string }>({ method: 'GET', url: '/api/account/reset', headers });
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('超时中断，请重新登录！');
    expect((await t.call({ method: 'POST', url: '/api/logout', headers })).status).toBe(401);
  });

  it('answers logout without a token with success', async () => {
    expect((await t.call({ method: 'POST', url: '/api/logout' })).status).toBe(200);
  });

  it('answers 401 for a tampered, a foreign-algorithm and an expired token', async () => {
    const { authorization } = await tokenFor(t, user);
    const token = authorization.slice('Bearer '.length);
    const [h, p, s] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'super' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })).toString(
      'base64url',
    );
    for (const bad of [`${h}.${forged}.${s}`, `${none}.${p}.`, `${h}.${expired}.${s}`, 'garbage']) {
      const res = await t.call<{ msg: string }>({
        method: 'GET',
        url: '/api/account/reset',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.status).toBe(401);
      expect(res.body.msg).toBe('超时中断，请重新登录！');
    }
    expect((await t.call({ method: 'GET', url: '/api/account/reset' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/account/reset', headers: { authorization } })).status).toBe(200);
  });
});

describe('POST /api/crash', () => {
  it('records what the client sends when encryption fails', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/crash',
      payload: { username: 'emp01', passwordSize: 9, key: '-----BEGIN PUBLIC KEY-----', operation: 'encrypt failed' },
      headers: { 'user-agent': 'vitest' },
    });
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(schema.loginCrashes);
    expect(rows.at(-1)).toMatchObject({
      username: 'emp01',
      passwordSize: 9,
      operation: 'encrypt failed',
      userAgent: 'vitest',
    });
  });

  it('keeps at most 30 reports per address in 15 minutes', async () => {
    const before = (await t.database.db.select().from(schema.loginCrashes)).length;
    for (let i = 0; i < 35; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/crash',
        payload: { operation: `n${i}` },
        remoteAddress: '10.7.7.7',
      });
      expect(res.status).toBe(200);
    }
    const after = await t.database.db.select().from(schema.loginCrashes);
    expect(after.length - before).toBe(30);
  });

  it('refuses a bad passwordSize with 400', async () => {
    const res = await t.call<{ msg: string }>({ method: 'POST', url: '/api/crash', payload: { passwordSize: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('passwordSize');
  });
});

describe('API docs', () => {
  it('document the sign-in protocol and every identity endpoint', async () => {
    const { status, body } = await t.call<{
      info: { description: string };
      paths: Record<string, Record<string, unknown>>;
    }>({
      method: 'GET',
      url: '/api/docs/json',
    });
    expect(status).toBe(200);
    expect(body.info.description).toContain('登录协议');
    for (const [path, method] of [
      ['/api/auth', 'post'],
      ['/api/logout', 'post'],
      ['/api/crash', 'post'],
      ['/api/account/{id}', 'put'],
      ['/api/sysadmin/passcode', 'post'],
      ['/api/menu/v2', 'get'],
      ['/api/menu', 'get'],
      ['/api/help-menu/flow/{id}', 'get'],
      ['/api/messages', 'get'],
      ['/api/notices/{id}/confirm', 'post'],
      ['/api/pdf', 'get'],
    ] as const) {
      expect(body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});

describe('every session endpoint of the identity issue', () => {
  const endpoints = [
    ...Object.values(accountEndpoints),
    ...Object.values(menuEndpoints),
    ...Object.values(helpEndpoints),
    ...Object.values(messagesEndpoints),
  ].filter((e) => e.auth === 'session');

  it('answers 401 with the Chinese message without a token, with a bad token and with a revoked token', async () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    const revoked = (await signIn(t, user.username, user.password)).headers!;
    await t.call({ method: 'POST', url: '/api/logout', headers: revoked });
    for (const e of endpoints) {
      const url = e.path.replace(/:([A-Za-z0-9_]+)/g, '1');
      for (const headers of [{}, { authorization: 'Bearer nope' }, revoked]) {
        const res = await t.call<{ msg: string }>({
          method: e.method,
          url,
          headers,
          payload: e.method === 'GET' ? undefined : {},
        });
        expect(res.status, `${e.method} ${e.path}`).toBe(401);
        expect(res.body.msg).toBe('超时中断，请重新登录！');
      }
    }
  });
});
