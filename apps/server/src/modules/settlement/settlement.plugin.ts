import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { reversalInvoices } from '../invoices/index';
import { registerCounterRoutes } from './settlement.routes';

/** 结算 (issue 12): the counter's use cases (收银台); the payments list and reports have their own plugin. */
export function settlementPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerCounterRoutes(app, { db: deps.db, onlinePay: deps.onlinePay, invoices: reversalInvoices(deps.jobs) });
  };
}
