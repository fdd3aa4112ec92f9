// Where a fake vendor listens: on its port (0 picks a free one), on the loopback unless told another host.

/** What listening needs of a vendor's app: Fastify's listen and its server's address. */
export interface ListeningApp {
  listen(options: { port: number; host: string }): Promise<unknown>;
  server: { address(): { port: number } | string | null };
}

/** Listens, and answers the port taken (the one asked for when the address names none) and its URL on 127.0.0.1. */
export async function listenLocally(app: ListeningApp, options: { port: number; host?: string }): Promise<{ url: string; port: number }> {
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://127.0.0.1:${port}`, port };
}
