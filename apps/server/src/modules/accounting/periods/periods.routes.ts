import type { FastifyInstance } from 'fastify';
import { periodEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../../http/register-endpoint';
import { closePeriod } from './close-period';
import { openNextPeriod, periodEvents, periodInfo, periodRange } from './list-periods';
import { reopenPeriod } from './reopen-period';

export function registerPeriodRoutes(app: FastifyInstance, ctx: { db: Db }) {
  registerEndpoint(app, e.period, ({ session }) => periodInfo(ctx, session));
  registerEndpoint(app, e.periodRange, ({ session }) => periodRange(ctx, session));
  registerEndpoint(app, e.openNext, ({ session }) => openNextPeriod(ctx, session));
  registerEndpoint(app, e.close, ({ input, session }) => closePeriod(ctx, session, input.period));
  registerEndpoint(app, e.reopen, ({ input, session }) => reopenPeriod(ctx, session, input));
  registerEndpoint(app, e.events, ({ session }) => periodEvents(ctx, session));
}
