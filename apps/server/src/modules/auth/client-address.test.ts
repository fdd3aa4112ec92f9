import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { signInPayload } from '../../../test/factories/session';

/** A sign-in as it arrives: from the socket peer `remoteAddress`, with an X-Forwarded-For header. */
async function signInVia(t: TestApp, username: string, password: string, remoteAddress: string, forwardedFor: string) {
  const site = await t.call<{ data: { pubKey: string } }>({ method: 'GET', url: '/api/site' });
  const payload = signInPayload(site.body.data.pubKey, t.config.authSignKey, username, password);
  const res = await t.call<{ errorCode?: string }>({
    method: 'POST',
    url: '/api/auth',
    payload,
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return `${res.status} ${res.body.errorCode ?? ''}`.trim();
}

async function crashAddress(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string | undefined> {
  const res = await t.call({
    method: 'POST',
    url: '/api/crash',
    payload: { operation: 'encrypt failed' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.status).toBe(200);
  const [row] = await t.database.db.select().from(schema.loginCrashes).orderBy(desc(schema.loginCrashes.id)).limit(1);
  return row?.ip;
}

describe('without TRUST_PROXY (the default) the socket peer is the client', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await buildUser(t.database.db, { companyId: (await buildCompany(t.database.db)).id, role: 'emp' });
  });
  afterAll(() => t.close());

  it('locks an address that forges a new X-Forwarded-For on every failed sign-in', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      outcomes.push(await signInVia(t, `ghost-${i}`, 'Wrong#1pw', '10.70.0.1', `198.51.100.${i}`));
    }
    expect(outcomes.at(-1)).toBe('429 auth.locked');
    expect(await signInVia(t, user.username, user.password, '10.70.0.1', '198.51.100.200')).toBe('429 auth.locked');
  });

  it('does not lock the address a forger names', async () => {
    for (let i = 0; i < 20; i++) await signInVia(t, `ghost-${i}`, 'Wrong#2pw', '10.70.0.2', '10.70.0.3');
    expect(await signInVia(t, user.username, user.password, '10.70.0.3', '')).toBe('200');
  });

  it('records a crash report under the socket address, not the forged one', async () => {
    expect(await crashAddress(t, '10.70.0.4', '203.0.113.7')).toBe('10.70.0.4');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.80.0.1', '10.81.0.0/16'] });
    user = await buildUser(t.database.db, { companyId: (await buildCompany(t.database.db)).id, role: 'emp' });
  });
  afterAll(() => t.close());

  it('takes the client address the proxy forwards', async () => {
    expect(await crashAddress(t, '10.80.0.1', '203.0.113.8')).toBe('203.0.113.8');
    expect(await crashAddress(t, '10.81.3.4', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('still ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    expect(await crashAddress(t, '10.82.0.1', '203.0.113.10')).toBe('10.82.0.1');
  });

  it('locks the forwarded client, not the proxy every client comes through', async () => {
    for (let i = 0; i < 20; i++) await signInVia(t, `ghost-${i}`, 'Wrong#3pw', '10.80.0.1', '203.0.113.11');
    expect(await signInVia(t, user.username, user.password, '10.80.0.1', '203.0.113.11')).toBe('429 auth.locked');
    expect(await signInVia(t, user.username, user.password, '10.80.0.1', '203.0.113.12')).toBe('200');
  });
});
