import type { ExportJob } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import type { JobEngine } from '../../jobs/job-engine';
import { EXPORT } from './export-jobs';
import * as files from './export-files.repo';
import { jobErrors } from './jobs.errors';
import { jobAnswer } from './jobs.service';
import * as repo from './jobs.list.repo';

/** An export job is its creator's alone: they follow it, cancel it and download its file (nobody else sees it here). */
export class Exports {
  constructor(
    private readonly db: Db,
    private readonly engine: JobEngine,
  ) {}

  async get(session: Session, id: number): Promise<ExportJob> {
    const row = await this.own(session, id);
    const file = await files.findOwnFile(this.db, id, session.companyId, session.userId);
    return { ...jobAnswer(row), file: file ? { name: file.name, bytes: file.bytes, rows: file.rows } : null };
  }

  async cancel(session: Session, id: number): Promise<ExportJob> {
    const row = await this.own(session, id);
    if (!(await this.engine.cancel(row.job))) throw jobErrors.notCancellable();
    return this.get(session, id);
  }

  /** The finished file and its pieces in order; 404 before it is done, or for anyone but its creator. */
  async file(session: Session, id: number) {
    await this.own(session, id);
    const file = await files.findOwnFile(this.db, id, session.companyId, session.userId);
    if (!file) throw jobErrors.exportFileNotFound();
    return { name: file.name, bytes: file.bytes, pieces: files.filePieces(this.db, file) };
  }

  private async own(session: Session, id: number) {
    const row = await repo.findJobRow(this.db, session.companyId, id);
    if (!row || row.job.kind !== EXPORT || row.job.createdBy !== session.userId) throw jobErrors.exportNotFound();
    return row;
  }
}
