import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerLedgerRoutes } from './ledgers.routes';
import { registerPeriodRoutes } from './periods.routes';
import { registerReportRoutes } from './reports.routes';

/** 会计核算 (issue 13), the acct-ledger part: periods (结账/反结账), ledgers and the two reports. */
export function ledgerPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const ctx = { db: deps.db };
    registerPeriodRoutes(app, ctx);
    registerLedgerRoutes(app, ctx);
    registerReportRoutes(app, ctx);
  };
}
