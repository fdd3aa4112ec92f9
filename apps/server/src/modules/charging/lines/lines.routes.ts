import type { FastifyInstance } from 'fastify';
import { lineEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { LineAudit } from './transition-lines';
import type { LineReversal } from './reverse-lines';
import type { BillLines } from './keep-bill-lines';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 应收费用 and 计费审核. */
export function registerLineRoutes(app: FastifyInstance, lines: BillLines, audit: LineAudit, reversal: LineReversal) {
  registerEndpoint(app, e.listLines, ({ input, session }) => lines.page(session, input));
  registerEndpoint(app, e.lineEvents, ({ input, session }) => lines.events(session, input.id));
  registerEndpoint(app, e.transitionLines, ({ input, session }) => audit.transition(session, input.ids, input.action, input.note));
  registerEndpoint(app, e.transitionAll, ({ input, session }) => audit.transitionAll(session, input));
  registerEndpoint(app, e.recomputeLines, ({ input, session }) => audit.recompute(session, input.ids));
  registerEndpoint(app, e.reverseLine, ({ input, session }) => reversal.reverse(session, input));
  registerEndpoint(app, e.createOtherLine, ({ input, session }) => lines.createOther(session, input));
  registerEndpoint(app, e.deleteDraftLine, ({ input, session }) => lines.deleteDraft(session, input.id));
  registerEndpoint(app, e.exportLines, async ({ input, session, reply }) => {
    const { stream, fileName } = await lines.export(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
