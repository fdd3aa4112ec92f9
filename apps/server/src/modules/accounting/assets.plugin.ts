import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Assets } from './assets';
import { registerAssetRoutes } from './assets.routes';

/** 固定资产 (issue 13): categories, cards, the monthly depreciation run and disposal. */
export function assetsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerAssetRoutes(app, deps.db, new Assets(deps.db));
  };
}
