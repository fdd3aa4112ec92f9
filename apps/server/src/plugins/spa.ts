import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA: hashed js/ and css/ files cached for a year, everything else revalidated;
 * any GET outside /api that accepts HTML gets index.html so deep links work.
 */
export async function spaPlugin(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found; the SPA is not served');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    setHeaders: (res, path) => {
      const hashed = /[\\/](js|css)[\\/]/.test(path);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}

export function isSpaNavigation(method: string, url: string, accept: string | undefined): boolean {
  return (
    method === 'GET' && !url.startsWith('/api') && !url.startsWith('/healthz') && (accept ?? '').includes('text/html')
  );
}
