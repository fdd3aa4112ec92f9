import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface EmbeddedHost {
  port: number;
  close(): Promise<void>;
}

/** In source (tsx, vitest) the host runs as TypeScript; in the built server it sits beside main.js. */
function hostEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    return { file: fileURLToPath(new URL('./pglite-host.ts', here)), execArgv: ['--import', 'tsx'] };
  }
  return { file: fileURLToPath(new URL('./pglite-host.js', here)), execArgv: [] };
}

/** Starts PGlite on `dataDir` in a child process and resolves with its loopback port. */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedHost> {
  mkdirSync(dataDir, { recursive: true });
  const { file, execArgv } = hostEntry();
  const child: ChildProcess = fork(file, [], {
    execArgv,
    env: { ...process.env, PGLITE_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`嵌入式数据库启动失败（退出码 ${String(code)}），数据目录：${dataDir}`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (m: unknown) => {
      const msg = m as { type?: string; port?: number };
      if (msg.type === 'ready' && typeof msg.port === 'number') {
        child.off('exit', onExit);
        resolve(msg.port);
      }
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
