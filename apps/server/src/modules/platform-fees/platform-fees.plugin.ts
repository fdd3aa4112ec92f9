import type { FastifyInstance } from 'fastify';
import { platformFeeEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { listPlatformFeeBills, listPlatformFeePayments } from './list-platform-fee-bills';
import { payPlatformFee } from './pay-platform-fee';
import { runPlatformFees } from './run-platform-fees';

/** 服务器管理收费: the platform's monthly bills of each tenant company, their billing run and payments. */
export function platformFeesPlugin({ db }: Pick<AppDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.listPlatformFeeBills, ({ input, session }) => listPlatformFeeBills({ db }, session, input));
    registerEndpoint(app, e.listPlatformFeePayments, ({ input, session }) => listPlatformFeePayments({ db }, session, input.id));
    registerEndpoint(app, e.payPlatformFee, ({ input, session }) => payPlatformFee({ db }, session, input));
    registerEndpoint(app, e.runPlatformFees, ({ input, session }) => runPlatformFees({ db }, session, input));
  };
}
