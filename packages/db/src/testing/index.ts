import type { Database } from '../connect';
import { openPgliteTestDatabase } from './pglite-memory';
import { openPostgresTestDatabase } from './postgres-template';
import { dockerAvailable, openContainerTestDatabase } from './testcontainers';

/**
 * A fresh, migrated database for one test file: TEST_DATABASE_URL when set (CI uses the machine's
 * PostgreSQL), else a testcontainers PostgreSQL when a Docker engine answers, else PGlite in memory.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresTestDatabase(url);
  if (dockerAvailable() && process.env.TEST_NO_DOCKER !== '1') return openContainerTestDatabase();
  return openPgliteTestDatabase();
}
