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

/** An exit nobody asked for (the process crashed); the instance is started again, as a supervisor would. */
export interface Crash {
  instance: number;
  /** performance.now() ms of the exit and of the new process answering. */
  at: number;
  readyAt: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class SoakInstance {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** The start after a crash, while it runs. */
  private recovering: Promise<void> = Promise.resolve();
  private stopping = false;
  readonly crashes: Crash[] = [];
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
    this.stopping = false;
    let ready = false;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        resolve();
        if (ready && !this.stopping) this.recover(code, signal);
      }),
    );
    const until = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`instance ${this.index + 1} exited at start (${child.exitCode}); see its log in ${this.env.logDir}`);
      ready = await fetch(`http://127.0.0.1:${this.port}/healthz`).then((r) => r.status === 200, () => false);
      if (ready) return;
      if (Date.now() > until) {
        child.kill('SIGKILL');
        throw new Error(`instance ${this.index + 1} not ready after 120 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Starts it, trying again (every 2 s, for up to a minute) while it cannot start (the database restarting). */
  private async startAgain(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.start();
      } catch (error) {
        if (attempt >= 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  private recover(code: number | null, signal: NodeJS.Signals | null) {
    const at = performance.now();
    this.recovering = new Promise<void>((resolve) => setTimeout(resolve, 1000))
      .then(() => this.startAgain())
      .then(() => {
        this.crashes.push({ instance: this.index, at, readyAt: performance.now(), code, signal });
      });
  }

  /** Stops it with `signal` and starts it again; the times of the window in which it was not serving. */
  async restart(signal: NodeJS.Signals): Promise<StopWindow> {
    await this.recovering.catch(() => undefined);
    this.stopping = true;
    const signalAt = performance.now();
    this.child?.kill(signal);
    await this.exited;
    const exitAt = performance.now();
    await this.startAgain();
    return { instance: this.index, signal, signalAt, exitAt, readyAt: performance.now() };
  }

  async stop(): Promise<void> {
    await this.recovering.catch(() => undefined);
    this.stopping = true;
    this.child?.kill('SIGTERM');
    await this.exited;
  }

  /** The uncaught errors the process printed before dying (plain lines of its log, not the JSON request log). */
  crashLines(): string[] {
    const text = readFileSync(join(this.env.logDir, `instance-${this.index + 1}.log`), 'utf8');
    return [...new Set(text.split('\n').filter((line) => /^\w*(Error|Exception)\b/.test(line)))];
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
