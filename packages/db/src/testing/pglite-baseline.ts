import type { PGlite } from '@electric-sql/pglite';

/**
 * What a PGlite test database held when it was loaded from its dump: the rows of every table that had
 * any, every sequence's position, and a fingerprint of the catalogue. A database a test file has
 * finished with is put back to it (`restoreBaseline`) and serves the next file of the same process,
 * instead of loading the dump again (about 0.8 s of CPU per database, most of it PGlite's start).
 */
export interface Baseline {
  fingerprint: string;
  /** One statement restoring the tables that had rows (json_populate_recordset of the captured rows). */
  restore: { sql: string; params: string[] };
  /** One statement putting every sequence back where it stood. */
  sequences: string;
}

// Every table a test can write: ours, the job queue's; not the catalogue, not drizzle's migration journal.
const USER_TABLES = `
  select c.oid::regclass::text as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p') and not c.relispartition
     and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'
   order by 1`;

/**
 * Changes a reset cannot undo (a table, function, trigger, column, constraint or role created,
 * dropped or altered) show in these counts and sums; such a database is closed, not reused.
 */
const FINGERPRINT = `
  select concat_ws('/',
    (select count(*) || ':' || sum(oid::int8) from pg_class),
    (select count(*) || ':' || sum(oid::int8) from pg_proc),
    (select count(*) || ':' || sum(oid::int8) from pg_trigger),
    (select count(*) || ':' || sum(oid::int8) from pg_constraint),
    (select count(*) || ':' || sum(oid::int8) from pg_authid),
    (select count(*) from pg_attribute where attnum > 0 and not attisdropped),
    (select count(*) from pg_attrdef)) as fingerprint`;

const TRUNCATE_NON_EMPTY = `
  do $$
  declare t text; has boolean; names text := '';
  begin
    for t in ${USER_TABLES} loop
      execute format('select exists (select 1 from %s)', t) into has;
      if has then names := names || ', ' || t; end if;
    end loop;
    if names <> '' then execute 'truncate ' || substr(names, 3) || ' cascade'; end if;
  end $$`;

async function fingerprint(pg: PGlite): Promise<string> {
  return (await pg.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

/**
 * Reads the baseline of a database just loaded from its dump; undefined when its tables hold more than `maxRows` rows
 * (counted before any row is read: such a database loads faster from its dump than it is written back).
 */
export async function captureBaseline(pg: PGlite, maxRows: number): Promise<Baseline | undefined> {
  const tables = (await pg.query<{ name: string }>(USER_TABLES)).rows.map((r) => r.name);
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(table, (await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  const rows = [...counts.values()].reduce((a, b) => a + b, 0);
  if (rows > maxRows) return undefined;
  const parts: string[] = [];
  const params: string[] = [];
  for (const table of tables) {
    if (counts.get(table) === 0) continue;
    const { json } = (await pg.query<{ json: string }>(`select json_agg(t)::text as json from ${table} t`)).rows[0]!;
    // Stored generated columns are computed again; identity columns take the captured values.
    const columns = (
      await pg.query<{ name: string }>(
        `select quote_ident(attname) as name from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [table],
      )
    ).rows.map((r) => r.name).join(', ');
    params.push(json);
    parts.push(
      `i${params.length} as (insert into ${table} (${columns}) overriding system value
         select ${columns} from json_populate_recordset(null::${table}, $${params.length}::json))`,
    );
  }
  const restore = parts.length ? `with ${parts.join(',\n')} select 1` : 'select 1';
  const positions = (
    await pg.query<{ setval: string }>(`
      select format('select setval(%L, %s, %L)', quote_ident(schemaname) || '.' || quote_ident(sequencename),
                    coalesce(last_value, start_value), (last_value is not null)::text) as setval
        from pg_sequences`)
  ).rows;
  return {
    fingerprint: await fingerprint(pg),
    restore: { sql: restore, params },
    sequences: positions.map((p) => p.setval).join(';\n'),
  };
}

/**
 * Puts a database a test file has finished with back to `baseline`: the session's state discarded
 * (prepared statements, temporary tables, settings, advisory locks, listeners), every table that has
 * rows emptied, the captured rows written back without firing triggers (they were checked when first
 * written), every sequence put back. False when the catalogue changed: the caller closes it instead.
 */
export async function restoreBaseline(pg: PGlite, baseline: Baseline): Promise<boolean> {
  if (pg.isInTransaction()) await pg.exec('rollback');
  await pg.exec('discard all');
  if ((await fingerprint(pg)) !== baseline.fingerprint) return false;
  await pg.exec(`set session_replication_role = replica; ${TRUNCATE_NON_EMPTY}`);
  await pg.query(baseline.restore.sql, baseline.restore.params);
  if (baseline.sequences) await pg.exec(baseline.sequences);
  await pg.exec('discard all');
  return true;
}
