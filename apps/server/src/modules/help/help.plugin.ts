import type { FastifyInstance } from 'fastify';
import { helpEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { helpService } from './help.service';
import { helpItemsService } from './help-items';

export function helpPlugin(db: Db) {
  const service = helpService(db);
  const maintained = helpItemsService(db);
  return async (app: FastifyInstance) => {
    const e = helpEndpoints;
    registerEndpoint(app, e.getHelpFlow, async ({ input }) => service.items(input.id, 'flow'));
    registerEndpoint(app, e.getHelpFields, async ({ input }) => service.items(input.menu, 'field', input.tabName));
    registerEndpoint(app, e.getHelpDocs, async ({ input }) => service.items(input.menu, 'doc', input.tabName));
    registerEndpoint(app, e.getCaseTree, async () => service.caseTree());
    registerEndpoint(app, e.getCaseInfo, async ({ input }) => service.caseInfo(input.id, input.category));
    registerEndpoint(app, e.listHelpMenus, async ({ session }) => maintained.menus(session));
    registerEndpoint(app, e.listHelpItems, async ({ input, session }) => maintained.list(session, input.menu));
    registerEndpoint(app, e.createHelpItem, async ({ input, session }) => maintained.create(session, input));
    registerEndpoint(app, e.updateHelpItem, async ({ input: { id, ...values }, session }) => maintained.update(session, id, values));
    registerEndpoint(app, e.deleteHelpItem, async ({ input, session }) => maintained.remove(session, input.id));
  };
}
