import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAccountingConstraints } from './accounting.errors';
import { registerAssetRoutes } from './assets/assets.routes';
import { DepreciationJobs } from './assets/depreciation.job';
import { Assets } from './assets/save-assets';
import { registerBookRoutes } from './book/book.routes';
import { registerChargingVoucherRoutes } from './charging-vouchers/charging-vouchers.routes';
import { ChargingVouchers } from './charging-vouchers/create-charging-vouchers';
import { registerLedgerRoutes } from './ledgers/ledgers.routes';
import { registerPeriodRoutes } from './periods/periods.routes';
import { registerReportRoutes } from './reports/reports.routes';
import { registerSubjectRoutes } from './subjects/subjects.routes';
import { registerVoucherExportRoutes } from './vouchers/voucher-export.routes';
import { registerVoucherRoutes } from './vouchers/vouchers.routes';

/**
 * 会计核算 (issue 13): the book, subjects, opening balances, vouchers, 常用凭证 and printing; periods (结账/反结账),
 * ledgers and the two reports; 固定资产 (categories, cards, the monthly depreciation run by hand or a 定时任务's job,
 * disposal); and 业财一体, the vouchers made from charging and settlement.
 */
export function accountingPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerAccountingConstraints();
    const ctx = { db: deps.db };
    registerBookRoutes(app, ctx);
    registerSubjectRoutes(app, ctx);
    registerVoucherRoutes(app, ctx);
    registerVoucherExportRoutes(app, ctx);
    registerPeriodRoutes(app, ctx);
    registerLedgerRoutes(app, ctx);
    registerReportRoutes(app, ctx);
    registerAssetRoutes(app, deps.db, new Assets(deps.db));
    registerChargingVoucherRoutes(app, new ChargingVouchers(deps.db));
    const depreciation = new DepreciationJobs(deps.db, deps.jobs, deps.rights);
    deps.jobs.register(depreciation.kind());
    deps.scheduler.register(depreciation.scheduleKind());
  };
}
