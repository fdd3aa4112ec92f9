/**
 * Where sign-in nonces, failure counts and locks, and revoked sessions live, shared by every
 * server instance: PostgreSQL by default, Redis when REDIS_URL is set.
 */
export interface AuthStore {
  readonly kind: 'postgres' | 'redis';
  /** Records the nonce for the user; false when it was already used inside the window. */
  useNonce(username: string, nonce: string, ttlSeconds: number): Promise<boolean>;
  /** The latest lock end among the keys, when one is still locked. */
  lockedUntil(keys: string[]): Promise<Date | undefined>;
  /**
   * Counts one failure for the key; when `limit` failures fall inside `windowSeconds`, locks the
   * key for `lockSeconds` and returns the lock end.
   */
  recordFailure(key: string, rule: FailureRule): Promise<Date | undefined>;
  clearFailures(key: string): Promise<void>;
  /** Revokes one token until it would have expired (seconds since the epoch). */
  revoke(jti: string, expSeconds: number): Promise<void>;
  /** Voids every token of the user with a version below minVersion, for ttlSeconds (the token lifetime). */
  revokeUserSessions(userId: number, minVersion: number, ttlSeconds: number): Promise<void>;
  isRevoked(jti: string, userId: number, tokenVersion: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface FailureRule {
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}
