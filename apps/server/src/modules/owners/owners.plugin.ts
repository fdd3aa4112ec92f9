import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerOwnersRoutes } from './owners.routes';

/** 业主账户与决策 (issue 15): the public account, the repair fund, votes and elections. */
export function ownersPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerOwnersRoutes(app, { db: deps.db });
  };
}
