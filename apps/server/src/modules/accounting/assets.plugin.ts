import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Assets } from './assets';
import { registerAssetRoutes } from './assets.routes';
import { ChargingVouchers } from './charging-vouchers';
import { registerChargingVoucherRoutes } from './charging-vouchers.routes';

/** 固定资产 (issue 13): categories, cards, the monthly depreciation run and disposal; and 业财一体, the vouchers made from charging and settlement. */
export function assetsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerAssetRoutes(app, deps.db, new Assets(deps.db));
    registerChargingVoucherRoutes(app, new ChargingVouchers(deps.db));
  };
}
