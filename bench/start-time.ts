// First start and restart of the built product on the embedded database: time from spawning
// `node apps/server/dist/main.js` until /healthz answers, and the stop time after SIGINT.
// Run after a build: pnpm --filter @pm/bench exec tsx start-time.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'pm-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 50);

async function startOnce(label: string): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PROVIDER_PORT: String(port + 100), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`${label}: server exited ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const ready = performance.now() - started;
  const site = (await (await fetch(`http://127.0.0.1:${port}/api/site`)).json()) as { code: number };
  const stopStarted = performance.now();
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGINT');
  const code = await exited;
  console.log(`${label}: ready in ${(ready / 1000).toFixed(2)} s; /api/site code ${site.code}; stopped in ${((performance.now() - stopStarted) / 1000).toFixed(2)} s (exit ${code})`);
}

await startOnce('first start (migrations, keys, demo seed)');
await startOnce('restart 1');
await startOnce('restart 2');
rmSync(dataDir, { recursive: true, force: true });
