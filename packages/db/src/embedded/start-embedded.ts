import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, type LockHolder } from './data-dir-lock';

/** Backup and restore of the live embedded database, done by the process that owns its folder. */
export interface EmbeddedMaintenance {
  /** The data folder (DATA_DIR/pgdata). */
  readonly folder: string;
  /** Writes a gzip dump of the live database to `file`. */
  dump(file: string): Promise<void>;
  /**
   * Replaces the database with the dump in `file`, keeping the current folder as `keepAs`; the
   * port stays, so connections reconnect to the restored data. On failure the data stay as they were.
   */
  restore(file: string, keepAs: string): Promise<void>;
}

export interface EmbeddedHost extends EmbeddedMaintenance {
  port: number;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Called when the database process ends without being asked to (killed, crashed). */
  onUnexpectedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** In source (tsx, vitest) the host runs as TypeScript; in the built server it sits beside main.js. */
function hostEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./pglite-host.ts', here)), execArgv: ['--import', 'tsx'] };
  }
  return { file: fileURLToPath(new URL('./pglite-host.js', here)), execArgv: [] };
}

type HostMessage = { type?: string; port?: number; holder?: LockHolder; id?: number; message?: string };

/**
 * Starts PGlite on `dataDir` in a child process and resolves with its loopback port.
 * Rejects with DataDirLockedError when another process has the folder.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedHost> {
  mkdirSync(dataDir, { recursive: true });
  const { file, execArgv } = hostEntry();
  const child: ChildProcess = fork(file, [], {
    execArgv,
    env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exited = false;
  let serving = false;
  child.once('exit', (code, signal) => {
    exited = true;
    if (serving) options.onUnexpectedExit?.(code, signal);
  });
  const port = await new Promise<number>((resolve, reject) => {
    let locked: LockHolder | undefined;
    const onExit = (code: number | null) =>
      reject(
        locked
          ? new DataDirLockedError(dataDir, locked)
          : new Error(`嵌入式数据库启动失败（退出码 ${String(code)}），数据目录：${dataDir}`),
      );
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (m: unknown) => {
      const msg = m as HostMessage;
      if (msg.type === 'locked' && msg.holder) locked = msg.holder;
      if (msg.type === 'ready' && typeof msg.port === 'number') {
        child.off('exit', onExit);
        serving = true;
        resolve(msg.port);
      }
    });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  child.on('message', (m: unknown) => {
    const msg = m as HostMessage;
    const waiting = msg.id === undefined ? undefined : pending.get(msg.id);
    if (!waiting || msg.id === undefined) return;
    pending.delete(msg.id);
    if (msg.type === 'done') waiting.resolve();
    else waiting.reject(new Error(msg.message ?? '嵌入式数据库维护失败'));
  });
  child.once('exit', () => {
    for (const waiting of pending.values()) waiting.reject(new Error('嵌入式数据库进程已退出'));
    pending.clear();
  });
  const ask = (request: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      child.send({ ...request, id });
    });
  return {
    port,
    folder: dataDir,
    dump: (file) => ask({ type: 'dump', file }),
    restore: (file, keepAs) => ask({ type: 'restore', file, keepAs }),
    close: () =>
      new Promise<void>((resolve) => {
        serving = false;
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
