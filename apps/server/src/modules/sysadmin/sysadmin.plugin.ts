import type { FastifyInstance } from 'fastify';
import { sysadminEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { sysadminService } from './sysadmin.service';

/** System management: tenant companies (客户列表) and what each bought (菜单管理). */
export function sysadminPlugin(db: Db) {
  const service = sysadminService(db);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.listTenantCompanies, ({ input, session }) => service.listCompanies(session, input));
    registerEndpoint(app, e.setCompanyStatus, ({ input, session }) => service.setCompanyStatus(session, input));
    registerEndpoint(app, e.getCompanyPurchases, ({ input, session }) => service.getPurchases(session, input.companyId));
    registerEndpoint(app, e.setMenuPurchase, ({ input, session }) => service.setPurchase(session, input));
  };
}
