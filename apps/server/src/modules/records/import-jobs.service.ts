import type { ImportResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { importWorkbook } from './records.import';
import type { RecordsService } from './records.service';
import type { ImportJobRunner } from './toolkit/import-jobs';

export { IMPORT_STALE_MS, jobResult } from './toolkit/import-jobs';

/**
 * The engine's Excel imports on the shared import runner (jobs of kind `import`): the binding's
 * checks at the request, the work for every record key when a worker runs the task.
 */
export class ImportJobs {
  constructor(
    db: Db,
    private readonly service: RecordsService,
    private readonly jobs: ImportJobRunner,
  ) {
    jobs.handle(
      (key) => service.registry.find(key) !== undefined,
      (ctx) => importWorkbook(db, service, ctx),
    );
  }

  /** Stores the file and starts the job (see ImportJobRunner.start). */
  async start(
    session: Session,
    key: string,
    fileName: string,
    buffer: Buffer,
  ): Promise<{ job: ImportResult; outcome: () => Promise<ImportResult> }> {
    const def = this.service.registry.bindingFor(key, session, 'write').def;
    if (!def.importable) throw badRequest('records.not_importable', '该记录不支持导入');
    return this.jobs.start(session, { jobKey: key, fileName, title: `导入${def.title.cn}`, buffer });
  }

  /** The caller's company's job of this record key, or 404. */
  async get(session: Session, key: string, jobId: number): Promise<ImportResult> {
    this.service.registry.bindingFor(key, session, 'write');
    return this.jobs.get(session, key, jobId);
  }
}
