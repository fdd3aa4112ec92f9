import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { wrap, type Database } from '../connect';
import { runMigrations } from '../migrate';
import { migrationsHash } from './migrations-hash';
import type { PreparedData } from './index';

const quiet = { onnotice: () => undefined } as const;
/** Held while the migrated template is made and while a database is cloned from a template. */
const CLONE_LOCK = 727201;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The migrated template, made once (under the clone lock) per set of migrations. */
async function migratedTemplate(admin: postgres.Sql, adminUrl: string): Promise<string> {
  const template = `pm_tmpl_${migrationsHash()}`;
  const [found] = await admin`select 1 from pg_database where datname = ${template}`;
  if (!found) {
    await admin.unsafe(`create database "${template}"`);
    const sql = postgres(withDatabase(adminUrl, template), { max: 1, ...quiet });
    try {
      await runMigrations(drizzle(sql, { casing: 'snake_case' }) as never);
    } catch (error) {
      await sql.end();
      await admin.unsafe(`drop database if exists "${template}"`);
      throw error;
    }
    await sql.end();
  }
  return template;
}

/** The run's tag in template names (the end of PM_TEST_RUN_DIR), or undefined outside a test run. */
function runTag(): string | undefined {
  const dir = process.env.PM_TEST_RUN_DIR;
  return dir
    ? basename(dir)
        .replace(/^pm-test-run-/, '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
    : undefined;
}

const preparedTemplateName = (prepared: PreparedData, tag: string) =>
  `pm_tmpl_${migrationsHash()}_${prepared.name.replace(/[^a-zA-Z0-9]/g, '_')}_${tag}`.slice(0, 63);

/**
 * A template with `prepared` written (on top of its `from` template), made once per test run by the
 * first worker to ask, under its own advisory lock; the run's global teardown drops it. A template
 * is marked ready by its comment, set last, so one left half-written by a killed worker is made anew.
 */
async function preparedTemplate(
  admin: postgres.Sql,
  adminUrl: string,
  prepared: PreparedData,
  tag: string,
): Promise<string> {
  const source = prepared.from
    ? await preparedTemplate(admin, adminUrl, prepared.from, tag)
    : await withLock(admin, CLONE_LOCK, () => migratedTemplate(admin, adminUrl));
  const name = preparedTemplateName(prepared, tag);
  return withLock(admin, name, async () => {
    const [row] = await admin<{ info: string | null }[]>`
      select shobj_description(oid, 'pg_database') as info from pg_database where datname = ${name}`;
    if (row?.info === 'ready') return name;
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await withLock(admin, CLONE_LOCK, () => admin.unsafe(`create database "${name}" template "${source}"`));
    const sql = postgres(withDatabase(adminUrl, name), { max: 5, ...quiet });
    try {
      await prepared.write(wrap(sql, 'postgres', async () => undefined));
    } finally {
      await sql.end();
    }
    await admin.unsafe(`comment on database "${name}" is 'ready'`);
    return name;
  });
}

/** Runs `body` under an advisory lock: a number, or a name (its hashtext). */
async function withLock<T>(admin: postgres.Sql, key: number | string, body: () => Promise<T>): Promise<T> {
  if (typeof key === 'number') await admin`select pg_advisory_lock(${key})`;
  else await admin`select pg_advisory_lock(hashtext(${key}))`;
  try {
    return await body();
  } finally {
    if (typeof key === 'number') await admin`select pg_advisory_unlock(${key})`;
    else await admin`select pg_advisory_unlock(hashtext(${key}))`;
  }
}

/**
 * A fresh database cloned from the migrated template, or, inside a test run, from a template with
 * `prepared` already written; answers whether `prepared` is in it (else the caller writes it).
 */
export async function openPostgresTestDatabase(
  adminUrl: string,
  prepared?: PreparedData,
): Promise<{ database: Database; prepared: boolean }> {
  const admin = postgres(adminUrl, { max: 1, ...quiet });
  try {
    const tag = runTag();
    const template =
      prepared && tag
        ? await preparedTemplate(admin, adminUrl, prepared, tag)
        : await withLock(admin, CLONE_LOCK, () => migratedTemplate(admin, adminUrl));
    const name = `pm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withLock(admin, CLONE_LOCK, () => admin.unsafe(`create database "${name}" template "${template}"`));
    const sql = postgres(withDatabase(adminUrl, name), { max: 5, ...quiet });
    const database = wrap(sql, 'postgres', async () => {
      const dropper = postgres(adminUrl, { max: 1, ...quiet });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    });
    return { database, prepared: Boolean(prepared && tag) };
  } finally {
    await admin.end();
  }
}

/** Drops the prepared templates a test run made (its global teardown calls this). */
export async function dropRunTemplates(adminUrl: string): Promise<void> {
  const tag = runTag();
  if (!tag) return;
  const admin = postgres(adminUrl, { max: 1, ...quiet });
  try {
    const rows = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`pm\\_tmpl\\_%\\_${tag}`}`;
    for (const { datname } of rows) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}
