import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { AppError } from '../../errors/app-error';
import { loadRsaKeys, type RsaKeys } from '../secrets/index';
import { installTestKeys } from '../../../test/test-keys';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';
import { signInPayload } from '../../../test/factories/session';
import { dropRedisKeys, redisForSuites, TEST_REDIS_URL } from '../../../test/redis';
import type { AuthStore } from './auth-store';
import { PgAuthStore } from './auth-store.pg';
import { RedisAuthStore } from './auth-store.redis';
import { authService } from './auth.service';
import { verifyPassword } from './password-hash';
import { TokenService } from './token.service';

const SIGN_KEY = 'attempts-test-sign-key';
const redisUp = await redisForSuites();

/**
 * Server instances as behind a load balancer: each its own sign-in service and its own store
 * client, sharing one database (and one Redis). Every argon2 check any of them runs is counted.
 */
function cluster(database: Database, keys: RsaKeys, stores: AuthStore[]) {
  const checks = { count: 0 };
  const tokens = new TokenService('x'.repeat(48), 3600);
  const services = stores.map((authStore) =>
    authService({
      db: database.db,
      authStore,
      tokens,
      privateKey: keys.privateKey,
      signKey: SIGN_KEY,
      verifyPassword: async (hash, plain) => {
        checks.count++;
        return verifyPassword(hash, plain);
      },
    }),
  );
  /** Signs in on instance `i % n`; answers 'ok' or the error code. */
  const attempt = async (i: number, username: string, password: string, address: string) => {
    const service = services[i % services.length]!;
    try {
      await service.signIn(signInPayload(keys.publicKey, SIGN_KEY, username, password), address);
      return 'ok';
    } catch (e) {
      if (e instanceof AppError) return e.errorCode;
      throw e;
    }
  };
  return { checks, services, attempt };
}

function countOf(outcomes: string[]): Record<string, number> {
  return outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});
}

function suite(name: string, makeStore: (database: Database) => AuthStore) {
  describe(name, () => {
    let database: Database;
    let keys: RsaKeys;
    let companyId: number;
    const stores: AuthStore[] = [];
    const newStores = (n: number) => {
      const made = Array.from({ length: n }, () => makeStore(database));
      stores.push(...made);
      return made;
    };

    beforeAll(async () => {
      database = await openTestDatabase();
      await installTestKeys(database.db);
      keys = await loadRsaKeys(database.db);
      companyId = (await buildCompany(database.db)).id;
    });
    afterAll(async () => {
      await Promise.all(stores.map((s) => s.close()));
      await database.close();
    });

    for (const instances of [1, 2]) {
      it(`runs at most five password checks for 50 parallel wrong passwords of one user on ${instances} instance(s)`, async () => {
        const { checks, attempt } = cluster(database, keys, newStores(instances));
        const user = await buildUser(database.db, { companyId, role: 'emp' });
        const outcomes = await Promise.all(
          Array.from({ length: 50 }, (_, i) => attempt(i, user.username, `Wrong#${i}pw`, `10.20.${instances}.${i}`)),
        );
        expect(checks.count).toBe(5);
        expect(countOf(outcomes)).toEqual({ 'auth.wrong_password': 4, 'auth.locked': 46 });
        // Locked: even the right password is refused without a check.
        expect(await attempt(0, user.username, user.password, '10.21.0.1')).toBe('auth.locked');
        expect(checks.count).toBe(5);
      });
    }

    it('runs at most twenty password checks for one address spraying 50 usernames in parallel on two instances', async () => {
      const { checks, attempt } = cluster(database, keys, newStores(2));
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) => attempt(i, `spray-${name.length}-${i}`, 'Wrong#1pw', '10.30.0.1')),
      );
      expect(checks.count).toBe(20);
      expect(countOf(outcomes)).toEqual({ 'auth.wrong_password': 19, 'auth.locked': 31 });
    });

    it('does not let a replayed sign-in use up an attempt', async () => {
      const { checks, services } = cluster(database, keys, newStores(1));
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      const wrong = signInPayload(keys.publicKey, SIGN_KEY, user.username, 'Wrong#1pw');
      await expect(services[0]!.signIn(wrong, '10.40.0.1')).rejects.toMatchObject({ errorCode: 'auth.wrong_password' });
      for (let i = 0; i < 10; i++) {
        await expect(services[0]!.signIn(wrong, '10.40.0.1')).rejects.toMatchObject({
          errorCode: 'auth.replayed_nonce',
        });
      }
      expect(checks.count).toBe(1);
      const right = signInPayload(keys.publicKey, SIGN_KEY, user.username, user.password);
      await expect(services[0]!.signIn(right, '10.40.0.1')).resolves.toMatchObject({ accountName: user.username });
    });

    it('forgets the failed attempts of a user who then signs in', async () => {
      const { attempt } = cluster(database, keys, newStores(2));
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      for (let i = 0; i < 4; i++)
        expect(await attempt(i, user.username, 'Wrong#1pw', '10.50.0.1')).toBe('auth.wrong_password');
      expect(await attempt(0, user.username, user.password, '10.50.0.1')).toBe('ok');
      for (let i = 0; i < 4; i++)
        expect(await attempt(i, user.username, 'Wrong#2pw', '10.50.0.1')).toBe('auth.wrong_password');
      expect(await attempt(0, user.username, 'Wrong#3pw', '10.50.0.1')).toBe('auth.locked');
    });

    it('does not count right passwords against the address', async () => {
      const { attempt } = cluster(database, keys, newStores(1));
      const user = await buildUser(database.db, { companyId, role: 'emp' });
      for (let i = 0; i < 25; i++) expect(await attempt(i, user.username, user.password, '10.60.0.1')).toBe('ok');
      expect(await attempt(0, 'nobody-60', 'Wrong#1pw', '10.60.0.1')).toBe('auth.wrong_password');
    });
  });
}

suite('sign-in attempts, PostgreSQL store', (database) => new PgAuthStore(database.db));

const prefix = `pm:test-attempts-${process.pid}-${Date.now()}:auth:`;
describe.skipIf(!redisUp)('with Redis', () => {
  afterAll(() => dropRedisKeys(prefix));
  suite('sign-in attempts, Redis store', () => RedisAuthStore.connect(TEST_REDIS_URL, prefix));
});
