// The server side of bench/login.ts and bench/menu-v2.ts, run in its own process so the load
// generator does not share its event loop: the real app (buildApp) on a fresh PostgreSQL database
// with the demo seed, and a bare Fastify route that runs the menu SQL and answers the rows.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import postgres from 'postgres';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed } from '@pm/seed';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { menuRowsSql } from '../../apps/server/src/modules/menu/menu.repo';

export interface ServerInfo {
  port: number;
  barePort: number;
  authSignKey: string;
  mode: string;
  store: string;
  pool: number;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL = Number(process.env.BENCH_POOL ?? 10);

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs in the child: prints one JSON line with the ports, then serves until killed. */
export async function serve(): Promise<void> {
  const name = `pm_bench_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists "${name}"`);
  await admin.unsafe(`create database "${name}"`);
  const url = withDatabase(ADMIN_URL, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL });
  await runMigrations(database.db);
  await runDemoSeed(database.db);
  const config = testConfig({ databaseUrl: url, redisUrl: process.env.BENCH_REDIS_URL, databasePool: POOL });
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });

  // The baseline: the same menu SQL through its own pool of the same size, rows as JSON.
  const bareDatabase = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL });
  const bareDb = bareDatabase.db;
  const bare = Fastify({ logger: false });
  bare.get<{ Querystring: { user: string; company: string } }>('/bare/menu', async (request) => {
    const rows = await bareDb.execute(menuRowsSql(Number(request.query.user), Number(request.query.company)));
    return { code: 200, msg: '0', data: rows };
  });
  // CPU time of this whole process (all threads, argon2's included), to report cost per request
  // independent of other load on the machine.
  bare.get('/bare/cpu', async () => process.cpuUsage());
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (app.server.address() as { port: number }).port;
  const barePort = (bare.server.address() as { port: number }).port;
  const info: ServerInfo = {
    port,
    barePort,
    authSignKey: config.authSignKey,
    mode: 'postgres 15 (127.0.0.1)',
    store: config.redisUrl ? 'redis' : 'postgres',
    pool: POOL,
  };
  console.log(JSON.stringify(info));
  const stop = async () => {
    await bare.close();
    await bareDatabase.close();
    await app.close();
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** Server-process CPU milliseconds (user + system) spent while `work` runs. */
export async function serverCpuMs<T>(info: ServerInfo, work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const read = async () => {
    const u = (await (await fetch(`http://127.0.0.1:${info.barePort}/bare/cpu`)).json()) as {
      user: number;
      system: number;
    };
    return (u.user + u.system) / 1000;
  };
  const before = await read();
  const result = await work();
  return { result, cpuMs: (await read()) - before };
}

/** Runs in the parent: starts the child (same tsx loader) and waits for its JSON line. */
export async function startServer(): Promise<{ info: ServerInfo; stop: () => Promise<void> }> {
  const entry = fileURLToPath(new URL('./serve.ts', import.meta.url));
  const profile = process.env.BENCH_CPU_PROF ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...profile, entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as ServerInfo);
    });
  });
  return {
    info,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
