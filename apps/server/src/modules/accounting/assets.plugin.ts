import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Assets } from './assets';
import { DepreciationJobs } from './assets.depreciation-job';
import { registerAssetRoutes } from './assets.routes';
import { ChargingVouchers } from './charging-vouchers';
import { registerChargingVoucherRoutes } from './charging-vouchers.routes';

/** 固定资产 (issue 13): categories, cards, the monthly depreciation run (by hand, or a 定时任务's job) and disposal; and 业财一体, the vouchers made from charging and settlement. */
export function assetsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerAssetRoutes(app, deps.db, new Assets(deps.db));
    registerChargingVoucherRoutes(app, new ChargingVouchers(deps.db));
    const depreciation = new DepreciationJobs(deps.db, deps.jobs, deps.rights);
    deps.jobs.register(depreciation.kind());
    deps.scheduler.register(depreciation.scheduleKind());
  };
}
