import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { wrap, type Database } from '../connect';
import { runMigrations } from '../migrate';
import { migrationsHash } from './migrations-hash';

const quiet = { onnotice: () => undefined } as const;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Makes (once, under an advisory lock) a migrated template database and clones a fresh one from it. */
export async function openPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const template = `pm_tmpl_${migrationsHash()}`;
  const admin = postgres(adminUrl, { max: 1, ...quiet });
  try {
    await admin`select pg_advisory_lock(727201)`;
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
    const name = `pm_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}" template "${template}"`);
    await admin`select pg_advisory_unlock(727201)`;
    const sql = postgres(withDatabase(adminUrl, name), { max: 5, ...quiet });
    return wrap(sql, 'postgres', async () => {
      const dropper = postgres(adminUrl, { max: 1, ...quiet });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    });
  } finally {
    await admin.end();
  }
}
