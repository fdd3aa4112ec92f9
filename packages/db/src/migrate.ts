import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import type { Db } from './connect';

/** Finds the repository's migrations/ folder from wherever this module was loaded (source or bundle). */
export function findMigrationsDir(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  for (;;) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('找不到 migrations 目录');
    dir = parent;
  }
}

/** Any fixed key: instances starting together on one PostgreSQL migrate one after another. */
const MIGRATION_LOCK = 727_001;

export async function runMigrations(db: Db, migrationsFolder = findMigrationsDir()): Promise<void> {
  const client = db.$client;
  // The embedded database serves one connection to one process: nothing to wait for, and holding
  // its only connection would leave none for the migrations.
  if (Number(client.options.max) <= 1) {
    await migrate(db, { migrationsFolder });
    return;
  }
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(db, { migrationsFolder });
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    lock.release();
  }
}
