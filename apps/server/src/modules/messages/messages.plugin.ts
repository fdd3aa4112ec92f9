import type { FastifyInstance } from 'fastify';
import { messagesEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { messagesService } from './messages.service';

export function messagesPlugin(db: Db, dataDir: string) {
  const service = messagesService(db, dataDir);
  return async (app: FastifyInstance) => {
    const e = messagesEndpoints;
    registerEndpoint(app, e.listMessages, async ({ session, input }) => service.list(session, input.unread));
    registerEndpoint(app, e.readMessage, async ({ session, input }) => service.read(session, input.id));
    registerEndpoint(app, e.confirmNotice, async ({ session, input }) => service.confirm(session, input.id));
    registerEndpoint(app, e.sendMessage, async ({ session, input }) => service.send(session, input));
    registerEndpoint(app, e.sentMessages, async ({ session }) => service.sent(session));
    registerEndpoint(app, e.getPdf, async ({ session, input, reply }) => {
      const pdf = await service.pdf(session, input.id, input.parent);
      await reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="message-${input.parent}.pdf"`)
        .header('cache-control', 'private, max-age=300')
        .send(pdf);
      return null;
    });
  };
}
