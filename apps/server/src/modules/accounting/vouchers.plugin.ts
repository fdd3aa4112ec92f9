import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import './accounting.constraints';
import { registerVoucherRoutes } from './vouchers.routes';

/** 会计核算 (issue 13): the book, subjects, opening balances, vouchers, 常用凭证 and printing. */
export function accountingVouchersPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerVoucherRoutes(app, { db: deps.db });
  };
}
