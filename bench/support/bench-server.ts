// The one bench server harness: `startBenchServer()` runs the real app in a child process (serve-app.ts) on a
// fresh PostgreSQL database with the demo seed, and gives the figures a bench needs besides its own load.
// BENCH_DATABASE_URL (admin URL of the server, default the local PostgreSQL), BENCH_POOL (default 10),
// BENCH_REDIS_URL (Redis auth store), BENCH_CPU_PROF (a folder: --cpu-prof of the server process).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { postgresClient } from '@pm/db';
import { OPTIONS_ENV, type BenchServerInfo, type BenchServerOptions } from './bench-server-info';
import { signIn, type SignedIn } from './sign-in';

export type { BenchServerInfo, BenchServerOptions } from './bench-server-info';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  info: BenchServerInfo;
  /** http://127.0.0.1:<port> of the real app. */
  baseUrl: string;
  /** Signs a demo user in through POST /api/auth. */
  signIn(username: string): Promise<SignedIn>;
  /** Server-process CPU milliseconds (user + system, all threads) and the statements it sent the database while `work` runs. */
  serverCpuMs<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number; statements: number }>;
  /** Process ids of the PostgreSQL backends connected to the bench database. */
  backendPids(): Promise<number[]>;
  /** Stops the server; the child drops the bench database. */
  stop(): Promise<void>;
  /** Kills the server process at once (SIGKILL: no shutdown, as a crash); the database stays. */
  kill(): Promise<void>;
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const entry = fileURLToPath(new URL('./serve-app.ts', import.meta.url));
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...process.execArgv, ...profile, entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent', [OPTIONS_ENV]: JSON.stringify(options) },
  });
  const lines = createInterface({ input: child.stdout });
  const info = await new Promise<BenchServerInfo>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as BenchServerInfo);
    });
  });
  const baseUrl = `http://127.0.0.1:${info.port}`;
  const readCpuMs = async () => {
    const u = (await (await fetch(`http://127.0.0.1:${info.helperPort}/bench/cpu`)).json()) as {
      user: number;
      system: number;
    };
    return (u.user + u.system) / 1000;
  };
  const readStatements = async () => ((await (await fetch(`http://127.0.0.1:${info.helperPort}/bench/statements`)).json()) as { statements: number }).statements;
  return {
    info,
    baseUrl,
    signIn: (username) => signIn(baseUrl, info.authSignKey, username),
    serverCpuMs: async (work) => {
      const [before, sentBefore] = [await readCpuMs(), await readStatements()];
      const result = await work();
      return { result, cpuMs: (await readCpuMs()) - before, statements: (await readStatements()) - sentBefore };
    },
    backendPids: async () => {
      const admin = postgresClient(ADMIN_URL, { max: 1, onnotice: () => undefined });
      try {
        const rows = await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${info.database}`;
        return rows.map((r) => r.pid);
      } finally {
        await admin.end();
      }
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
