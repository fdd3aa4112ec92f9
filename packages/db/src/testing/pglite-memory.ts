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
import { captureBaseline, restoreBaseline, type Baseline } from './pglite-baseline';
import { madeOnce } from './run-shared';
import type { PreparedData } from './index';

/**
 * Test databases start with 16 MB of shared buffers instead of PostgreSQL's 128 MB: a start zeroes and maps them, and
 * at 16 MB a database loads in about 0.6 of the time and CPU (docs/decisions.md, "Test databases are reused"); a
 * test database's pages live in memory either way.
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Data-dir dumps this process has read or made, by migrations hash (and prepared data name). */
const dumps = new Map<string, Promise<Blob>>();

function remembered(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let dump = dumps.get(key);
  if (!dump) {
    dump = make();
    dumps.set(key, dump);
    dump.catch(() => dumps.delete(key));
  }
  return dump;
}

/**
 * The migrated empty database as a PGlite data-dir dump, made once per set of migrations (kept in
 * the temp folder) and read once per test process. Kept uncompressed: loading a gzip dump costs
 * about 0.8 s more CPU per database than the plain tar (≈ 46 MB).
 */
function migratedDump(hash: string): Promise<Blob> {
  return remembered(hash, async () => {
    const file = join(tmpdir(), `pm-pglite-template-${hash}.tar`);
    if (!existsSync(file)) {
      const pg = await PGlite.create({ startParams: TEST_START_PARAMS });
      await migrate(drizzle(pg), { migrationsFolder: findMigrationsDir() });
      const dump = await pg.dumpDataDir('none');
      await pg.close();
      const partial = `${file}.${process.pid}.part`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  });
}

/**
 * The migrated database with `prepared` written into it, as a dump. Within one vitest run
 * (PM_TEST_RUN_DIR, made by the server project's global setup) the first worker to ask writes it
 * and the others load its file; outside a run, once per process. Never kept across runs: the data
 * may depend on code and on the day.
 */
function preparedDump(hash: string, prepared: PreparedData): Promise<Blob> {
  return remembered(`${hash}:${prepared.name}`, async () => {
    const runDir = process.env.PM_TEST_RUN_DIR;
    if (!runDir) return writePrepared(hash, prepared);
    const file = join(runDir, `pglite-${prepared.name}-${hash}.tar`);
    const bytes = await madeOnce(
      file,
      async () => new Uint8Array(await (await writePrepared(hash, prepared)).arrayBuffer()),
    );
    // A copy typed over a plain ArrayBuffer (a Blob part may not be a shared buffer).
    return new Blob([new Uint8Array(bytes)]);
  });
}

async function writePrepared(hash: string, prepared: PreparedData): Promise<Blob> {
  const served = await serve(await (prepared.from ? preparedDump(hash, prepared.from) : migratedDump(hash)));
  try {
    await prepared.write(served.database);
    await served.database.sql.end({ timeout: 5 });
    // A checkpoint first: each database loaded from the dump then starts without replaying the seed's WAL.
    await served.pg.exec('checkpoint');
    return await served.pg.dumpDataDir('none');
  } finally {
    await served.database.close();
  }
}

/**
 * Databases put back to their baseline after a test file, oldest first, for the next file of this
 * process (docs/decisions.md, "Test databases are reused"). A few at most: each holds its memory, and
 * the one put back longest ago makes room for a newer one (the next file more likely wants that).
 */
const idle: { key: string; pg: PGlite; baseline: Baseline }[] = [];
const MAX_IDLE = 3;
const baselines = new Map<string, Promise<Baseline | undefined>>();

/** Larger baselines (the demo seed) load faster from their dump than they are written back. */
const MAX_BASELINE_ROWS = 5_000;
const reuse = process.env.PM_TEST_PGLITE_REUSE !== '0';

let reused = 0;

/** How many databases this process has handed out again instead of loading (its test proves reuse happens). */
export function reusedTestDatabases(): number {
  return reused;
}

function takeIdle(key: string) {
  const at = idle.findLastIndex((d) => d.key === key);
  if (at < 0) return undefined;
  reused++;
  return idle.splice(at, 1)[0];
}

async function putBack(key: string, pg: PGlite, baseline: Baseline | undefined): Promise<void> {
  if (baseline) {
    try {
      if (await restoreBaseline(pg, baseline)) {
        idle.push({ key, pg, baseline });
        while (idle.length > MAX_IDLE) await idle.shift()!.pg.close();
        return;
      }
    } catch {
      // not reusable: closed below
    }
  }
  await pg.close();
}

/**
 * A PGlite loaded from `dump` (or one of `key`'s put back to its baseline), served to the `postgres`
 * driver over a local socket. Without a key (a dump being written) it is closed with the driver.
 */
async function serve(dump: Blob, key?: string): Promise<{ pg: PGlite; database: Database }> {
  const found = key && reuse ? takeIdle(key) : undefined;
  const pg = found?.pg ?? (await PGlite.create({ loadDataDir: dump, startParams: TEST_START_PARAMS }));
  let baseline = found?.baseline;
  if (!baseline && key && reuse) {
    let captured = baselines.get(key);
    if (!captured) {
      captured = captureBaseline(pg, MAX_BASELINE_ROWS);
      baselines.set(key, captured);
      captured.catch(() => baselines.delete(key));
    }
    baseline = await captured;
  }
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
  let closed = false;
  const database = wrap(sql, 'embedded', async () => {
    if (closed) return;
    closed = true;
    await server.stop();
    if (key) await putBack(key, pg, baseline);
    else await pg.close();
  });
  return { pg, database };
}

/** A fresh in-memory PGlite cloned from the migrated template (with `prepared` data when asked). */
export async function openPgliteTestDatabase(prepared?: PreparedData): Promise<Database> {
  const hash = migrationsHash();
  const dump = prepared ? await preparedDump(hash, prepared) : await migratedDump(hash);
  return (await serve(dump, prepared ? `${hash}:${prepared.name}` : hash)).database;
}
