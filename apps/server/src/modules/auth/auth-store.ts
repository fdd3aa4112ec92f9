/**
 * Where sign-in nonces, attempt counts and locks, and revoked sessions live, shared by every
 * server instance: PostgreSQL by default, Redis when REDIS_URL is set.
 */
export interface AuthStore {
  readonly kind: 'postgres' | 'redis';
  /** Records the nonce for the user; false when it was already used inside the window. */
  useNonce(username: string, nonce: string, ttlSeconds: number): Promise<boolean>;
  /** The latest lock end among the keys, when one is still locked. */
  lockedUntil(keys: string[]): Promise<Date | undefined>;
  /**
   * Counts one attempt for the key in one atomic step, before the work it guards: the attempt's
   * number inside the current window (1 … limit), or undefined when the key is locked or the
   * window already holds `limit` attempts (nothing is counted then). A window starts with the
   * first attempt after the previous one ended and lasts `windowSeconds`.
   */
  takeAttempt(key: string, rule: AttemptRule): Promise<number | undefined>;
  /** Gives back one attempt that turned out not to count (never below zero). */
  refundAttempt(key: string): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in). */
  clearAttempts(key: string): Promise<void>;
  /** Locks the key for `lockSeconds` from now and returns the lock end. */
  lock(key: string, lockSeconds: number): Promise<Date>;
  /** Revokes one token until it would have expired (seconds since the epoch). */
  revoke(jti: string, expSeconds: number): Promise<void>;
  /** Voids every token of the user with a version below minVersion, for ttlSeconds (the token lifetime). */
  revokeUserSessions(userId: number, minVersion: number, ttlSeconds: number): Promise<void>;
  isRevoked(jti: string, userId: number, tokenVersion: number): Promise<boolean>;
  close(): Promise<void>;
}

/** At most `limit` attempts per `windowSeconds`; a key whose last allowed attempt fails is locked `lockSeconds`. */
export interface AttemptRule {
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}
