import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { postgresClient } from './connection-url';
import * as schema from './schema/index';
import { embeddedDataPath } from './embedded/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedMaintenance, type EmbeddedOptions } from './embedded/start-embedded';

export type { EmbeddedMaintenance };

export type Db = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  sql: postgres.Sql;
  mode: 'embedded' | 'postgres';
  /** The embedded database's backup and restore (absent on PostgreSQL and in-memory test databases). */
  embedded?: EmbeddedMaintenance;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL URL; absent means the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Pool size for a real PostgreSQL. */
  poolSize?: number;
  /** Embedded mode: called when the database process ends without being closed. */
  onEmbeddedExit?: EmbeddedOptions['onUnexpectedExit'];
  /** Called for each statement sent to a real PostgreSQL (the benches count round trips with it). */
  onStatement?: () => void;
}

export function wrap(sql: postgres.Sql, mode: Database['mode'], onClose: () => Promise<void>): Database {
  const db = drizzle(sql, { schema, casing: 'snake_case' });
  return {
    db,
    sql,
    mode,
    close: async () => {
      await sql.end({ timeout: 5 });
      await onClose();
    },
  };
}

const quiet = { onnotice: () => undefined } as const;

/** One data path for both modes: the `postgres` driver, to a real server or to embedded PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const onStatement = options.onStatement;
    const sql = postgresClient(options.databaseUrl, { max: options.poolSize ?? 10, ...quiet, ...(onStatement ? { debug: () => onStatement() } : {}) });
    return wrap(sql, 'postgres', async () => undefined);
  }
  const host = await startEmbeddedPostgres(embeddedDataPath(options.dataDir), {
    onUnexpectedExit: options.onEmbeddedExit,
  });
  // PGlite serves one connection at a time; one pooled connection keeps transactions intact.
  const sql = postgres({
    host: '127.0.0.1',
    port: host.port,
    database: 'postgres',
    username: 'postgres',
    max: 1,
    ...quiet,
  });
  return { ...wrap(sql, 'embedded', () => host.close()), embedded: host };
}
