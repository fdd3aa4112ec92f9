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

/** The queue's database, and a wait for the statements it still has under way. */
export interface TrackedBossDb extends BossDb {
  /** Resolves once no statement of the queue is under way (those started meanwhile included). */
  settled(): Promise<void>;
}

/**
 * pg-boss on the product's own connection pool (the `postgres` driver, PostgreSQL or the embedded
 * PGlite host), so the queue needs no second driver or pool and works the same in both modes.
 *
 * Its statements are tracked: pg-boss completes a job without awaiting the statement, and its stop does not wait
 * for a worker's fetch under way, so without `settled` the app could end the pool under them (a rejection nobody
 * handles, on a closed pool).
 */
export function bossDb(sql: postgres.Sql): TrackedBossDb {
  const underWay = new Set<Promise<unknown>>();
  async function run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    const wrapped = WRAPPED.exec(text);
    if (wrapped) return { rows: lastRows(await sql.begin((tx) => tx.unsafe(wrapped[1]!).simple())) };
    if (values && values.length > 0) return { rows: lastRows(await sql.unsafe(text, values.map(shape) as postgres.ParameterOrJSON<never>[])) };
    return { rows: lastRows(await sql.unsafe(text).simple()) };
  }
  return {
    executeSql(text, values) {
      const statement = run(text, values);
      const tracked: Promise<unknown> = statement.then(
        (): unknown => underWay.delete(tracked),
        (): unknown => underWay.delete(tracked),
      );
      underWay.add(tracked);
      return statement;
    },
    async settled() {
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
  };
}
