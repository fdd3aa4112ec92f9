// The child process of the bench server harness (started by bench-server.ts, so the load generator does not
// share its event loop): a fresh PostgreSQL database, migrations, the demo seed (plus seed:scale houses when
// asked), the real app through its public entry points (buildApp, testConfig), and a small helper server for
// the figures only a bench needs. Prints one JSON line (BenchServerInfo), then serves until SIGTERM/SIGINT.
// With `attachTo` it is one more instance on a running bench server's database (nothing created or dropped).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { openDatabase, postgresClient, runMigrations } from '@pm/db';
import { runDemoSeed, seedContext, seedScale } from '@pm/seed';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { wechatpayConfigFromFake } from '../../apps/server/src/modules/payments/index';
import { smsConfigFromFake } from '../../apps/server/src/modules/sms/index';
import { OPTIONS_ENV, type BenchServerInfo, type BenchServerOptions } from './bench-server-info';
import { seedAccountingScale } from './accounting-scale';
import { markTemplateReady, shanghaiMonth, templateInfo, templateName, templateReady } from './bench-template';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL = Number(process.env.BENCH_POOL ?? 10);
const options = JSON.parse(process.env[OPTIONS_ENV] ?? '{}') as BenchServerOptions;

const name = options.attachTo ?? `pm_bench_${process.pid}`;
const admin = postgresClient(ADMIN_URL, { max: 1, onnotice: () => undefined });
const urlOf = (db: string) => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${db}`;
  return u.toString();
};
const dbUrl = new URL(urlOf(name));
const url = dbUrl.toString();

/** Migrations, the demo seed and seed:scale into the database at `target`. */
async function build(target: string) {
  const built = await openDatabase({ databaseUrl: target, dataDir: '/tmp/pm-bench', poolSize: POOL });
  await runMigrations(built.db);
  await runDemoSeed(built.db);
  let result: Awaited<ReturnType<typeof seedScale>> | undefined;
  if (options.houses) {
    const companyId = await seedContext(built.db).company('SH');
    result = await seedScale(built.db, {
      houses: options.houses,
      companyId,
      ...(options.perEstate ? { perEstate: options.perEstate } : {}),
      ...(options.settlement ? { settlement: options.settlement } : {}),
    });
    // A table in service has been vacuumed since its bulk load (autovacuum does it within a minute of
    // seed:scale): the visibility map is set, so counts are read from indexes alone.
    await built.sql`vacuum analyze houses`;
    if (options.settlement) await built.sql`vacuum analyze`;
  }
  return { built, result };
}

let database: Awaited<ReturnType<typeof openDatabase>>;
// Statements the app sent to the database (one round trip each once prepared): a bench divides by its requests.
let statements = 0;
const countStatement = () => {
  statements++;
};
let scaleMs = 0;
let settlement: BenchServerInfo['settlement'] = null;
let accounting: BenchServerInfo['accounting'] = null;
if (options.attachTo) {
  database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL, onStatement: countStatement });
} else if (options.accounting) {
  await admin.unsafe(`drop database if exists "${name}"`);
  const template = templateName(`acct_l${options.accounting.lines}`, shanghaiMonth());
  const cached = !process.env.BENCH_FRESH && (await templateReady(admin, template));
  if (!cached) {
    await admin.unsafe(`drop database if exists "${template}"`);
    await admin.unsafe(`create database "${template}"`);
    const { built } = await build(urlOf(template));
    const scaled = await seedAccountingScale(built.sql, options.accounting.lines);
    await built.close();
    await markTemplateReady(admin, template, JSON.stringify(scaled));
  }
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const stored = JSON.parse((await templateInfo(admin, template)) ?? '{}') as Omit<NonNullable<BenchServerInfo['accounting']>, 'cached'>;
  accounting = { ...stored, cached };
  database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL, onStatement: countStatement });
} else if (options.settlement && options.houses) {
  await admin.unsafe(`drop database if exists "${name}"`);
  const template = templateName(`h${options.houses}${options.perEstate ? `_e${options.perEstate}` : ''}_l${options.settlement.linesPerHouse}`, shanghaiMonth());
  const cached = !process.env.BENCH_FRESH && (await templateReady(admin, template));
  if (!cached) {
    await admin.unsafe(`drop database if exists "${template}"`);
    await admin.unsafe(`create database "${template}"`);
    const { built, result } = await build(urlOf(template));
    await built.close();
    await markTemplateReady(admin, template, JSON.stringify({ ms: result!.ms, ...result!.settlement }));
  }
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const stored = JSON.parse((await templateInfo(admin, template)) ?? '{}') as NonNullable<BenchServerInfo['settlement']>;
  scaleMs = stored.ms;
  settlement = { ...stored, cached };
  database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL, onStatement: countStatement });
} else {
  await admin.unsafe(`drop database if exists "${name}"`);
  await admin.unsafe(`create database "${name}"`);
  const { built, result } = await build(url);
  await built.close();
  database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL, onStatement: countStatement });
  scaleMs = result?.ms ?? 0;
}
let scale: BenchServerInfo['scale'] = null;
if (options.houses && !options.attachTo) {
  const companyId = await seedContext(database.db).company('SH');
  const estates = await database.sql<
    { id: string }[]
  >`select id from estates where company_id = ${companyId} and code like 'S%-E%' order by id`;
  scale = { houses: options.houses, ms: scaleMs, estateIds: estates.map((e) => Number(e.id)) };
}

const [version] = await database.sql<{ server_version: string }[]>`show server_version`;
const wechatpay = options.wechatpay
  ? wechatpayConfigFromFake({ url: options.wechatpay.url, platform: options.wechatpay.platform, demoMerchant: options.wechatpay.merchant })
  : undefined;
const config = testConfig({
  databaseUrl: url,
  redisUrl: process.env.BENCH_REDIS_URL,
  databasePool: POOL,
  wechatpay,
  ...(options.sms ? { sms: smsConfigFromFake(options.sms) } : {}),
  ...(options.messages ? { messageKick: true, messageSendRate: options.messages.rate, messageSendParallel: options.messages.parallel, messageStaleSeconds: options.messages.staleSeconds } : {}),
});
const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });

const helper = Fastify({ logger: false });
// CPU time of this whole process (all threads, argon2's included), to report cost per request
// independent of other load on the machine.
helper.get('/bench/cpu', async () => process.cpuUsage());
helper.get('/bench/statements', async () => ({ statements }));
// The app's event-loop delay (ms) since the last reset: what a request would wait behind our work.
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
helper.get('/bench/loop', async () => ({ p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 }));
helper.post('/bench/loop/reset', async () => {
  loop.reset();
  tasksDone.clear();
  return null;
});
// Queue tasks this instance's workers did (committed through JobEngine.inTask), by job kind: shows that the
// batches of a run spread over every instance.
const tasksDone = new Map<string, number>();
const engine = app.jobs.engine;
const inTask = engine.inTask.bind(engine);
engine.inTask = async (run, work) => {
  const done = await inTask(run, work);
  if (done) tasksDone.set(run.job.kind, (tasksDone.get(run.job.kind) ?? 0) + 1);
  return done;
};
helper.get('/bench/tasks', async () => Object.fromEntries(tasksDone));
const closeBaseline = options.menuBaseline
  ? await (await import('./menu-baseline')).registerMenuBaseline(helper, url, POOL)
  : async () => undefined;
const closeFloor = options.payFloor
  ? await (await import('./pay-floor')).registerPayFloor(helper, url, POOL)
  : options.arrearsFloor
    ? await (await import('./arrears-floor')).registerArrearsFloor(helper, url, POOL)
    : async () => undefined;
await helper.listen({ port: 0, host: '127.0.0.1' });

const info: BenchServerInfo = {
  port: (app.server.address() as { port: number }).port,
  helperPort: (helper.server.address() as { port: number }).port,
  pid: process.pid,
  database: name,
  attached: Boolean(options.attachTo),
  pool: POOL,
  mode: `postgres ${version?.server_version.split(' ')[0] ?? ''} (${dbUrl.host})`,
  store: config.redisUrl ? 'redis' : 'postgres',
  authSignKey: config.authSignKey,
  scale,
  settlement,
  accounting,
};
console.log(JSON.stringify(info));

const stop = async () => {
  await helper.close();
  await closeBaseline();
  await closeFloor();
  await app.close();
  await database.close();
  if (!options.attachTo) await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
