import type { FastifyInstance } from 'fastify';
import { exportAuditEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { exportExportAudits, listExportAudits } from './export-audits';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function exportAuditRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, e.listExportAudits, async ({ input, session }) => listExportAudits(db, session, input));
  registerEndpoint(app, e.exportExportAudits, async ({ input, session, reply }) => {
    const { filters, ...purpose } = input;
    const { stream, fileName } = await exportExportAudits(db, session, purpose, filters ?? {});
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
