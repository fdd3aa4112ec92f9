import type { FastifyInstance } from 'fastify';
import { houseTreeEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { unauthorized } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { houseShareItems } from '../charging/index';
import { HouseTreeService } from './house-tree.service';

function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

/** /api/house-tree/* of spec 7, and the house–owner events. */
export function houseTreePlugin(db: Db) {
  return async (app: FastifyInstance) => {
    const h = new HouseTreeService(db);
    registerEndpoint(app, e.async, async ({ input, session }) => h.children(caller(session), input.id, input.type));
    registerEndpoint(app, e.ownersMember, async ({ input, session }) => h.member(caller(session), input.houseId));
    registerEndpoint(app, e.ownersOwn, async ({ input, session }) => h.own(caller(session), input.ownerId));
    registerEndpoint(app, e.ownersHistory, async ({ input, session }) => h.history(caller(session), input.houseId));
    registerEndpoint(app, e.ownersEvent, async ({ input, session }) => h.record(caller(session), input));
    registerEndpoint(app, e.ledgerPri, async ({ input, session }) => h.ledgerPri(caller(session), input.houseId));
    registerEndpoint(app, e.residential, async ({ input, session }) => h.residential(caller(session), input.id));
    registerEndpoint(app, e.list, async ({ input, session }) => h.list(caller(session), input));
    registerEndpoint(app, e.share, async ({ input, session }) => {
      const who = caller(session);
      const { house } = await h.residential(who, input.houseId);
      // The house's real share lines (费用分摊); the area shown is the house's build area.
      return { houseId: house.id, area: house.buildArea, items: await houseShareItems(db, who.companyId, house.id) };
    });
  };
}
