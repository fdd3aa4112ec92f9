import { Agent, request } from 'node:http';

/**
 * POSTs over kept-alive node:http sockets: the load generator shares the machine's cores with the server and
 * PostgreSQL, and global fetch costs several times the CPU per request, which the server's figures would pay for.
 */
export function leanPoster(baseUrl: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);
  return {
    post(path: string, headers: Record<string, string>, body: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const req = request(
          { host: base.hostname, port: base.port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
