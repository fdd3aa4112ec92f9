// settlement-arrears' floor: the arrears summary's own two statements (the company's house count and the ageing
// buckets, side by side as the endpoint runs them) through a bare route with its own pool of the same size: no
// session, validation or answer building. Like menu-baseline it reaches into the server's repositories, so the floor
// runs the endpoint's SQL and not a copy that could drift from it.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '@pm/db';
import { chinaToday } from '../../packages/domain/src/time/china-time';
import { bucketSums } from '../../apps/server/src/modules/arrears/arrears.repo';
import { countHouses } from '../../apps/server/src/modules/common/house.repo';

/** Adds POST /bare/arrears-summary?company to the helper server; returns how to close its pool. */
export async function registerArrearsFloor(helper: FastifyInstance, databaseUrl: string, pool: number): Promise<() => Promise<void>> {
  const bare = await openDatabase({ databaseUrl, dataDir: '/tmp/pm-bench', poolSize: pool });
  helper.post<{ Querystring: { company: string } }>('/bare/arrears-summary', async (request) => {
    const company = Number(request.query.company);
    const [houses, sums] = await Promise.all([countHouses(bare.db, company, undefined), bucketSums(bare.db, company, chinaToday(), undefined)]);
    return { code: 200, msg: '0', data: { houses, sums: [...sums] } };
  });
  return () => bare.close();
}
