import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findMigrationsDir } from '../migrate';

/** A short hash of every migration file: a template made from other migrations is never reused. */
export function migrationsHash(dir = findMigrationsDir()): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 12);
}
