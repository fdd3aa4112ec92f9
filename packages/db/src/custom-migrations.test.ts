import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMigrationsDir } from './migrate';

// The SQL Drizzle cannot declare (triggers) is written in packages/db/sql/ and copied into the
// migrations by `db:generate:fresh`: the copies must not drift from their source.
const sqlDir = fileURLToPath(new URL('../sql/', import.meta.url));
const migrationsDir = findMigrationsDir();

describe('custom migrations', () => {
  it('hold each packages/db/sql file unchanged, in name order after 0000_init', () => {
    const sources = readdirSync(sqlDir).filter((f) => f.endsWith('.sql')).sort();
    const custom = readdirSync(migrationsDir).filter((f) => /^\d{4}_.+\.sql$/.test(f) && !f.startsWith('0000_')).sort();
    expect(custom).toEqual(sources.map((f, i) => `${String(i + 1).padStart(4, '0')}_${f}`));
    for (const [i, f] of sources.entries()) {
      expect(readFileSync(`${migrationsDir}/${custom[i]}`, 'utf8'), f).toBe(readFileSync(`${sqlDir}${f}`, 'utf8'));
    }
  });
});
