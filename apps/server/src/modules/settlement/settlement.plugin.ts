import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { reversalInvoices } from '../invoices/index';
import { Payments } from './list-payments';
import { SettleReports } from './read-settle-reports';
import { registerReportRoutes } from './reports.routes';
import { registerCounterRoutes } from './settlement.routes';

/**
 * 结算 (issue 12): the counter's use cases (收银台), then the read side: payments, receipts as printed, refunds,
 * special services and the reports.
 */
export function settlementPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerCounterRoutes(app, { db: deps.db, onlinePay: deps.onlinePay, invoices: reversalInvoices(deps.jobs) });
    registerReportRoutes(app, deps.db, new Payments(deps.db), new SettleReports(deps.db));
  };
}
