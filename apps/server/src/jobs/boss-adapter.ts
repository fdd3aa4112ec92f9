import type postgres from 'postgres';

/** What pg-boss asks of a database: node-postgres' `query(text, values)` answer shape. */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss wraps maintenance in one text `BEGIN; …; COMMIT;`; the `postgres` driver runs it as sql.begin. */
const WRAPPED = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

/**
 * node-postgres turns objects into JSON text and undefined into NULL; the app's `postgres` client
 * (json serializers made transparent by drizzle) expects the same text, so values are shaped
 * the way pg-boss's own driver would send them.
 */
function shape(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/** The last statement's rows of a simple (multi-statement) query, as node-postgres would give them. */
function lastRows(result: unknown): unknown[] {
  const list = result as unknown[];
  if (list.length > 0 && Array.isArray(list[0])) {
    const sets = list.filter((item): item is unknown[] => Array.isArray(item));
    return [...(sets.at(-1) ?? [])];
  }
  return [...list];
}

/**
 * pg-boss on the product's own connection pool (the `postgres` driver, PostgreSQL or the embedded
 * PGlite host), so the queue needs no second driver or pool and works the same in both modes.
 */
export function bossDb(sql: postgres.Sql): BossDb {
  return {
    async executeSql(text, values) {
      const wrapped = WRAPPED.exec(text);
      if (wrapped) return { rows: lastRows(await sql.begin((tx) => tx.unsafe(wrapped[1]!).simple())) };
      if (values && values.length > 0) return { rows: lastRows(await sql.unsafe(text, values.map(shape) as postgres.ParameterOrJSON<never>[])) };
      return { rows: lastRows(await sql.unsafe(text).simple()) };
    },
  };
}
