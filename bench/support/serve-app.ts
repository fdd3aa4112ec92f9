// The child process of the bench server harness (started by bench-server.ts, so the load generator does not
// share its event loop): a fresh PostgreSQL database, migrations, the demo seed (plus seed:scale houses when
// asked), the real app through its public entry points (buildApp, testConfig), and a small helper server for
// the figures only a bench needs. Prints one JSON line (BenchServerInfo), then serves until SIGTERM/SIGINT.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import postgres from 'postgres';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed, seedContext, seedScale } from '@pm/seed';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { OPTIONS_ENV, type BenchServerInfo, type BenchServerOptions } from './bench-server-info';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL = Number(process.env.BENCH_POOL ?? 10);
const options = JSON.parse(process.env[OPTIONS_ENV] ?? '{}') as BenchServerOptions;

const name = `pm_bench_${process.pid}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
await admin.unsafe(`drop database if exists "${name}"`);
await admin.unsafe(`create database "${name}"`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${name}`;
const url = dbUrl.toString();

const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL });
await runMigrations(database.db);
await runDemoSeed(database.db);
let scale: BenchServerInfo['scale'] = null;
if (options.houses) {
  const companyId = await seedContext(database.db).company('SH');
  const added = await seedScale(database.db, { houses: options.houses, companyId });
  // A table in service has been vacuumed since its bulk load (autovacuum does it within a minute of
  // seed:scale): the visibility map is set, so the house count is read from the index alone.
  await database.sql`vacuum analyze houses`;
  const estates = await database.sql<
    { id: string }[]
  >`select id from estates where company_id = ${companyId} and code like 'S%-E%'`;
  scale = { houses: added.houses, ms: added.ms, estateIds: estates.map((e) => Number(e.id)) };
}

const [version] = await database.sql<{ server_version: string }[]>`show server_version`;
const config = testConfig({ databaseUrl: url, redisUrl: process.env.BENCH_REDIS_URL, databasePool: POOL });
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });

const helper = Fastify({ logger: false });
// CPU time of this whole process (all threads, argon2's included), to report cost per request
// independent of other load on the machine.
helper.get('/bench/cpu', async () => process.cpuUsage());
// The app's event-loop delay (ms) since the last reset: what a request would wait behind our work.
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
helper.get('/bench/loop', async () => ({ p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 }));
helper.post('/bench/loop/reset', async () => {
  loop.reset();
  return null;
});
const closeBaseline = options.menuBaseline
  ? await (await import('./menu-baseline')).registerMenuBaseline(helper, url, POOL)
  : async () => undefined;
await helper.listen({ port: 0, host: '127.0.0.1' });

const info: BenchServerInfo = {
  port: (app.server.address() as { port: number }).port,
  helperPort: (helper.server.address() as { port: number }).port,
  pid: process.pid,
  database: name,
  pool: POOL,
  mode: `postgres ${version?.server_version.split(' ')[0] ?? ''} (${dbUrl.host})`,
  store: config.redisUrl ? 'redis' : 'postgres',
  authSignKey: config.authSignKey,
  scale,
};
console.log(JSON.stringify(info));

const stop = async () => {
  await helper.close();
  await closeBaseline();
  await app.close();
  await database.close();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
