// The soak (issue 27): two server instances and Redis on one PostgreSQL for SOAK_MINUTES (default 30), SOAK_STAFF
// (default 50) simulated staff signing in, reading lists, paying at the counter, entering vouchers, importing owners
// from Excel and running bills, while one instance is restarted every SOAK_MINUTES / 6 minutes (at least 1;
// SOAK_RESTART_MINUTES overrides), by SIGTERM and once by SIGKILL, and PostgreSQL once. Goals: 0 lost acknowledged
// writes, 0 unexpected 5xx, every job finished, server memory flat (the last 10 minutes, or the last third of a
// shorter soak, within 10 % of the first).
// Run: npm run bench -- soak   (SOAK_HOUSES default 10000 seed:scale houses with SOAK_LINES_PER_HOUSE 12 released
// lines each; SOAK_THINK_MS mean think time between a staffer's actions, default 2000; SOAK_REDIS_URL default
// redis://127.0.0.1:6379; SOAK_DATABASE_URL: use that server instead of a private cluster, see support/soak-postgres.ts)
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { DEFAULT_AUTH_SIGN_KEY } from '../apps/server/src/config';
import { freePortPair } from './support/free-port';
import { SoakClient } from './support/soak-client';
import { buildSoakDatabase, dropSoakDatabase } from './support/soak-database';
import { SoakInstance, type StopWindow } from './support/soak-instances';
import { startSoakPostgres, type RestartWindow } from './support/soak-postgres';
import { clearRedisKeys, printReport } from './support/soak-report';
import { runStaff, sessionOf, staffList, type StaffContext } from './support/soak-staff';
import { jobsState, liveJobs, lostWrites, type RssSample } from './support/soak-verify';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const STAFF = Number(process.env.SOAK_STAFF ?? 50);
const HOUSES = Number(process.env.SOAK_HOUSES ?? 10_000);
const LINES_PER_HOUSE = Number(process.env.SOAK_LINES_PER_HOUSE ?? 12);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 2000);
const RESTART_MINUTES = Number(process.env.SOAK_RESTART_MINUTES ?? Math.max(1, MINUTES / 6));
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.SOAK_SETTLE_SECONDS ?? 420);
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';

