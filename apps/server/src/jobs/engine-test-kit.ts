import postgres from 'postgres';
import { wrap, type Database } from '@pm/db';
import { JobEngine, type JobEngineOptions } from './job-engine';

// Test helpers for the job engine (imported by *.test.ts only): quick intervals, a silent log and,
// on PostgreSQL, a second pool on the same test database to stand for another instance.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function testEngine(database: Database, overrides: Partial<JobEngineOptions> = {}): JobEngine {
  return new JobEngine(database.db, database.sql, {
    mode: database.mode,
    pollSeconds: 0.5,
    sweepSeconds: 1,
    maintenanceSeconds: 1,
    bossSchema: 'pgboss',
    log: silent,
    ...overrides,
  });
}

/** Another instance's connection pool to the same PostgreSQL test database; on PGlite the same database. */
export function otherInstance(database: Database): Database {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || database.mode !== 'postgres') return { ...database, close: async () => undefined };
  const u = new URL(url);
  u.pathname = `/${String(database.sql.options.database)}`;
  return wrap(postgres(u.toString(), { max: 5, onnotice: () => undefined }), 'postgres', async () => undefined);
}

export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
