import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { readingEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { IMPORT_MAX_BYTES, ImportJobRunner, answerImport, uploadedWorkbook } from '../records/index';
import { importReadings, readingTemplate } from './readings.import';
import { READINGS_KEY, type Readings } from './readings';
import { XLSX } from './standards.routes';


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
      const { buffer, fileName } = await uploadedWorkbook(request, 'readings.xlsx');
      return answerImport(request, reply, await jobs.start(session, READINGS_KEY, fileName, (progress) => importReadings(db, session, buffer, progress)));
    });
  });
  registerEndpoint(app, e.readingImportJob, ({ input, session }) => jobs.get(session, READINGS_KEY, input.jobId));
}