const T = MINUTES * 60_000;
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(0).padStart(5)} s`;

const pg = await startSoakPostgres();
const name = `pm_soak_${process.pid}`;
const logDir = mkdtempSync(join(tmpdir(), 'pm-soak-'));
const instances: SoakInstance[] = [];
let sql: postgres.Sql | undefined;
try {
  const data = await buildSoakDatabase(pg.adminUrl, name, { houses: HOUSES, linesPerHouse: LINES_PER_HOUSE });
  console.log(`soak: ${MINUTES} min, ${STAFF} staff, think ${THINK_MS} ms; ${pg.describe}; Redis ${REDIS_URL}; logs ${logDir}`);
  console.log(`database ${name}: demo seed + ${HOUSES} houses in ${data.estateIds.length} estates, ${data.lines} released lines (${(data.ms / 1000).toFixed(1)} s)`);
  sql = postgres(data.url, { max: 2, onnotice: () => undefined });
  const ports = [await freePortPair()];
  while (ports.length < 2) {
    const port = await freePortPair();
    if (Math.abs(port - ports[0]!) > 1) ports.push(port);
  }
  for (const [i, port] of ports.entries()) instances.push(new SoakInstance(i, port, { databaseUrl: data.url, redisUrl: REDIS_URL, logDir }));
  // started together, as a deployment does: migrations under their advisory lock, queues created by both
  await Promise.all(instances.map((i) => i.start()));

  const client = new SoakClient(ports);
  const site = await client.call<{ pubKey: string }>('site', 'GET', '/api/site');
  if (site.status !== 200) throw new Error('soak: GET /api/site failed');
  const houses = (await sql<{ id: string }[]>`
    select house_id as id from house_receivables where company_id = ${data.companyId} and open_lines > 0 and estate_id = any(${data.estateIds}::bigint[]) order by house_id`).map((r) => Number(r.id));
  const subjects = new Map((await sql<{ id: string; code: string }[]>`select id, code from acct_subjects where company_id = ${data.companyId} and code in ('1001', '1002')`).map((r) => [r.code, Number(r.id)]));
  const t0 = performance.now();
  const ctx: StaffContext = {
    client,
    pubKey: site.body.data!.pubKey,
    authSignKey: process.env.AUTH_SIGN_KEY ?? DEFAULT_AUTH_SIGN_KEY,
    subjects: { bank: subjects.get('1002')!, cash: subjects.get('1001')! },
    firstPeriod: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7),
    thinkMs: THINK_MS,
    until: t0 + T,
    acked: { payments: [], vouchers: [], imports: [], runs: [] },
    unknown: new Map(),
    refusals: new Map(),
    tag: process.pid.toString(36).toUpperCase(),
  };

  const samples: RssSample[] = [];
  const sample = () => samples.push({ at: performance.now() - t0, mib: instances.map((i) => i.rssMiB()) });
  sample();
  const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
  const progress = setInterval(() => {
    const failed = client.sent.filter((s) => s.status === null || s.status >= 500).length;
    const a = ctx.acked;
    console.log(`[${elapsed(t0)}] ${client.sent.length} requests, ${failed} failed; acknowledged: ${a.payments.length} payments, ${a.vouchers.length} vouchers, ${a.imports.length} imports, ${a.runs.length} bill runs; RSS ${instances.map((i) => i.rssMiB()?.toFixed(0) ?? '-').join(' / ')} MiB; ${instances.reduce((n, i) => n + i.crashes.length, 0)} crashes; load ${loadavg()[0]!.toFixed(1)}`);
  }, 60_000);

  // the restarts: instance 1, 2, 1 … every RESTART_MINUTES, the second by SIGKILL; PostgreSQL once, between two
  const stops: StopWindow[] = [];
  const pgRestarts: RestartWindow[] = [];
  const interval = RESTART_MINUTES * 60_000;
  const count = Math.ceil(T / interval) - 1;
  const pgAt = count > 0 ? Math.min((Math.ceil(count / 2) + 0.5) * interval, T - 10_000) : T / 2;
  const restarts = (async () => {
    for (let k = 1; k <= count; k++) {
      await sleepUntil(t0 + k * interval);
      const instance = instances[(k - 1) % instances.length]!;
      const w = await instance.restart(k === 2 ? 'SIGKILL' : 'SIGTERM');
      stops.push(w);
      console.log(`[${elapsed(t0)}] instance ${instance.index + 1} ${w.signal}: exited after ${((w.exitAt - w.signalAt) / 1000).toFixed(1)} s, serving again after ${((w.readyAt - w.signalAt) / 1000).toFixed(1)} s`);
    }
  })();
  const pgRestart = (async () => {
    await sleepUntil(t0 + pgAt);
    const w = await pg.restart(name);
    pgRestarts.push(w);
    console.log(`[${elapsed(t0)}] PostgreSQL restarted (${w.how}): answering again after ${((w.end - w.start) / 1000).toFixed(1)} s`);
  })();

  await Promise.all(staffList(STAFF, data.estateIds, houses).map((spec) => runStaff(ctx, spec)));
  await Promise.all([restarts, pgRestart]);
  sample();
  clearInterval(sampler);
  clearInterval(progress);
  const loadEnded = performance.now();

  // every job must end: the queue's by itself; an import of a killed instance is failed when polled once stale
  const settleUntil = performance.now() + SETTLE_SECONDS * 1000;
  const watcher = await sessionOf(ctx, 'mgr01');
  let live = await liveJobs(sql);
  while ((live.queue > 0 || live.imports > 0) && performance.now() < settleUntil) {
    for (const s of live.staleImports) await client.call('import-poll', 'GET', `/api/records/${s.key}/import/${s.id}`, { token: watcher });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    live = await liveJobs(sql);
  }
  const settled = (performance.now() - loadEnded) / 1000;

  const lost = await lostWrites(sql, data.companyId, ctx.acked);
  const jobs = await jobsState(sql, ctx.acked.runs.map((r) => r.id));
  const ok = printReport({ t: T, ctx, client, stops, pgRestarts, samples, lost, jobs, live, settled, instances });
  if (!ok) process.exitCode = 1;
  const [install] = await sql<{ value: string }[]>`select value #>> '{}' as value from app_secrets where name = 'install-id'`;
  await sql.end();
  sql = undefined;
  for (const i of instances) await i.stop();
  if (install) console.log(clearRedisKeys(REDIS_URL, `pm:${install.value}:*`));
} finally {
  await sql?.end();
  for (const i of instances) await i.stop().catch(() => undefined);
  await dropSoakDatabase(pg.adminUrl, name).catch(() => undefined);
  await pg.stop();
}
