import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { readingEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest } from '../../errors/app-error';
import { attachmentHeaders } from '../../http/attachment-headers';
import { refuseBadText } from '../../http/edge-text';
import { registerEndpoint } from '../../http/register-endpoint';
import { IMPORT_FAILED, ImportJobRunner } from '../records/index';
import { importReadings, readingTemplate } from './readings.import';
import { READINGS_KEY, type Readings } from './readings';
import { XLSX } from './standards.routes';

/** Reading files up to 20 MB, as record imports. */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** 抄表录入 endpoints (contract readingEndpoints); the import in its own scope with the multipart parser. */
export async function readingRoutes(app: FastifyInstance, db: Db, readings: Readings) {
  registerEndpoint(app, e.readingSheet, ({ input, session }) => readings.sheet(session, input));
  registerEndpoint(app, e.saveReading, ({ input, session }) => readings.save(session, input));
  registerEndpoint(app, e.auditReadings, ({ input, session }) => readings.audit(session, input));
  registerEndpoint(app, e.exportReadings, async ({ input, session, reply }) => {
    const { usage, auditor, auditDate, ...query } = input;
    const { stream, fileName } = await readings.export(session, query, { usage, auditor, auditDate });
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, e.readingTemplate, async ({ reply }) => {
    const { buffer, fileName } = await readingTemplate();
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(buffer);
    return null;
  });
  const jobs = new ImportJobRunner(db, app.log);
  app.addHook('onClose', () => jobs.drain());
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    registerEndpoint(scope, e.importReadings, async ({ session, request, reply }) => {
      const missing = () => badRequest('records.import_failed', IMPORT_FAILED, [{ path: 'file', message: '请上传 Excel 文件' }]);
      if (!request.isMultipart()) throw missing();
      const file = await request.file();
      if (!file) throw missing();
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch {
        throw badRequest('records.import_failed', IMPORT_FAILED, [{ path: 'file', message: '文件超过20MB' }]);
      }
      refuseBadText('file', file.filename);
      const { job, done } = await jobs.start(session, READINGS_KEY, file.filename || 'readings.xlsx', (progress) => importReadings(db, session, buffer, progress));
      // RFC 7240: the web asks for the job at once and polls it; other callers get the outcome.
      if (/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
        void reply.code(202).header('preference-applied', 'respond-async');
        return job;
      }
      return done;
    });
  });
  registerEndpoint(app, e.readingImportJob, ({ input, session }) => jobs.get(session, READINGS_KEY, input.jobId));
}
