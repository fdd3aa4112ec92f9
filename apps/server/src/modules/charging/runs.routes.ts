import type { FastifyInstance } from 'fastify';
import { lineEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../http/register-endpoint';
import type { BillRuns } from './runs.service';

/** 计费作业: start a run, poll it, list runs. */
export function registerRunRoutes(app: FastifyInstance, runs: BillRuns) {
  registerEndpoint(app, e.startRun, ({ input, session }) => runs.start(session, input));
  registerEndpoint(app, e.getRun, ({ input, session }) => runs.get(session, input.id));
  registerEndpoint(app, e.listRuns, ({ input, session }) => runs.page(session, input));
}
