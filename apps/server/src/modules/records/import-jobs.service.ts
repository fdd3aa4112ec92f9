import type { FastifyBaseLogger } from 'fastify';
import type { ImportResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { importWorkbook } from './records.import';
import { bindingFor, type RecordsService } from './records.service';
import { ImportJobRunner } from './toolkit/import-jobs';

export { IMPORT_STALE_MS, jobResult } from './toolkit/import-jobs';

/** The engine's Excel imports: the toolkit's job runner, keyed by record key, after the binding's checks. */
export class ImportJobs {
  private readonly jobs: ImportJobRunner;

  constructor(
    private readonly db: Db,
    private readonly service: RecordsService,
    log: FastifyBaseLogger,
  ) {
    this.jobs = new ImportJobRunner(db, log);
  }

  /** Creates the job and starts it (see ImportJobRunner.start). */
  async start(
    session: Session,
    key: string,
    fileName: string,
    buffer: Buffer,
  ): Promise<{ job: ImportResult; done: Promise<ImportResult> }> {
    if (!bindingFor(key, session, 'write').def.importable)
      throw badRequest('records.not_importable', '该记录不支持导入');
    return this.jobs.start(session, key, fileName, (progress) =>
      importWorkbook(this.db, this.service, session, key, buffer, progress),
    );
  }

  /** The caller's company's job of this record key, or 404. */
  async get(session: Session, key: string, jobId: number): Promise<ImportResult> {
    bindingFor(key, session, 'write');
    return this.jobs.get(session, key, jobId);
  }

  /** Waits for the jobs of this instance (on shutdown). */
  async drain(): Promise<void> {
    await this.jobs.drain();
  }
}
