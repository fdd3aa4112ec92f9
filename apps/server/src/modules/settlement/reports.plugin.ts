import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Payments } from './payments';
import { SettleReports } from './reports';
import { registerReportRoutes } from './reports.routes';

/** 结算 read side (issue 12): payments, receipts as printed, refunds, special services and the reports. */
export function settlementReportsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerReportRoutes(app, deps.db, new Payments(deps.db), new SettleReports(deps.db));
  };
}
