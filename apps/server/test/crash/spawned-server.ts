import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The real server in a child process (tsx on the sources), so a test can kill -9 it and start it again.

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output(): string;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * A start worth trying again: the embedded folder still held by the killed process's database child, or the port
 * found free taken by another test file's process before this child could listen on it.
 */
const retryable = (output: string) => output.includes('正被另一个进程使用') || output.includes('EADDRINUSE');

/**
 * Starts the server on `env` (DATA_DIR or DATABASE_URL …) and waits for /healthz. A start refused
 * that is worth another try (see `retryable`) is tried again, as an operator would.
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 90_000): Promise<SpawnedServer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PROVIDER_URL: 'http://127.0.0.1:9',
        PAYMENT_VENDOR_URL: 'http://127.0.0.1:9',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TZ: 'UTC',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const url = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) break;
      try {
        if ((await fetch(`${url}/healthz`)).ok) {
          return {
            url,
            child,
            output: () => output,
            kill9: async () => {
              child.kill('SIGKILL');
              await exited(child);
            },
            stop: async () => {
              if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
              await exited(child);
            },
          };
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!retryable(output) || Date.now() > deadline) throw new Error(`server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
