import { Redis } from 'ioredis';
import type { AttemptRule, AuthStore } from './auth-store';

/**
 * KEYS[1] the attempt counter, KEYS[2] the lock; ARGV limit, window (ms). Runs atomically in Redis:
 * nil when locked or when the window is full (nothing counted), else the attempt's number. The
 * window starts with the first attempt (the counter's expiry) and is not extended by later ones.
 */
const TAKE_ATTEMPT = `
if redis.call('EXISTS', KEYS[2]) == 1 then return nil end
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then return nil end
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return n`;

/** Decrements the counter when it is still there and above zero (an expired window stays gone). */
const REFUND_ATTEMPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Redis keys under `prefix` (one per installation, so several databases can share one Redis):
 * nonce:<user>:<nonce>, attempts:<key> (count, expires with its window), lock:<key> (lock end, ms),
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

  async takeAttempt(key: string, rule: AttemptRule): Promise<number | undefined> {
    const taken = await this.redis.eval(
      TAKE_ATTEMPT,
      2,
      this.k(`attempts:${key}`),
      this.k(`lock:${key}`),
      String(rule.limit),
      String(rule.windowSeconds * 1000),
    );
    return taken === null ? undefined : Number(taken);
  }

  async refundAttempt(key: string): Promise<void> {
    await this.redis.eval(REFUND_ATTEMPT, 1, this.k(`attempts:${key}`));
  }

  async clearAttempts(key: string): Promise<void> {
    await this.redis.del(this.k(`attempts:${key}`));
  }

  async lock(key: string, lockSeconds: number): Promise<Date> {
    const until = Date.now() + lockSeconds * 1000;
    // The counter lives as long as the lock: full while locked, a fresh window after.
    await this.redis
      .multi()
      .set(this.k(`lock:${key}`), String(until), 'PX', lockSeconds * 1000)
      .pexpire(this.k(`attempts:${key}`), lockSeconds * 1000)
      .exec();
    return new Date(until);
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
