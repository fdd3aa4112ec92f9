// The server side of bench/houses.ts, in its own process: the real app (buildApp) on a fresh
// PostgreSQL database with the demo seed plus `seed:scale` houses, and a session token of emp01.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase, runMigrations } from '@pm/db';
import { runDemoSeed } from '@pm/seed';
import { seedScale } from '../../seed/src/scale';
import { seedContext } from '../../seed/src/seed-context';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/config';
import { loadJwtSecret } from '../../apps/server/src/modules/secrets/secrets.service';
import { TokenService } from '../../apps/server/src/modules/auth/token.service';

export interface HousesServerInfo {
  port: number;
  pid: number;
  token: string;
  estateIds: number[];
  houses: number;
  scaleMs: number;
  pool: number;
  /** The bench database's name (its backends are the server's pool). */
  database: string;
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POOL = Number(process.env.BENCH_POOL ?? 10);
const HOUSES = Number(process.env.BENCH_HOUSES ?? 100_000);

export async function serveHouses(): Promise<void> {
  const name = `pm_bench_houses_${process.pid}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists "${name}"`);
  await admin.unsafe(`create database "${name}"`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ databaseUrl: url, dataDir: '/tmp/pm-bench', poolSize: POOL });
  await runMigrations(database.db);
  await runDemoSeed(database.db);
  const companyId = await seedContext(database.db).company('SH');
  const scale = await seedScale(database.db, { houses: HOUSES, companyId });
  // A table in service has been vacuumed since its bulk load (autovacuum does it within a minute of
  // seed:scale): the visibility map is set, so the house count is read from the index alone.
  await database.sql`vacuum analyze houses`;
  const config = testConfig({ databaseUrl: url, databasePool: POOL });
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [user] = await database.sql<
    { id: string; companyId: string; role: string; username: string; tokenVersion: number }[]
  >`
    select id, company_id as "companyId", role, username, token_version as "tokenVersion" from users where username = 'emp01'`;
  if (!user) throw new Error('bench: emp01 missing');
  const tokens = new TokenService(await loadJwtSecret(database.db, config.jwtSecret), config.jwtTtlSeconds);
  const { token } = await tokens.issue({
    userId: Number(user.id),
    companyId: Number(user.companyId),
    role: user.role as 'emp',
    username: user.username,
    mustChangePassword: false,
    tokenVersion: user.tokenVersion,
  });
  const estates = await database.sql<
    { id: string }[]
  >`select id from estates where company_id = ${companyId} and code like 'S%-E%'`;
  const info: HousesServerInfo = {
    port: (app.server.address() as { port: number }).port,
    pid: process.pid,
    token,
    estateIds: estates.map((e) => Number(e.id)),
    houses: scale.houses,
    scaleMs: scale.ms,
    pool: POOL,
    database: name,
  };
  console.log(JSON.stringify(info));
  const stop = async () => {
    await app.close();
    await database.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

export async function startHousesServer(): Promise<{ info: HousesServerInfo; stop: () => Promise<void> }> {
  const entry = fileURLToPath(new URL('./houses-serve.ts', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<HousesServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as HousesServerInfo);
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

/** Process ids of the PostgreSQL backends connected to the bench database. */
export async function backendPids(databaseName: string): Promise<number[]> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  try {
    const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${databaseName}`;
    return rows.map((r) => r.pid);
  } finally {
    await admin.end();
  }
}
