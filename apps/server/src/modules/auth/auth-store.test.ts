import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import type { AuthStore } from './auth-store';
import { PgAuthStore } from './auth-store.pg';
import { RedisAuthStore } from './auth-store.redis';
import { dropRedisKeys, redisForSuites, TEST_REDIS_URL } from '../../../test/redis';

let database: Database;

const redisUp = await redisForSuites();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { limit: 3, windowSeconds: 60, lockSeconds: 60 };

function contract(make: () => AuthStore) {
  it('accepts a nonce once per user', async () => {
    const s = make();
    const user = `u${Math.random()}`;
    expect(await s.useNonce(user, 'AAAAAA', 60)).toBe(true);
    expect(await s.useNonce(user, 'AAAAAA', 60)).toBe(false);
    expect(await s.useNonce(`${user}x`, 'AAAAAA', 60)).toBe(true);
    await s.close();
  });

  it('numbers attempts up to the limit, then refuses without counting', async () => {
    const s = make();
    const key = `user:${Math.random()}`;
    expect(await s.takeAttempt(key, rule)).toBe(1);
    expect(await s.takeAttempt(key, rule)).toBe(2);
    expect(await s.takeAttempt(key, rule)).toBe(3);
    expect(await s.takeAttempt(key, rule)).toBeUndefined();
    await s.refundAttempt(key);
    expect(await s.takeAttempt(key, rule)).toBe(3);
    await s.close();
  });

  it('hands out exactly the limit to parallel attempts', async () => {
    const s = make();
    const key = `user:${Math.random()}`;
    const taken = await Promise.all(Array.from({ length: 20 }, () => s.takeAttempt(key, rule)));
    expect(taken.filter((n) => n !== undefined).sort()).toEqual([1, 2, 3]);
    await s.close();
  });

  it('refuses every attempt of a locked key and reports the lock end', async () => {
    const s = make();
    const key = `user:${Math.random()}`;
    expect(await s.takeAttempt(key, rule)).toBe(1);
    const until = await s.lock(key, 60);
    expect(until.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(await s.takeAttempt(key, rule)).toBeUndefined();
    expect((await s.lockedUntil([key, 'ip:other']))?.getTime()).toBe(until.getTime());
    expect(await s.lockedUntil(['ip:other'])).toBeUndefined();
    await s.close();
  });

  it('forgets attempts after a success', async () => {
    const s = make();
    const key = `user:${Math.random()}`;
    for (let i = 0; i < 3; i++) await s.takeAttempt(key, rule);
    await s.clearAttempts(key);
    expect(await s.takeAttempt(key, rule)).toBe(1);
    await s.close();
  });

  it('starts a new window when the last one has ended', async () => {
    const s = make();
    const key = `user:${Math.random()}`;
    const short = { limit: 2, windowSeconds: 1, lockSeconds: 60 };
    expect(await s.takeAttempt(key, short)).toBe(1);
    expect(await s.takeAttempt(key, short)).toBe(2);
    expect(await s.takeAttempt(key, short)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1100));
    expect(await s.takeAttempt(key, short)).toBe(1);
    await s.close();
  });

  it('revokes one token and every token of a user below a version', async () => {
    const s = make();
    const jti = `j-${Math.random()}`;
    const userId = Math.floor(Math.random() * 1e9);
    expect(await s.isRevoked(jti, userId, 0)).toBe(false);
    await s.revoke(jti, Math.floor(Date.now() / 1000) + 60);
    expect(await s.isRevoked(jti, userId, 0)).toBe(true);
    await s.revokeUserSessions(userId, 2, 60);
    expect(await s.isRevoked('other', userId, 1)).toBe(true);
    expect(await s.isRevoked('other', userId, 2)).toBe(false);
    await s.revokeUserSessions(userId, 1, 60); // never goes back down
    expect(await s.isRevoked('other', userId, 1)).toBe(true);
    await s.close();
  });
}

describe('PgAuthStore', () => {
  contract(() => new PgAuthStore(database.db));

  it('reuses an expired nonce and prunes expired rows', async () => {
    const s = new PgAuthStore(database.db);
    const past = new Date(Date.now() - 1000);
    await database.db.insert(schema.authNonces).values({ username: 'old', nonce: 'BBBBBB', expiresAt: past });
    await database.db.insert(schema.revokedTokens).values({ jti: 'expired-jti', expiresAt: past });
    await database.db.insert(schema.authLocks).values({ key: 'user:old', lockedUntil: past });
    await database.db.insert(schema.authAttempts).values({ key: 'user:old', attempts: 5, windowEndsAt: past });
    expect(await s.useNonce('old', 'BBBBBB', 60)).toBe(true);
    await database.db.insert(schema.authNonces).values({ username: 'old', nonce: 'CCCCCC', expiresAt: past });
    await s.prune();
    const nonces = await database.db.select().from(schema.authNonces);
    expect(nonces.map((n) => n.nonce)).not.toContain('CCCCCC');
    expect(nonces.map((n) => n.nonce)).toContain('BBBBBB');
    expect(await database.db.select().from(schema.revokedTokens)).not.toContainEqual(
      expect.objectContaining({ jti: 'expired-jti' }),
    );
    expect(await database.db.select().from(schema.authLocks)).not.toContainEqual(
      expect.objectContaining({ key: 'user:old' }),
    );
    expect(await database.db.select().from(schema.authAttempts)).not.toContainEqual(
      expect.objectContaining({ key: 'user:old' }),
    );
  });
});

// Skipped only on a machine without Redis outside CI (redisForSuites fails the file in CI).
describe.skipIf(!redisUp)('RedisAuthStore', () => {
  const prefix = `pm:test-${process.pid}-${Date.now()}:auth:`;
  contract(() => RedisAuthStore.connect(TEST_REDIS_URL, prefix));

  afterAll(() => dropRedisKeys(prefix));
});
