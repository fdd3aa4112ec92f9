import type { FastifyInstance } from 'fastify';
import { staffPermissionEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { StaffPermissionService } from './staff-permission.service';

export function staffPermissionRoutes(app: FastifyInstance, db: Db): void {
  const service = new StaffPermissionService(db);
  registerEndpoint(app, e.listPermissionStaff, ({ input, session }) => service.list(session, input.q));
  registerEndpoint(app, e.getStaffPermission, ({ input, session }) => service.get(session, input.userId));
  registerEndpoint(app, e.saveStaffPermission, ({ input, session }) =>
    service.save(session, input.userId, input.menuIds),
  );
}
