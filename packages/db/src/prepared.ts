import type { SQL } from 'drizzle-orm';
import type postgres from 'postgres';
import type { DbOrTx } from './connect';

// drizzle sends every query unnamed (parsed and planned again on each call): right for the many statements whose text
// varies with their input, costly for a hot one. A payment's statement spends more time in PostgreSQL's parse and plan
// than in its execution; named, each pooled connection parses it once and reuses the plan.

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { client: postgres.Sql };
}

/**
 * `query` as a prepared statement of the connection (the database's or the transaction's), rows as objects like
 * `db.execute`. Only for statements whose text does not change with their data (lists travel as one array or JSON
 * parameter): each distinct text stays prepared on each connection until it closes.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const internals = db as unknown as DrizzleInternals;
  const { sql, params } = internals.dialect.sqlToQuery(query);
  const rows = await internals.session.client.unsafe(sql, params as postgres.ParameterOrJSON<never>[], { prepare: true });
  return rows as unknown as T[];
}
