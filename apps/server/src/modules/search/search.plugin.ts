import type { FastifyInstance } from 'fastify';
import { searchEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { unauthorized } from '../../errors/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { SearchService } from './search.service';

function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

/** 综合查询 (/api/search) and the 信息查询 panels (/api/search/panel/:panel). */
export function searchPlugin(db: Db) {
  return async (app: FastifyInstance) => {
    const search = new SearchService(db);
    registerEndpoint(app, e.find, async ({ input, session }) => search.find(caller(session), input.q, input.limit));
    registerEndpoint(app, e.panel, async ({ input, session }) =>
      search.panel(caller(session), input.panel, input.houseId, input.estateId, input.size),
    );
  };
}
