// The soak's PostgreSQL and how it is restarted. By default a private cluster of the machine's PostgreSQL binaries in
// a temporary folder on a free port, so a real restart (pg_ctl restart -m fast: every session ended, the server down,
// then up again) troubles no one else on a shared machine. With SOAK_DATABASE_URL (an admin URL of a server the bench
// must not restart) the "restart" ends every backend of the soak's database with pg_terminate_backend instead, which
// is what a restart does to the app's connections, without the time the server is down.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort } from './free-port';

export interface RestartWindow {
  /** ms (performance.now) when the restart began and when the server answered again. */
  start: number;
  end: number;
  how: string;
}

export interface SoakPostgres {
  adminUrl: string;
  describe: string;
  restart(database: string): Promise<RestartWindow>;
  stop(): Promise<void>;
}

function binDir(): string {
  if (process.env.SOAK_PG_BIN) return process.env.SOAK_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('soak: no PostgreSQL binaries under /usr/lib/postgresql (set SOAK_PG_BIN, or SOAK_DATABASE_URL to use a running server)');
  return join(root, versions[0], 'bin');
}

async function answers(adminUrl: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const sql = postgres(adminUrl, { max: 1, connect_timeout: 2, onnotice: () => undefined });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
}

/** A cluster of our own: initdb as the postgres user when run as root (PostgreSQL refuses to run as root). */
async function privateCluster(): Promise<SoakPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pm-soak-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] as const : [join(bin, tool), args] as const;
    execFileSync(command[0], command[1], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await answers(adminUrl, 30_000);
  return {
    adminUrl,
    describe: `private PostgreSQL cluster (${bin}, port ${port}, ${data})`,
    async restart() {
      const start = performance.now();
      // restart reuses the options the server was started with (postmaster.opts)
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'restart']);
      await answers(adminUrl, 60_000);
      return { start, end: performance.now(), how: 'pg_ctl restart -m fast' };
    },
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function sharedServer(adminUrl: string): SoakPostgres {
  return {
    adminUrl,
    describe: `shared PostgreSQL ${new URL(adminUrl).host} (restart simulated: pg_terminate_backend of the database's backends)`,
    async restart(database) {
      const start = performance.now();
      const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      try {
        const ended = await admin<{ n: number }[]>`
          select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`;
        return { start, end: performance.now(), how: `pg_terminate_backend of ${ended[0]!.n} backends` };
      } finally {
        await admin.end();
      }
    },
    async stop() {},
  };
}

export async function startSoakPostgres(): Promise<SoakPostgres> {
  return process.env.SOAK_DATABASE_URL ? sharedServer(process.env.SOAK_DATABASE_URL) : privateCluster();
}
