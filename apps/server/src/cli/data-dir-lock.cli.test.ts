import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDataPath, lockPathFor, openDatabase, type Database } from '@pm/db';

// The product and its data commands as real processes on one embedded data folder that this
// test keeps open, the way a running server does.

const dataDir = mkdtempSync(join(tmpdir(), 'pm-lock-cli-'));
const backup = join(dataDir, '..', `${dataDir.split('/').pop() ?? 'x'}.tar.gz`);
let running: Database | undefined;
let hostPid: number;

beforeAll(async () => {
  running = await openDatabase({ dataDir });
  await running.sql`create table kept (id int primary key)`;
  await running.sql`insert into kept values (7)`;
  hostPid = (JSON.parse(readFileSync(lockPathFor(embeddedDataPath(dataDir)), 'utf8')) as { pid: number }).pid;
});
afterAll(async () => {
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backup, { force: true });
});

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function run(file: string, args: string[] = []): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', source(file), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  // A command that wrongly starts serving is stopped, so a failing test leaves no server behind.
  const stopIfServing = setTimeout(() => child.kill('SIGTERM'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(stopIfServing);
      resolve({ code, stdout, stderr });
    }),
  );
}

function expectRefusal(result: { code: number | null; stderr: string }): void {
  expect(result.code).not.toBe(0);
  expect(result.stderr).toContain(dataDir);
  expect(result.stderr).toContain(String(process.pid));
  expect(result.stderr).toContain('正被另一个进程使用');
  expect(result.stderr).toContain('is in use by another process');
}

describe('while the product runs on a data folder', () => {
  it('a second server stops with a message naming the folder and the running pid', async () => {
    const result = await run('../main.ts');
    expectRefusal(result);
    expect(result.stderr).toContain(String(hostPid));
  });

  it('db:dump refuses and writes no backup', async () => {
    expectRefusal(await run('./dump.ts', [backup]));
    expect(existsSync(backup)).toBe(false);
  });

  it('db:restore refuses and leaves the data folder in place', async () => {
    expectRefusal(await run('./restore.ts', [backup]));
    expect(readdirSync(dataDir).filter((name) => name.includes('before-restore'))).toEqual([]);
    const rows = await running!.sql<{ id: number }[]>`select id from kept`;
    expect(rows.map((r) => r.id)).toEqual([7]);
  });

  it('db:dump works once the product has stopped, and frees the folder again', async () => {
    await running?.close();
    running = undefined;
    const result = await run('./dump.ts', [backup]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(backup)).toBe(true);
    expect(existsSync(lockPathFor(embeddedDataPath(dataDir)))).toBe(false);
  });
});
