import type { Database } from '../connect';
import { openPgliteTestDatabase } from './pglite-memory';
import { openPostgresTestDatabase } from './postgres-template';
import { dockerAvailable, openContainerTestDatabase } from './testcontainers';

/**
 * Data a test database starts with beyond the migrations (e.g. the demo seed). On PGlite it is
 * written once per test process and every later database is loaded from a dump of the result;
 * on PostgreSQL it is written into each fresh database.
 */
export interface PreparedData {
  /** Names the data in this process (and test run): one name, one `write`. */
  name: string;
  /** Data written first, which `write` then adds to (on PGlite its dump is shared with the tests that ask for it). */
  from?: PreparedData;
  write(database: Database): Promise<void>;
}

/** Writes `prepared` and what it starts from into a fresh database. */
export async function writePreparedData(database: Database, prepared: PreparedData): Promise<void> {
  if (prepared.from) await writePreparedData(database, prepared.from);
  await prepared.write(database);
}

export interface TestDatabaseOptions {
  prepared?: PreparedData;
}

/**
 * A fresh, migrated database for one test file: TEST_DATABASE_URL when set (CI uses the machine's
 * PostgreSQL), else a testcontainers PostgreSQL when a Docker engine answers, else PGlite in memory.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && !(dockerAvailable() && process.env.TEST_NO_DOCKER !== '1')) return openPgliteTestDatabase(options.prepared);
  const opened = url ? await openPostgresTestDatabase(url, options.prepared) : await openContainerTestDatabase();
  const { database } = opened;
  if (options.prepared && !opened.prepared) {
    try {
      await writePreparedData(database, options.prepared);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

export { dropRunTemplates } from './postgres-template';
