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

export async function runMigrations(db: Db, migrationsFolder = findMigrationsDir()): Promise<void> {
  await migrate(db, { migrationsFolder });
}
