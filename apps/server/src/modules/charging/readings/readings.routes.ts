import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { readingEndpoints as e } from '@pm/contracts';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import { IMPORT_MAX_BYTES, answerImport, uploadedWorkbook, type ImportJobRunner } from '../../records/index';
import { importReadings, readingTemplate } from './import-readings';
import { READINGS_KEY, type Readings } from './keep-readings';
import { XLSX } from '../standards/standards.routes';


/** 抄表录入 endpoints (contract readingEndpoints); the import (a job of the import runner) in its own scope with the multipart parser. */
export async function readingRoutes(app: FastifyInstance, readings: Readings, jobs: ImportJobRunner) {
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
  jobs.handle((key) => key === READINGS_KEY, importReadings);
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    registerEndpoint(scope, e.importReadings, async ({ session, request, reply }) => {
      const { buffer, fileName } = await uploadedWorkbook(request, 'readings.xlsx');
      return answerImport(request, reply, await jobs.start(session, { jobKey: READINGS_KEY, fileName, title: '抄表读数导入', buffer }));
    });
  });
  registerEndpoint(app, e.readingImportJob, ({ input, session }) => jobs.get(session, READINGS_KEY, input.jobId));
}
