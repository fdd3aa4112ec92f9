import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { OpeningSource, openingEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { subjectTree } from '../accounting/index';
import { IMPORT_MAX_BYTES, answerImport, uploadedWorkbook } from '../records/index';
import { checkOpening, openingKey, OPENING_KEY_PREFIX } from './check-opening';
import { commitOpening } from './commit-opening';
import { discardOpening } from './discard-opening';
import { getOpening, listOpenings, withOpening } from './read-opening';
import { openingJobKind } from './opening.job';
import { openingTemplate } from './read-opening-sheets';
import { undoOpening } from './undo-opening';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 期初导入 (issue 28): template, check (an import job), preview, commit and undo (jobs of kind opening). */
export function openingPlugin({ db, jobs, imports }: Pick<AppDeps, 'db' | 'jobs' | 'imports'>) {
  return async (app: FastifyInstance) => {
    jobs.register(openingJobKind(jobs));
    imports.handle((key) => key.startsWith(OPENING_KEY_PREFIX), checkOpening);
    registerEndpoint(app, e.openingTemplate, async ({ reply }) => {
      const { buffer, fileName } = await openingTemplate();
      attachmentHeaders(reply, fileName, XLSX);
      await reply.send(buffer);
      return null;
    });
    await app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
      registerEndpoint(scope, e.checkOpening, async ({ session, request, reply }) => {
        const { buffer, fileName, fields } = await uploadedWorkbook(request, 'opening.xlsx');
        const source = OpeningSource.catch('template').parse(fields.source ?? (request.query as { source?: string } | undefined)?.source);
        const started = await imports.start(session, { jobKey: openingKey(source), fileName, title: '期初导入校验', buffer });
        return withOpening({ db }, session, await answerImport(request, reply, started));
      });
    });
    registerEndpoint(app, e.openingCheckJob, async ({ input, session }) => {
      const job = await imports.get(session, openingKey('template'), input.jobId).catch(() => imports.get(session, openingKey('hc'), input.jobId));
      return withOpening({ db }, session, job);
    });
    registerEndpoint(app, e.openingSubjects, async ({ session }) => {
      const tree = await subjectTree({ db }, session, { includeInactive: false });
      return { ...tree, subjects: tree.subjects.filter((s) => s.leaf && s.active) };
    });
    registerEndpoint(app, e.listOpenings, ({ session }) => listOpenings({ db }, session));
    registerEndpoint(app, e.getOpening, ({ input, session }) => getOpening({ db }, session, input.id));
    registerEndpoint(app, e.commitOpening, async ({ input, session }) => {
      await commitOpening({ db, jobs }, session, input);
      return getOpening({ db }, session, input.id);
    });
    registerEndpoint(app, e.undoOpening, async ({ input, session }) => {
      await undoOpening({ db, jobs }, session, input);
      return getOpening({ db }, session, input.id);
    });
    registerEndpoint(app, e.discardOpening, ({ input, session }) => discardOpening({ db }, session, input.id));
  };
}
