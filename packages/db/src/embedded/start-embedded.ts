import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, type LockHolder } from './data-dir-lock';

export interface EmbeddedHost {
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

type HostMessage = { type?: string; port?: number; holder?: LockHolder };

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
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        serving = false;
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
