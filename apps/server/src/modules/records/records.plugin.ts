import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { recordEndpoints } from '@pm/contracts';
import type { Db } from '@pm/db';
import { unauthorized } from '../../errors/app-error';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import type { Session } from '../../http/session';
import { ensureDictionaries, effectiveDictionaries } from './dictionaries.service';
import { RecordRegistry, type RecordBinding } from './record-binding';
import { registerUniqueIndexes } from './record-unique';
import { startExport, templateWorkbook } from './records.excel';
import { ImportJobs } from './import-jobs.service';
import type { ImportJobRunner } from './toolkit/import-jobs';
import { RecordsService } from './records.service';
import { IMPORT_MAX_BYTES, answerImport, uploadedWorkbook } from './toolkit/import-upload';

export { IMPORT_MAX_BYTES } from './toolkit/import-upload';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every record endpoint is auth 'session', so the caller is known here. */
function caller(session: Session | undefined): Session {
  if (!session) throw unauthorized();
  return session;
}

/**
 * The record engine: generic endpoints for every record type bound in `bindings` (the areas' lists,
 * gathered in features.ts); imports run as jobs of the shared import runner.
 */
export function recordsPlugin(db: Db, bindings: readonly RecordBinding[], runner: ImportJobRunner) {
  const registry = new RecordRegistry(bindings);
  for (const binding of registry.all()) registerUniqueIndexes(binding);
  return async (app: FastifyInstance) => {
    await ensureDictionaries(db);
    const service = new RecordsService(db, registry);
    await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } });
    const e = recordEndpoints;

    registerEndpoint(app, e.listDictionaries, async ({ session }) => effectiveDictionaries(db, caller(session).companyId));
    registerEndpoint(app, e.listRecords, async ({ input, session }) => {
      const { key, page, size, ...query } = input;
      return service.list(caller(session), key, query, page, size);
    });
    registerEndpoint(app, e.getRecord, async ({ input, session }) => service.get(caller(session), input.key, input.id));
    registerEndpoint(app, e.recordOptions, async ({ input, session }) => {
      const ids = (input.ids ?? '')
        .split(',')
        .map((s) => Number(s))
        .filter((n) => Number.isSafeInteger(n) && n > 0);
      return service.options(caller(session), input.key, input.q, ids, input.by && input.byValue ? { field: input.by, value: input.byValue } : undefined);
    });
    registerEndpoint(app, e.createRecord, async ({ input, session }) => {
      const { key, ...body } = input;
      return service.create(caller(session), key, body);
    });
    registerEndpoint(app, e.updateRecord, async ({ input, session }) => {
      const { key, id, ...body } = input;
      return service.update(caller(session), key, id, body);
    });
    registerEndpoint(app, e.deleteRecord, async ({ input, session }) => service.remove(caller(session), input.key, input.id));
    registerEndpoint(app, e.deleteRecords, async ({ input, session }) => service.removeMany(caller(session), input.key, input.ids));
    registerEndpoint(app, e.exportRecords, async ({ input, session, reply }) => {
      const { key, filters, ...purpose } = input;
      const { stream, fileName } = await startExport(db, registry, caller(session), key, purpose, filters ?? {});
      attachmentHeaders(reply, fileName, XLSX);
      await reply.send(stream);
      return null;
    });
    registerEndpoint(app, e.recordTemplate, async ({ input, session, reply }) => {
      const { buffer, fileName } = await templateWorkbook(registry, caller(session), input.key);
      attachmentHeaders(reply, fileName, XLSX);
      await reply.send(buffer);
      return null;
    });
    const imports = new ImportJobs(db, service, runner);
    registerEndpoint(app, e.importRecords, async ({ input, session, request, reply }) => {
      const who = caller(session);
      registry.bindingFor(input.key, who, 'write');
      const { buffer, fileName } = await uploadedWorkbook(request, 'import.xlsx');
      return answerImport(request, reply, await imports.start(who, input.key, fileName, buffer));
    });
    registerEndpoint(app, e.getImportJob, async ({ input, session }) => imports.get(caller(session), input.key, input.jobId));
  };
}
