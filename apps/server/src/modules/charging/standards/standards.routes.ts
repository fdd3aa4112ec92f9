import type { FastifyInstance } from 'fastify';
import { standardEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { Bindings } from './keep-bindings';
import type { Standards } from './define-standards';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 收费标准 and 收费绑定 endpoints (contract standardEndpoints). */
export function standardRoutes(app: FastifyInstance, standards: Standards, bindings: Bindings) {
  registerEndpoint(app, e.listStandards, ({ input, session }) => standards.page(session, input));
  registerEndpoint(app, e.getStandard, ({ input, session }) => standards.get(session, input.id));
  registerEndpoint(app, e.createStandard, ({ input, session }) => standards.create(session, input));
  registerEndpoint(app, e.updateStandard, ({ input, session }) => standards.update(session, input.id, input));
  registerEndpoint(app, e.newStandardVersion, ({ input, session }) => standards.newVersion(session, input.id, input));
  registerEndpoint(app, e.deleteStandard, ({ input, session }) => standards.remove(session, input.id));
  registerEndpoint(app, e.exportStandards, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...query } = input;
    const { stream, fileName } = await standards.export(session, query, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, e.listBindings, ({ input, session }) => bindings.page(session, input));
  registerEndpoint(app, e.bulkBind, ({ input, session }) => bindings.bulkBind(session, input));
  registerEndpoint(app, e.endBinding, ({ input, session }) => bindings.end(session, input.id, input.endDate));
  registerEndpoint(app, e.exportBindings, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...query } = input;
    const { stream, fileName } = await bindings.export(session, query, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
