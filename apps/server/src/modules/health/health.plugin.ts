import type { FastifyInstance } from 'fastify';
import type postgres from 'postgres';

/** /healthz: 200 when the database answers, 503 otherwise. Outside /api, no envelope needed. */
export function healthPlugin(sql: postgres.Sql) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async (_request, reply) => {
      const started = performance.now();
      try {
        await sql`select 1`;
        return { status: 'ok', database: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
      } catch {
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
      }
    });
  };
}
