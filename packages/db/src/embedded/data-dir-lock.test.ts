import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../connect';
import { DataDirLockedError, embeddedDataPath, lockPathFor, type LockHolder } from './data-dir-lock';

// Real processes throughout: the database host is a forked child, the "servers" and lock
// contenders are separate node processes.

const root = mkdtempSync(join(tmpdir(), 'pm-lock-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const freshDataDir = () => join(root, `data-${++n}`);
const fixture = (name: string) => fileURLToPath(new URL(`../../test/fixtures/${name}`, import.meta.url));
const holderOf = (dataDir: string) =>
  JSON.parse(readFileSync(lockPathFor(embeddedDataPath(dataDir)), 'utf8')) as LockHolder;

function runTs(name: string, args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fixture(name), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`exited ${String(code)} before answering: ${out}`)));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function seeded(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  await database.sql`create table kept (id int primary key)`;
  await database.sql`insert into kept values (1)`;
  return database;
}
const keptIds = async (database: Database) =>
  (await database.sql<{ id: number }[]>`select id from kept`).map((r) => r.id);

describe('one process per embedded data folder', () => {
  it('refuses a second start while the first runs, naming the folder and the running pid, and leaves the data alone', async () => {
    const dataDir = freshDataDir();
    const first = await seeded(dataDir);
    const holder = holderOf(dataDir);

    const refused = await openDatabase({ dataDir }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(dataDir);
    expect(message).toContain(String(process.pid));
    expect(message).toContain(String(holder.pid));
    expect(message).toContain('正被另一个进程使用');
    expect(message).toContain('is in use by another process');

    expect(await keptIds(first)).toEqual([1]);
    await first.close();
    expect(existsSync(lockPathFor(embeddedDataPath(dataDir)))).toBe(false);

    const second = await openDatabase({ dataDir });
    expect(await keptIds(second)).toEqual([1]);
    await second.close();
  });

  it('starts after the database process was killed with SIGKILL, and the first server learns its database is gone', async () => {
    const dataDir = freshDataDir();
    let lost: NodeJS.Signals | null = null;
    const first = await openDatabase({ dataDir, onEmbeddedExit: (_code, signal) => (lost = signal) });
    await first.sql`create table kept (id int primary key)`;
    await first.sql`insert into kept values (1)`;
    process.kill(holderOf(dataDir).pid, 'SIGKILL');
    await until(() => lost !== null, 'the first server to notice');
    expect(lost).toBe('SIGKILL');

    const second = await openDatabase({ dataDir });
    expect(await keptIds(second)).toEqual([1]);
    expect(holderOf(dataDir).ownerPid).toBe(process.pid);
    await second.close();
    await first.close();
  });

  it('frees the folder when a server is killed with SIGKILL: its database process closes on its own', async () => {
    const dataDir = freshDataDir();
    const server = runTs('hold-embedded-database.ts', [dataDir]);
    expect(await firstLine(server)).toBe('ready');
    const orphan = holderOf(dataDir);
    expect(orphan.ownerPid).toBe(server.pid);

    server.kill('SIGKILL');
    await until(() => !existsSync(lockPathFor(embeddedDataPath(dataDir))), 'the orphaned database to close');
    await until(() => !alive(orphan.pid), 'the orphaned database process to end');

    const next = await openDatabase({ dataDir });
    await next.close();
  });

  it('lets exactly one of several simultaneous starters recover a stale lock', async () => {
    const folder = embeddedDataPath(freshDataDir());
    mkdirSync(folder, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const stale: LockHolder = {
      pid: dead,
      ownerPid: dead,
      host: hostname(),
      startedAt: new Date(0).toISOString(),
      nonce: 'stale',
    };
    writeFileSync(lockPathFor(folder), JSON.stringify(stale));

    const contenders = Array.from({ length: 4 }, () => runTs('lock-contender.ts', [folder]));
    const answers = await Promise.all(contenders.map(firstLine));
    expect([...answers].sort()).toEqual(['held', 'locked', 'locked', 'locked']);

    for (const c of contenders) c.stdin?.end();
    await until(() => contenders.every((c) => c.exitCode !== null), 'the contenders to finish');
    expect(existsSync(lockPathFor(folder))).toBe(false);
  });
});
