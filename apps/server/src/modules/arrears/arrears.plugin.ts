import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Arrears } from './arrears';
import { registerArrearsRoutes } from './arrears.routes';

/** 欠费 (issue 12): what houses owe now, from the live ledger. */
export function arrearsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerArrearsRoutes(app, new Arrears(deps.db));
  };
}
