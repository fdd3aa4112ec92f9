import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { exportDrill } from './export-drill';
import { listDashboardCompanies } from './list-dashboard-companies';
import { readCustomerDashboard } from './read-customer-dashboard';
import { readDrill } from './read-drill';
import { readEstateDashboard } from './read-estate-dashboard';
import { readServiceDashboard } from './read-service-dashboard';
import { readSettlementDashboard } from './read-settlement-dashboard';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 客户、楼盘、服务、结算看板, the rows behind a chart and their export. */
export function registerDashboardRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, e.dashboardCompanies, ({ session }) => listDashboardCompanies(deps, session));
  registerEndpoint(app, e.settlementDashboard, ({ input, session }) => readSettlementDashboard(deps, session, input));
  registerEndpoint(app, e.estateDashboard, ({ input, session }) => readEstateDashboard(deps, session, input));
  registerEndpoint(app, e.serviceDashboard, ({ input, session }) => readServiceDashboard(deps, session, input));
  registerEndpoint(app, e.customerDashboard, ({ input, session }) => readCustomerDashboard(deps, session, input));
  registerEndpoint(app, e.dashboardDrill, ({ input, session }) => readDrill(deps, session, input));
  registerEndpoint(app, e.exportDashboardDrill, async ({ input, session, reply }) => {
    const { stream, fileName } = await exportDrill(deps, session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
