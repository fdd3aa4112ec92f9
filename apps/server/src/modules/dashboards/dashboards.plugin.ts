import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerDashboardRoutes } from './dashboards.routes';

/** 决策看板 (issue 16): live figures of the chosen company's tree, with the rows behind each chart. */
export function dashboardsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerDashboardRoutes(app, { db: deps.db });
  };
}
