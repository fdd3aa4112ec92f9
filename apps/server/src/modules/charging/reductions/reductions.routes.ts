import type { FastifyInstance } from 'fastify';
import { adjustmentEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { Reductions } from './keep-reductions';

/** 减免管理. */
export function registerReductionRoutes(app: FastifyInstance, reductions: Reductions) {
  registerEndpoint(app, e.listReductions, ({ input, session }) => reductions.page(session, input));
  registerEndpoint(app, e.requestReduction, ({ input, session }) => reductions.request(session, input));
  registerEndpoint(app, e.decideReduction, ({ input, session }) => reductions.decide(session, input));
}
