// The soak's server instances: real server processes (`node --import tsx apps/server/src/main.ts`, the product's own
// entry point and defaults) on fixed ports, so one can be stopped (SIGTERM or SIGKILL) and started again where the
// clients expect it. Each keeps a log file; its resident memory is read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface StopWindow {
  instance: number;
  signal: NodeJS.Signals;
  /** performance.now() ms: the signal sent, the process gone, the new process answering /healthz. */
  signalAt: number;
  exitAt: number;
  readyAt: number;
}

export interface InstanceEnv {
  databaseUrl: string;
  redisUrl: string;
  logDir: string;
}

export class SoakInstance {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  starts = 0;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly env: InstanceEnv,
  ) {}

  get pid(): number | undefined {
    return this.child?.exitCode === null && this.child.signalCode === null ? this.child.pid : undefined;
  }

  /** Starts the process and waits until /healthz answers 200 (the database reached). */
  async start(): Promise<void> {
    this.starts += 1;
    const log = openSync(join(this.env.logDir, `instance-${this.index + 1}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        DATABASE_URL: this.env.databaseUrl,
        REDIS_URL: this.env.redisUrl,
        PORT: String(this.port),
        PROVIDER_PORT: String(this.port + 1),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
        DATA_DIR: join(this.env.logDir, `data-${this.index + 1}`),
      },
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const until = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`instance ${this.index + 1} exited at start (${child.exitCode}); see its log in ${this.env.logDir}`);
      const ok = await fetch(`http://127.0.0.1:${this.port}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) return;
      if (Date.now() > until) throw new Error(`instance ${this.index + 1} not ready after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Stops it with `signal` and starts it again; the times of the window in which it was not serving. */
  async restart(signal: NodeJS.Signals): Promise<StopWindow> {
    const signalAt = performance.now();
    this.child?.kill(signal);
    await this.exited;
    const exitAt = performance.now();
    await this.start();
    return { instance: this.index, signal, signalAt, exitAt, readyAt: performance.now() };
  }

  async stop(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.exited;
  }

  /** Resident set size in MiB, or undefined while the process is down. */
  rssMiB(): number | undefined {
    const pid = this.pid;
    if (!pid) return undefined;
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) / 1024 : undefined;
    } catch {
      return undefined;
    }
  }
}
