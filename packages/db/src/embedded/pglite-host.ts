// Child process that owns the embedded PGlite database and serves it over the PostgreSQL wire
// protocol on a loopback port, so the server's event loop never runs queries itself.
// Protocol with the parent (IPC): we send {type:'ready', port} or {type:'locked', holder}; the
// parent sends {type:'close'}, or {type:'dump'|'restore', id, file, keepAs?} and we answer
// {type:'done', id} or {type:'failed', id, message} (embedded-maintenance.ts).
// This process, not the server, holds the folder's lock: it is the one that has the files open,
// so the lock lives exactly as long as they may be written (docs/decisions.md).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock';
import { dumpTo, reopenFrom, type MaintenanceRequest } from './host-maintenance';

const dataDir = process.env.PGLITE_DATA_DIR;
if (!dataDir) {
  console.error('PGLITE_DATA_DIR is required');
  process.exit(2);
}

/** The folder's lock, or undefined after telling the parent who holds it (we then exit). */
function lockOrReport(folder: string): DataDirLock | undefined {
  try {
    return acquireDataDirLock(folder, { ownerPid: process.ppid });
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !process.send) throw error;
    process.send({ type: 'locked', holder: error.holder }, () => process.exit(3));
    return undefined;
  }
}

const lock = lockOrReport(dataDir);
if (lock) await serve(dataDir, lock);

async function serve(folder: string, held: DataDirLock): Promise<void> {
  let db: PGlite = await PGlite.create({ dataDir: folder });
  let server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  let closing = false;
  const close = async (code: number): Promise<void> => {
    if (closing) return;
    closing = true;
    try {
      await server.stop();
      await db.close();
      held.release();
    } finally {
      process.exit(code);
    }
  };

  // A restore swaps the database under the same port: the server's connection drops and reconnects.
  const maintain = async (request: MaintenanceRequest): Promise<void> => {
    if (request.type === 'dump') return dumpTo(db, request.file);
    const reopened = await reopenFrom({ folder, file: request.file, keepAs: request.keepAs }, async () => {
      await server.stop();
      await db.close();
    });
    db = reopened.db;
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port });
    await server.start();
    if (reopened.error) throw reopened.error instanceof Error ? reopened.error : new Error('恢复后的数据库未能打开');
  };

  process.on('message', (message: unknown) => {
    const m = message && typeof message === 'object' ? (message as { type?: string }) : {};
    if (m.type === 'close') void close(0);
    if (m.type === 'dump' || m.type === 'restore') {
      const request = m as MaintenanceRequest;
      maintain(request).then(
        () => process.send?.({ type: 'done', id: request.id }),
        (error: unknown) => process.send?.({ type: 'failed', id: request.id, message: String((error as Error)?.message ?? error) }),
      );
    }
  });
  // The parent owns our lifetime: Ctrl+C reaches the whole process group, and the parent closes us
  // in order after its connections end, so the signals themselves are ignored here. When the
  // parent dies without closing us (kill -9), the IPC channel drops and we close on our own.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  process.on('disconnect', () => void close(0));
  // The parent may have died while we started: then the message cannot go and we close.
  process.send?.({ type: 'ready', port }, (error: Error | null) => {
    if (error) void close(0);
  });
}
