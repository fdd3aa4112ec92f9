import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { wrap, type Database } from '../connect';
import { findMigrationsDir } from '../migrate';
import { migrationsHash } from './migrations-hash';

/** The migrated empty database as a PGlite data-dir dump, made once per set of migrations. */
async function templateDump(): Promise<Blob> {
  const file = join(tmpdir(), `pm-pglite-template-${migrationsHash()}.tar.gz`);
  if (!existsSync(file)) {
    const pg = await PGlite.create();
    await migrate(drizzle(pg), { migrationsFolder: findMigrationsDir() });
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** A fresh in-memory PGlite cloned from the migrated template, served to the `postgres` driver. */
export async function openPgliteTestDatabase(): Promise<Database> {
  const pg = await PGlite.create({ loadDataDir: await templateDump() });
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port: 0 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  const sql = postgres({
    host: '127.0.0.1',
    port,
    database: 'postgres',
    username: 'postgres',
    max: 1,
    onnotice: () => undefined,
  });
  return wrap(sql, 'embedded', async () => {
    await server.stop();
    await pg.close();
  });
}
