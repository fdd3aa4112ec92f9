// Child process that owns the embedded PGlite database and serves it over the PostgreSQL wire
// protocol on a loopback port, so the server's event loop never runs queries itself.
// Protocol with the parent (IPC): we send {type:'ready', port}; the parent sends {type:'close'}.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const dataDir = process.env.PGLITE_DATA_DIR;
if (!dataDir) {
  console.error('PGLITE_DATA_DIR is required');
  process.exit(2);
}

const db = await PGlite.create({ dataDir });
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
await server.start();
const conn = server.getServerConn();
const port = Number(conn.split(':').pop());

let closing = false;
async function close(code: number): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await server.stop();
    await db.close();
  } finally {
    process.exit(code);
  }
}

process.on('message', (message: unknown) => {
  if (message && typeof message === 'object' && (message as { type?: string }).type === 'close') {
    void close(0);
  }
});
// The parent owns our lifetime: Ctrl+C reaches the whole process group, and the parent closes us
// in order after its connections end, so the signals themselves are ignored here.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => void close(0));

process.send?.({ type: 'ready', port });
