import { and, count, eq, gt, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import type { AuthStore, FailureRule } from './auth-store';

/** Prune expired rows on about one call in this many, so the tables stay small without a timer. */
const PRUNE_EVERY = 50;

export class PgAuthStore implements AuthStore {
  readonly kind = 'postgres' as const;

  /**
   * The revocation look-up runs on every authenticated request: built once and run as a named
   * prepared statement, so neither Drizzle nor PostgreSQL parses it again per request. One round
   * trip: the token itself revoked, or the user's sessions cut off above its version.
   */
  private readonly revokedQuery;

  constructor(private readonly db: Db) {
    const { revokedTokens: revoked, sessionCutoffs: cutoffs } = schema;
    this.revokedQuery = db
      .select({
        revoked: sql<boolean>`exists (select 1 from ${revoked} where ${revoked.jti} = ${sql.placeholder('jti')})
          or exists (select 1 from ${cutoffs} where ${cutoffs.userId} = ${sql.placeholder('userId')}
                     and ${cutoffs.minVersion} > ${sql.placeholder('tokenVersion')})`,
      })
      .from(sql`(values (1)) as probe`)
      .prepare('auth_is_revoked');
  }

  async useNonce(username: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    await this.maybePrune();
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    // An expired row for the same nonce may still be there: take it over instead of refusing.
    const rows = await this.db
      .insert(schema.authNonces)
      .values({ username, nonce, expiresAt })
      .onConflictDoUpdate({
        target: [schema.authNonces.username, schema.authNonces.nonce],
        set: { expiresAt },
        setWhere: lt(schema.authNonces.expiresAt, sql`now()`),
      })
      .returning({ nonce: schema.authNonces.nonce });
    return rows.length === 1;
  }

  async lockedUntil(keys: string[]): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ until: max(schema.authLocks.lockedUntil) })
      .from(schema.authLocks)
      .where(and(inArray(schema.authLocks.key, keys), gt(schema.authLocks.lockedUntil, sql`now()`)));
    return row?.until ?? undefined;
  }

  async recordFailure(key: string, rule: FailureRule): Promise<Date | undefined> {
    const since = new Date(Date.now() - rule.windowSeconds * 1000);
    await this.db.insert(schema.authFailures).values({ key });
    const [row] = await this.db
      .select({ n: count() })
      .from(schema.authFailures)
      .where(and(eq(schema.authFailures.key, key), gte(schema.authFailures.at, since)));
    if ((row?.n ?? 0) < rule.limit) return undefined;
    const lockedUntil = new Date(Date.now() + rule.lockSeconds * 1000);
    await this.db
      .insert(schema.authLocks)
      .values({ key, lockedUntil })
      .onConflictDoUpdate({ target: schema.authLocks.key, set: { lockedUntil } });
    // The lock now counts; start the next window afresh when it ends.
    await this.db.delete(schema.authFailures).where(eq(schema.authFailures.key, key));
    return lockedUntil;
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.delete(schema.authFailures).where(eq(schema.authFailures.key, key));
  }

  async revoke(jti: string, expSeconds: number): Promise<void> {
    await this.maybePrune();
    await this.db
      .insert(schema.revokedTokens)
      .values({ jti, expiresAt: new Date(expSeconds * 1000) })
      .onConflictDoNothing();
  }

  async revokeUserSessions(userId: number, minVersion: number): Promise<void> {
    await this.db
      .insert(schema.sessionCutoffs)
      .values({ userId, minVersion })
      .onConflictDoUpdate({
        target: schema.sessionCutoffs.userId,
        set: { minVersion: sql`greatest(${schema.sessionCutoffs.minVersion}, excluded.min_version)` },
      });
  }

  async isRevoked(jti: string, userId: number, tokenVersion: number): Promise<boolean> {
    const [row] = await this.revokedQuery.execute({ jti, userId, tokenVersion });
    return Boolean(row?.revoked);
  }

  async close(): Promise<void> {}

  private async maybePrune(): Promise<void> {
    if (Math.random() * PRUNE_EVERY >= 1) return;
    await this.prune();
  }

  /** Deletes expired nonces, revocations, locks and failures older than a day. */
  async prune(): Promise<void> {
    await this.db.delete(schema.authNonces).where(lt(schema.authNonces.expiresAt, sql`now()`));
    await this.db.delete(schema.revokedTokens).where(lt(schema.revokedTokens.expiresAt, sql`now()`));
    await this.db.delete(schema.authLocks).where(lt(schema.authLocks.lockedUntil, sql`now()`));
    await this.db.delete(schema.authFailures).where(lt(schema.authFailures.at, sql`now() - interval '1 day'`));
  }
}
