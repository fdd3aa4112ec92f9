import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now (the OS's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Two ports in a row (an instance's and its bundled fake vendor's, PORT + 1). */
export async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    const next = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (next) return port;
  }
}
