import type { FastifyInstance } from 'fastify';
import { lineEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { BillRuns } from './run-bills';
import { pageBillableWorkOrders } from './service-orders.repo';

/** 计费作业: start a run, poll it, list runs; 服务计费's billable work orders. */
export function registerRunRoutes(app: FastifyInstance, runs: BillRuns, db: Db) {
  registerEndpoint(app, e.startRun, ({ input, session }) => runs.start(session, input));
  registerEndpoint(app, e.getRun, ({ input, session }) => runs.get(session, input.id));
  registerEndpoint(app, e.listRuns, ({ input, session }) => runs.page(session, input));
  registerEndpoint(app, e.billableWorkOrders, async ({ input, session }) => ({
    ...(await pageBillableWorkOrders(db, session.companyId, input.estateId, input.page, input.size)),
    page: input.page,
    size: input.size,
  }));
}
