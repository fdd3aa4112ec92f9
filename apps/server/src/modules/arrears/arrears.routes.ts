import type { FastifyInstance } from 'fastify';
import { arrearsEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Arrears } from './arrears';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 欠费查询, 欠费明细, 账龄分析 and their exports. */
export function registerArrearsRoutes(app: FastifyInstance, arrears: Arrears) {
  registerEndpoint(app, e.arrearsHouses, ({ input, session }) => arrears.houses(session, input));
  registerEndpoint(app, e.arrearsLines, ({ input, session }) => arrears.lines(session, input));
  registerEndpoint(app, e.ageing, ({ input, session }) => arrears.ageing(session, input));
  registerEndpoint(app, e.exportArrearsHouses, async ({ input, session, reply }) => {
    const { stream, fileName } = await arrears.exportHouses(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, e.exportArrearsLines, async ({ input, session, reply }) => {
    const { stream, fileName } = await arrears.exportLines(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
