import type { FastifyInstance } from 'fastify';
import { jobEndpoints as e } from '@pm/contracts';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Jobs } from './jobs.service';
import type { Schedules } from './schedules.service';

export function registerJobRoutes(app: FastifyInstance, jobs: Jobs, schedules: Schedules): void {
  registerEndpoint(app, e.listJobs, ({ input, session }) => jobs.page(session, input));
  registerEndpoint(app, e.getJob, ({ input, session }) => jobs.get(session, input.id));
  registerEndpoint(app, e.cancelJob, ({ input, session }) => jobs.cancel(session, input.id));
  registerEndpoint(app, e.retryJob, ({ input, session }) => jobs.retry(session, input.id));
  registerEndpoint(app, e.listSchedules, ({ session }) => schedules.list(session));
  registerEndpoint(app, e.createSchedule, ({ input, session }) => schedules.create(session, input));
  registerEndpoint(app, e.updateSchedule, ({ input, session }) => schedules.update(session, input.id, input));
  registerEndpoint(app, e.deleteSchedule, ({ input, session }) => schedules.remove(session, input.id));
}
