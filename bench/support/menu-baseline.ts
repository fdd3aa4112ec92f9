// menu-v2's baseline: the menu SQL of GET /api/menu/v2 through its own pool of the same size, rows as JSON,
// with no session, validation or tree building. The one place a bench reaches into a server module: the
// baseline must run the endpoint's own SQL, not a copy that could drift from it.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@pm/db';
import { menuRowsSql } from '../../apps/server/src/modules/menu/menu.repo';

/** Adds GET /bare/menu?user&company to the helper server; returns how to close its pool. */
export async function registerMenuBaseline(
  helper: FastifyInstance,
  databaseUrl: string,
  pool: number,
): Promise<() => Promise<void>> {
  const bare = await openDatabase({ databaseUrl, dataDir: '/tmp/pm-bench', poolSize: pool });
  helper.get<{ Querystring: { user: string; company: string } }>('/bare/menu', async (request) => {
    const rows = await bare.db.execute(menuRowsSql(Number(request.query.user), Number(request.query.company)));
    return { code: 200, msg: '0', data: rows };
  });
  return () => bare.close();
}
