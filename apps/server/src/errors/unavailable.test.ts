import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildCompany } from '../../test/factories/companies';
import { buildUser } from '../../test/factories/users';
import { tokenFor } from '../../test/factories/session';
import { fromUnavailableStore } from './unavailable';

describe('fromUnavailableStore', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', refused, 503],
    ['a refused connection wrapped by the query layer', new Error('Failed query', { cause: refused }), 503],
    ['several refused addresses', new AggregateError([refused], 'all failed'), 503],
    ['postgres.js losing its connection', Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }), 503],
    ['ioredis out of retries', Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }), 503],
    ['a constraint violation', Object.assign(new Error('duplicate key'), { code: '23505' }), undefined],
    ['a programming error', new TypeError('x is undefined'), undefined],
  ])('%s → %s', (_, error, status) => {
    expect(fromUnavailableStore(error)?.status).toBe(status);
  });
});

describe('with REDIS_URL set and Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 refuses at once: the store's commands fail after their retries.
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('an authenticated call answers 503 服务不可用！, not a server fault', async () => {
    const company = await buildCompany(t.database.db, { nick: '甲公司' });
    const user = await buildUser(t.database.db, { companyId: company.id, role: 'emp' });
    const { status, body } = await t.call<{ code: number; msg: string; errorCode: string }>({
      method: 'GET',
      url: '/api/account',
      headers: await tokenFor(t, user),
    });
    expect([status, body.code, body.msg, body.errorCode]).toEqual([503, 503, '服务不可用！', 'server.unavailable']);
  });
});
