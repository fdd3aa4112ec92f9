import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { listNoticesFor } from '../messages/index';
import { ACCOUNT_MESSAGES, accountService } from './account.service';

registerConstraint('users_username_unique', 409, 'account.username_taken', ACCOUNT_MESSAGES.usernameTaken);

export function accountPlugin(deps: AppDeps) {
  const service = accountService({
    db: deps.db,
    authStore: deps.authStore,
    tokenTtlSeconds: deps.config.jwtTtlSeconds,
  });
  return async (app: FastifyInstance) => {
    const e = accountEndpoints;
    registerEndpoint(app, e.getAccount, async ({ session }) => service.getAccount(session));
    registerEndpoint(app, e.getAccountCompany, async ({ session }) => service.getCompany(session));
    registerEndpoint(app, e.getAccountNotices, async ({ session }) => listNoticesFor(deps.db, session));
    registerEndpoint(app, e.getPasswordReset, async ({ session }) => service.passwordChanged(session));
    registerEndpoint(app, e.getMyJob, async ({ session }) => service.myJob(session));
    registerEndpoint(app, e.changeAccountPassword, async ({ session, input }) => {
      // Only one's own account: another user's id is not found in the caller's scope.
      if (input.id !== session.userId) throw notFound();
      return service.changePassword(session, input);
    });
    registerEndpoint(app, e.changeSuperPassword, async ({ session, input }) => service.changePassword(session, input));
    registerEndpoint(app, e.changeSaPassword, async ({ session, input }) => service.changePassword(session, input));
    registerEndpoint(app, e.changeRootPassword, async ({ session, input }) => service.changePassword(session, input));
  };
}
