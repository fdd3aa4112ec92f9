import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { exportEndpoints as x, jobEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Exports } from './exports.service';
import type { Jobs } from './jobs.service';
import type { Schedules } from './schedules.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerJobRoutes(app: FastifyInstance, jobs: Jobs, schedules: Schedules, exports: Exports): void {
  registerEndpoint(app, e.listJobs, ({ input, session }) => jobs.page(session, input));
  registerEndpoint(app, e.getJob, ({ input, session }) => jobs.get(session, input.id));
  registerEndpoint(app, e.cancelJob, ({ input, session }) => jobs.cancel(session, input.id));
  registerEndpoint(app, e.retryJob, ({ input, session }) => jobs.retry(session, input.id));
  registerEndpoint(app, e.listSchedules, ({ session }) => schedules.list(session));
  registerEndpoint(app, e.createSchedule, ({ input, session }) => schedules.create(session, input));
  registerEndpoint(app, e.updateSchedule, ({ input, session }) => schedules.update(session, input.id, input));
  registerEndpoint(app, e.deleteSchedule, ({ input, session }) => schedules.remove(session, input.id));
  registerEndpoint(app, x.getExport, ({ input, session }) => exports.get(session, input.id));
  registerEndpoint(app, x.cancelExport, ({ input, session }) => exports.cancel(session, input.id));
  registerEndpoint(app, x.exportFile, async ({ input, session, reply }) => {
    const file = await exports.file(session, input.id);
    attachmentHeaders(reply, file.name, XLSX);
    void reply.header('content-length', file.bytes);
    await reply.send(Readable.from(file.pieces));
    return null;
  });
}
