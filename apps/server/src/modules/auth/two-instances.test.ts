import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buildApp } from '../../app';
import { testConfig, type Config } from '../../config';
import { testAppOf, type TestApp } from '../../../test/harness';
import { installTestKeys } from '../../../test/test-keys';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { signIn, signInPayload } from '../../../test/factories/session';
import { SIGN_IN_MESSAGES } from './auth.service';
import { redisForSuites, TEST_REDIS_URL } from '../../../test/redis';

const redisUp = await redisForSuites();

function asTestApp(app: FastifyInstance, database: Database, config: Config): TestApp {
  return testAppOf(app, database, config, () => app.close());
}

/** Two server instances (two buildApp) on one database, as behind a load balancer. */
function twoInstanceSuite(name: string, overrides: Partial<Config>) {
  describe(name, () => {
    let database: Database;
    let a: TestApp;
    let b: TestApp;
    let companyId: number;

    beforeAll(async () => {
      database = await openTestDatabase();
      await installTestKeys(database.db);
      const config = testConfig(overrides);
      const appA = await buildApp(config, database);
      const appB = await buildApp(config, database);
      await Promise.all([appA.ready(), appB.ready()]);
      a = asTestApp(appA, database, config);
      b = asTestApp(appB, database, config);
      companyId = (await buildCompany(database.db)).id;
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await database.close();
    });

    it('keeps revocations in the configured store', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const { headers } = await signIn(a, user.username, user.password);
      expect((await b.call({ method: 'POST', url: '/api/logout', headers })).status).toBe(200);
      const inPg = await database.db.select().from(schema.revokedTokens);
      if (overrides.redisUrl) {
        expect(inPg).toHaveLength(0);
        const r = new Redis(overrides.redisUrl);
        const keys = await r.keys('pm:*:auth:revoked:*');
        await r.quit();
        expect(keys.length).toBeGreaterThan(0);
      } else {
        expect(inPg.length).toBeGreaterThan(0);
      }
    });

    it('refuses on B a sign-in replayed from A', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const site = await a.call<{ data: { pubKey: string } }>({ method: 'GET', url: '/api/site' });
      const payload = signInPayload(site.body.data.pubKey, a.config.authSignKey, user.username, user.password);
      expect((await a.call({ method: 'POST', url: '/api/auth', payload })).status).toBe(200);
      const replay = await b.call<{ code: number; msg: string }>({ method: 'POST', url: '/api/auth', payload });
      expect(replay.status).toBe(400);
      expect(replay.body).toMatchObject({ code: 1, msg: SIGN_IN_MESSAGES.replay });
    });

    it('refuses on B a token revoked (logout) on A', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const { headers } = await signIn(a, user.username, user.password);
      expect((await b.call({ method: 'GET', url: '/api/account', headers })).status).toBe(200);
      expect((await a.call({ method: 'POST', url: '/api/logout', headers })).status).toBe(200);
      const after = await b.call<{ msg: string }>({ method: 'GET', url: '/api/account', headers });
      expect(after.status).toBe(401);
      expect(after.body.msg).toBe('超时中断，请重新登录！');
    });

    it('refuses on B every session of a user whose password was changed on A', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const onB = (await signIn(b, user.username, user.password)).headers!;
      const onA = (await signIn(a, user.username, user.password)).headers!;
      const change = await a.call({
        method: 'PUT',
        url: `/api/account/${user.id}`,
        headers: onA,
        payload: { username: user.username, old: user.password, pwd: 'Other#2026', pwd2: 'Other#2026' },
      });
      expect(change.status).toBe(200);
      expect((await b.call({ method: 'GET', url: '/api/account', headers: onB })).status).toBe(401);
    });

    it('answers at most five password checks to 50 parallel wrong passwords spread over both instances', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          signIn(i % 2 === 0 ? a : b, user.username, `Bad#${i}pw`, { remoteAddress: `10.3.${i}.1` }),
        ),
      );
      const codes = answers.map((r) => `${r.status} ${(r.body as { errorCode?: string }).errorCode}`);
      // Attempts 1-4 fail as wrong passwords, the fifth locks; every other one is refused unchecked.
      expect(codes.filter((c) => c === '400 auth.wrong_password')).toHaveLength(4);
      expect(codes.filter((c) => c === '429 auth.locked')).toHaveLength(46);
      expect((await signIn(b, user.username, user.password, { remoteAddress: '10.3.99.1' })).status).toBe(429);
    });

    it('counts failures across instances and locks on both', async () => {
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      for (let i = 0; i < 4; i++) {
        const target = i % 2 === 0 ? a : b;
        expect((await signIn(target, user.username, `Bad#${i}pw`, { remoteAddress: `10.1.${i}.1` })).status).toBe(400);
      }
      expect((await signIn(b, user.username, 'Bad#5pw', { remoteAddress: '10.1.9.1' })).status).toBe(429);
      expect((await signIn(a, user.username, user.password, { remoteAddress: '10.1.9.2' })).status).toBe(429);
    });
  });
}

twoInstanceSuite('two instances on one database, PostgreSQL stores', {});
if (redisUp) {
  twoInstanceSuite('two instances on one database, one Redis', { redisUrl: TEST_REDIS_URL });
} else {
  describe.skip(`two instances on one database, one Redis (Redis does not answer on ${TEST_REDIS_URL})`, () => {
    it('skipped', () => undefined);
  });
}
