import type { FastifyInstance } from 'fastify';
import { reportEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../../http/register-endpoint';
import { sendWorkbook } from '../ledgers/ledgers.routes';
import { reportDefinition, updateReportRow } from './define-reports';
import { exportBalanceSheet, exportIncomeStatement } from './export-reports';
import { balanceSheet, incomeStatement } from './read-reports';

export function registerReportRoutes(app: FastifyInstance, ctx: { db: Db }) {
  registerEndpoint(app, e.reporting, ({ input, session }) => balanceSheet(ctx, session, input));
  registerEndpoint(app, e.reporting2, ({ input, session }) => incomeStatement(ctx, session, input));
  registerEndpoint(app, e.exportReporting, async ({ input, session, reply }) => sendWorkbook(reply, await exportBalanceSheet(ctx, session, input)));
  registerEndpoint(app, e.exportReporting2, async ({ input, session, reply }) => sendWorkbook(reply, await exportIncomeStatement(ctx, session, input)));
  registerEndpoint(app, e.definition, ({ input, session }) => reportDefinition(ctx, session, input.kind));
  registerEndpoint(app, e.updateRow, ({ input, session }) => updateReportRow(ctx, session, input));
}
