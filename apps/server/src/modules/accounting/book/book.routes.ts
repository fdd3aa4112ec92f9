import type { FastifyInstance } from 'fastify';
import { bookEndpoints as b } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../../http/register-endpoint';
import { chartTemplates, setupBook } from './create-book';
import { getBook } from './read-book';
import { openingBalances, saveOpeningBalances } from './save-opening-balances';

/** 账套: one line per contract endpoint. */
export function registerBookRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, b.chartTemplates, () => Promise.resolve(chartTemplates()));
  registerEndpoint(app, b.getBook, ({ input, session }) => getBook(deps, session, input));
  registerEndpoint(app, b.setupBook, ({ input, session }) => setupBook(deps, session, input));
  registerEndpoint(app, b.openingBalances, ({ input, session }) => openingBalances(deps, session, input));
  registerEndpoint(app, b.saveOpeningBalances, ({ input, session }) => saveOpeningBalances(deps, session, input));
}
