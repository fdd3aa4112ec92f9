import type { FastifyInstance } from 'fastify';
import { registrationEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { registrationService } from './registration.service';

/** Public registration requests and their handling by the system administrator. */
export function registrationPlugin(db: Db) {
  const service = registrationService(db);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, registrationEndpoints.createRegistration, ({ input, request }) =>
      service.create(input, request.ip),
    );
    registerEndpoint(app, registrationEndpoints.listRegistrations, ({ input }) => service.list(input));
    registerEndpoint(app, registrationEndpoints.updateRegistration, ({ input, session }) =>
      service.update(input, session),
    );
  };
}
