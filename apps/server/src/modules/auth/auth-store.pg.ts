import { and, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { schema, type Db } from '@pm/db';
import type { AttemptRule, AuthStore } from './auth-store';

/** Prune expired rows on about one call in this many, so the tables stay small without a timer. */
const PRUNE_EVERY = 50;

export class PgAuthStore implements AuthStore {
  readonly kind = 'postgres' as const;

  /**
   * The revocation look-up runs on every authenticated request: built once and run as a named
   * prepared statement, so neither Drizzle nor PostgreSQL parses it again per request. One round
   * trip: the token itself revoked, or the user's sessions cut off above its version, and the menu
   * stamp the person's rights are kept under (modules/menu), so the rights check adds no query.
   */
  private readonly revokedQuery;

  constructor(private readonly db: Db) {
    const { revokedTokens: revoked, sessionCutoffs: cutoffs, menuStamps: stamps } = schema;
    this.revokedQuery = db
      .select({
        revoked: sql<boolean>`exists (select 1 from ${revoked} where ${revoked.jti} = ${sql.placeholder('jti')})
          or exists (select 1 from ${cutoffs} where ${cutoffs.userId} = ${sql.placeholder('userId')}
                     and ${cutoffs.minVersion} > ${sql.placeholder('tokenVersion')})`,
        menuStamp: sql<string | number | null>`(select ${stamps.stamp} from ${stamps} where ${stamps.id} = 1)`,
      })
      .from(sql`(values (1)) as probe`)
      .prepare('auth_session_probe');
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

  async takeAttempt(key: string, rule: AttemptRule): Promise<number | undefined> {
    const { authAttempts: a, authLocks: l } = schema;
    const activeLock = sql`exists (select 1 from ${l} where ${l.key} = ${key} and ${l.lockedUntil} > now())`;
    // A lock that has ended starts a fresh window (taken by exactly one attempt: the delete).
    const fresh = sql`(${a.windowEndsAt} <= now() or exists (select 1 from served))`;
    // One statement: the insert, or the update under the row lock ON CONFLICT takes, so concurrent
    // attempts on any connection or instance queue on the row and each sees the previous count.
    // A locked key inserts nothing; a full window updates nothing; both return no row.
    const rows = await this.db.execute<{ attempts: number }>(sql`
      with served as (delete from ${l} where ${l.key} = ${key} and ${l.lockedUntil} <= now() returning 1)
      insert into ${a} (key, attempts, window_ends_at)
      select ${key}, 1, now() + ${rule.windowSeconds}::int * interval '1 second'
      where not ${activeLock}
      on conflict (key) do update set
        attempts = case when ${fresh} then 1 else ${a.attempts} + 1 end,
        window_ends_at = case when ${fresh} then excluded.window_ends_at else ${a.windowEndsAt} end
      where (${fresh} or ${a.attempts} < ${rule.limit}::int) and not ${activeLock}
      returning attempts`);
    const attempts = rows[0]?.attempts;
    return attempts === undefined ? undefined : Number(attempts);
  }

  async refundAttempt(key: string): Promise<void> {
    const { authAttempts: a } = schema;
    await this.db
      .update(a)
      .set({ attempts: sql`${a.attempts} - 1` })
      .where(and(eq(a.key, key), gt(a.attempts, 0)));
  }

  async clearAttempts(key: string): Promise<void> {
    await this.db.delete(schema.authAttempts).where(eq(schema.authAttempts.key, key));
  }

  async lock(key: string, lockSeconds: number): Promise<Date> {
    const { authAttempts: a, authLocks: l } = schema;
    // The window is stretched to the lock end, so the count stays full while locked (no attempt
    // slips in between) and a fresh window starts when the lock ends.
    const rows = await this.db.execute<{ until: string | Date }>(sql`
      with locked as (
        insert into ${l} (key, locked_until) values (${key}, now() + ${lockSeconds}::int * interval '1 second')
        on conflict (key) do update set locked_until = excluded.locked_until
        returning locked_until
      ), stretched as (
        update ${a} set window_ends_at = greatest(${a.windowEndsAt}, locked.locked_until)
        from locked where ${a.key} = ${key}
      )
      select locked_until as until from locked`);
    const until = rows[0]?.until;
    if (until === undefined) throw new Error(`auth lock of ${key} returned no row`);
    return new Date(until);
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
    return (await this.probe(jti, userId, tokenVersion)).revoked;
  }

  /** isRevoked and the menu stamp in one round trip (identity.ts's session probe). */
  async probe(jti: string, userId: number, tokenVersion: number): Promise<{ revoked: boolean; menuStamp: number }> {
    const [row] = await this.revokedQuery.execute({ jti, userId, tokenVersion });
    return { revoked: Boolean(row?.revoked), menuStamp: Number(row?.menuStamp ?? 0) };
  }

  async close(): Promise<void> {}

  private async maybePrune(): Promise<void> {
    if (Math.random() * PRUNE_EVERY >= 1) return;
    await this.prune();
  }

  /** Deletes expired nonces, revocations, locks and attempt windows. */
  async prune(): Promise<void> {
    await this.db.delete(schema.authNonces).where(lt(schema.authNonces.expiresAt, sql`now()`));
    await this.db.delete(schema.revokedTokens).where(lt(schema.revokedTokens.expiresAt, sql`now()`));
    const { authAttempts: a, authLocks: l } = schema;
    // A lock ended early (by hand) is left for the next attempt to consume: it restarts the window.
    await this.db
      .delete(l)
      .where(
        and(
          lt(l.lockedUntil, sql`now()`),
          sql`not exists (select 1 from ${a} where ${a.key} = ${l.key} and ${a.windowEndsAt} > now())`,
        ),
      );
    await this.db.delete(schema.authAttempts).where(lt(schema.authAttempts.windowEndsAt, sql`now()`));
  }
}
