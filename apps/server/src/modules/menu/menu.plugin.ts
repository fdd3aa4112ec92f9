import type { FastifyInstance, FastifyRequest } from 'fastify';
import { menuEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { menuService } from './menu.service';

export function menuPlugin(db: Db) {
  const service = menuService(db);
  return async (app: FastifyInstance) => {
    // The menu calls answer the navigator state in the envelope's msg (spec 3); the handlers leave
    // it here and the hook (scoped to this plugin) puts it into the envelope.
    const envelopeMsg = new WeakMap<FastifyRequest, string>();
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      const msg = envelopeMsg.get(request);
      if (msg === undefined || typeof payload !== 'object' || payload === null) return payload;
      return { ...payload, msg };
    });

    registerEndpoint(app, menuEndpoints.getMenu, async ({ session, request }) => {
      const result = await service.oldLayout(session);
      envelopeMsg.set(request, String(result.navigatorState));
      return result.data;
    });
    registerEndpoint(app, menuEndpoints.getMenuV2, async ({ session, request }) => {
      const result = await service.centreLayout(session);
      envelopeMsg.set(request, String(result.navigatorState));
      return result.data;
    });
    registerEndpoint(app, menuEndpoints.getMenuDocs, async ({ input }) => service.docs(input.menu));
    registerEndpoint(app, menuEndpoints.getSysIntro, async ({ input }) => service.sysIntro(input.key));
  };
}
