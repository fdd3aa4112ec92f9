import { Redis } from 'ioredis';
import type { AuthStore, FailureRule } from './auth-store';

/**
 * Redis keys under `prefix` (one per installation, so several databases can share one Redis):
 * nonce:<user>:<nonce>, fail:<key> (sorted set of failure times), lock:<key> (lock end, ms),
 * revoked:<jti>, cutoff:<userId> (minimum token version).
 */
export class RedisAuthStore implements AuthStore {
  readonly kind = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  static connect(url: string, prefix: string): RedisAuthStore {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // ioredis reconnects by itself; commands made meanwhile fail after two retries (the call answers 500).
    redis.on('error', () => undefined);
    return new RedisAuthStore(redis, prefix);
  }

  async useNonce(username: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    const ok = await this.redis.set(this.k(`nonce:${username}:${nonce}`), '1', 'EX', ttlSeconds, 'NX');
    return ok === 'OK';
  }

  async lockedUntil(keys: string[]): Promise<Date | undefined> {
    if (keys.length === 0) return undefined;
    const values = await this.redis.mget(keys.map((key) => this.k(`lock:${key}`)));
    const now = Date.now();
    const ends = values.map(Number).filter((v) => Number.isFinite(v) && v > now);
    return ends.length > 0 ? new Date(Math.max(...ends)) : undefined;
  }

  async recordFailure(key: string, rule: FailureRule): Promise<Date | undefined> {
    const now = Date.now();
    const failKey = this.k(`fail:${key}`);
    const result = await this.redis
      .multi()
      .zadd(failKey, now, `${now}-${Math.random().toString(36).slice(2, 8)}`)
      .zremrangebyscore(failKey, 0, now - rule.windowSeconds * 1000)
      .zcard(failKey)
      .expire(failKey, rule.windowSeconds)
      .exec();
    const n = Number(result?.[2]?.[1] ?? 0);
    if (n < rule.limit) return undefined;
    const until = now + rule.lockSeconds * 1000;
    await this.redis
      .multi()
      .set(this.k(`lock:${key}`), String(until), 'PX', rule.lockSeconds * 1000)
      .del(failKey)
      .exec();
    return new Date(until);
  }

  async clearFailures(key: string): Promise<void> {
    await this.redis.del(this.k(`fail:${key}`));
  }

  async revoke(jti: string, expSeconds: number): Promise<void> {
    const ttl = Math.max(1, expSeconds - Math.floor(Date.now() / 1000));
    await this.redis.set(this.k(`revoked:${jti}`), '1', 'EX', ttl);
  }

  async revokeUserSessions(userId: number, minVersion: number, ttlSeconds: number): Promise<void> {
    // Atomically keep the larger version, so concurrent changes never lower it.
    await this.redis.eval(
      `local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
       local v = math.max(cur, tonumber(ARGV[1]))
       redis.call('SET', KEYS[1], tostring(v), 'EX', tonumber(ARGV[2]))
       return v`,
      1,
      this.k(`cutoff:${userId}`),
      String(minVersion),
      String(ttlSeconds),
    );
  }

  async isRevoked(jti: string, userId: number, tokenVersion: number): Promise<boolean> {
    const [revoked, cutoff] = await this.redis.mget(this.k(`revoked:${jti}`), this.k(`cutoff:${userId}`));
    return revoked !== null || (cutoff !== null && Number(cutoff) > tokenVersion);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  private k(rest: string): string {
    return `${this.prefix}${rest}`;
  }
}
