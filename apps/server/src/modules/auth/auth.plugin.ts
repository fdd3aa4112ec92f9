import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { unauthorized } from '../../errors/app-error';
import { authService } from './auth.service';
import { bearerToken } from './identity';

export function authPlugin(deps: AppDeps) {
  const service = authService({
    db: deps.db,
    authStore: deps.authStore,
    tokens: deps.tokens,
    privateKey: deps.keys.privateKey,
    signKey: deps.config.authSignKey,
  });
  return async (app: FastifyInstance) => {
    registerEndpoint(app, authEndpoints.signIn, async ({ input, request }) => service.signIn(input, request.ip));
    registerEndpoint(app, authEndpoints.logout, async ({ session, request }) => {
      // A token that is present but no longer valid answers 401 like on every other call.
      if (!session && bearerToken(request)) throw unauthorized();
      return service.logout(session);
    });
    registerEndpoint(app, authEndpoints.reportCrash, async ({ input, request }) =>
      service.recordCrash(input, request.ip, String(request.headers['user-agent'] ?? '')),
    );
  };
}
