import type { FastifyInstance } from 'fastify';
import { dunningEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { Dunning } from './send-dunning';

/** 催缴通知. */
export function registerDunningRoutes(app: FastifyInstance, dunning: Dunning) {
  registerEndpoint(app, e.dunningCandidates, ({ input, session }) => dunning.candidates(session, input));
  registerEndpoint(app, e.sendDunning, ({ input, session }) => dunning.send(session, input));
  registerEndpoint(app, e.listDunning, ({ input, session }) => dunning.list(session, input));
}
