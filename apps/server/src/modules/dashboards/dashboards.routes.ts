import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Dashboards } from './dashboards';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 客户、楼盘、服务、结算看板, the rows behind a chart and their export. */
export function registerDashboardRoutes(app: FastifyInstance, d: Dashboards) {
  registerEndpoint(app, e.dashboardCompanies, ({ session }) => d.companies(session));
  registerEndpoint(app, e.settlementDashboard, ({ input, session }) => d.settlement(session, input));
  registerEndpoint(app, e.estateDashboard, ({ input, session }) => d.estate(session, input));
  registerEndpoint(app, e.serviceDashboard, ({ input, session }) => d.service(session, input));
  registerEndpoint(app, e.customerDashboard, ({ input, session }) => d.customer(session, input));
  registerEndpoint(app, e.dashboardDrill, ({ input, session }) => d.drill(session, input));
  registerEndpoint(app, e.exportDashboardDrill, async ({ input, session, reply }) => {
    const { stream, fileName } = await d.exportDrill(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
