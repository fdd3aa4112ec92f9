import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ImportPhase, ImportStatus, type ImportPhase as Phase, type ImportResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, notFound } from '../../../errors/app-error';
import type { Session } from '../../../http/session';
import { IMPORT_FAILED, type ImportProgress, type ImportSummary, type SheetCount } from './excel-import';
import * as jobsRepo from './import-jobs.repo';
import type { ImportJobRow } from './import-jobs.repo';

/** A running job whose row has not moved for this long lost its instance (progress is written at least every 5 s). */
export const IMPORT_STALE_MS = 5 * 60_000;
const HEARTBEAT_MS = 5_000;
/** Finished jobs are kept this long. */
const KEEP_MS = 30 * 24 * 3600_000;
const INTERRUPTED = '导入已中断（服务重启或连接断开），未写入任何数据，请重新导入';
const UNEXPECTED = '导入时出错，未写入任何数据，请稍后重试';

/** The job row as the API answers it (the contract's `ImportResult`, which the web's import dialog polls). */
export function jobResult(row: ImportJobRow): ImportResult {
  const sheets = Array.isArray(row.sheets) ? (row.sheets as SheetCount[]) : [];
  return {
    jobId: row.id,
    status: ImportStatus.parse(row.status),
    phase: ImportPhase.parse(row.phase),
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    imported: row.status === 'done' ? row.created + row.updated + row.unchanged : 0,
    sheets,
    message: row.message,
    errors: Array.isArray(row.errors) ? (row.errors as { path: string; message: string }[]) : [],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * Progress written to the job row: at each phase change, every ~2% of the rows, and at least every
 * 5 s as a heartbeat; in between the caller just yields to the event loop so the instance keeps serving.
 */
function jobProgress(db: Db, id: number, log: FastifyBaseLogger): ImportProgress {
  let last = { phase: '' as Phase | '', processed: -1, at: 0 };
  const due = (phase: Phase, total: number, processed: number) =>
    phase !== last.phase ||
    processed - last.processed >= Math.max(100, Math.ceil(total / 50)) ||
    processed === total ||
    Date.now() - last.at > HEARTBEAT_MS;
  return {
    async report(phase, total, processed, sheets) {
      if (!due(phase, total, processed) && sheets === undefined) {
        await nextTurn();
        return;
      }
      last = { phase, processed, at: Date.now() };
      await jobsRepo.saveProgress(db, id, { phase, total, processed, ...(sheets ? { sheets } : {}) });
    },
    reportDetached(phase, total, processed) {
      if (!due(phase, total, processed)) return;
      last = { phase, processed, at: Date.now() };
      jobsRepo
        .saveProgress(db, id, { phase, total, processed })
        .catch((error: unknown) => log.warn({ err: error, jobId: id }, 'import progress not saved'));
    },
  };
}

/** The work of one import: reads, checks and writes the file, reporting to `progress`; its summary. */
export type ImportWork = (progress: ImportProgress) => Promise<ImportSummary>;

/**
 * Excel imports as jobs. The instance that receives the file runs it and writes its state to
 * `import_jobs`; any instance answers the polling from that row. A job whose instance stops is
 * rolled back by PostgreSQL (one transaction) and reported failed once its heartbeat is stale.
 * `jobKey` names what is imported (a record key, or a hand-written area's `charging-readings`);
 * a job is found only by its company and key.
 */
export class ImportJobRunner {
  private readonly running = new Map<number, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Creates the job and starts `work`. `done` settles when it ends: with the finished row, or
   * rejecting with the import's error (an AppError with the row errors) so a waiting caller can answer it.
   */
  async start(
    session: Pick<Session, 'companyId' | 'userId'>,
    jobKey: string,
    fileName: string,
    work: ImportWork,
  ): Promise<{ job: ImportResult; done: Promise<ImportResult> }> {
    await jobsRepo.dropFinishedBefore(this.db, session.companyId, new Date(Date.now() - KEEP_MS));
    const row = await jobsRepo.createJob(this.db, {
      companyId: session.companyId,
      recordKey: jobKey,
      fileName: fileName.slice(0, 255),
      createdBy: session.userId,
    });
    const done = this.run(row.id, jobKey, work);
    const tracked = done.catch(() => undefined).finally(() => this.running.delete(row.id));
    this.running.set(row.id, tracked);
    return { job: jobResult(row), done };
  }

  private async run(id: number, jobKey: string, work: ImportWork): Promise<ImportResult> {
    try {
      const summary = await work(jobProgress(this.db, id, this.log));
      const row = await jobsRepo.finishJob(this.db, id, { status: 'done', ...summary });
      if (!row) throw new Error(`import job ${id} was no longer running`);
      return jobResult(row);
    } catch (error) {
      const errors =
        error instanceof AppError
          ? (error.details ?? [{ path: 'file', message: error.message }])
          : [{ path: 'file', message: UNEXPECTED }];
      if (!(error instanceof AppError))
        this.log.error({ err: error, jobId: id, recordKey: jobKey }, 'import job failed');
      await jobsRepo
        .finishJob(this.db, id, { status: 'failed', errors, message: IMPORT_FAILED })
        .catch((e: unknown) => this.log.error({ err: e, jobId: id }, 'import job state not saved'));
      throw error;
    }
  }

  /** The caller's company's job of this key, or 404; a running job of a stopped instance is failed first. */
  async get(session: Pick<Session, 'companyId'>, jobKey: string, jobId: number): Promise<ImportResult> {
    const row = await jobsRepo.findJob(this.db, session.companyId, jobKey, jobId);
    if (!row) throw notFound('导入任务不存在', 'records.import_job_not_found');
    if (
      row.status === 'running' &&
      !this.running.has(row.id) &&
      row.updatedAt.getTime() < Date.now() - IMPORT_STALE_MS
    ) {
      const failed = await jobsRepo.failIfStale(
        this.db,
        row.id,
        new Date(Date.now() - IMPORT_STALE_MS),
        [{ path: 'file', message: INTERRUPTED }],
        IMPORT_FAILED,
      );
      return jobResult(failed ?? (await jobsRepo.findJob(this.db, session.companyId, jobKey, jobId)) ?? row);
    }
    return jobResult(row);
  }

  /** Waits for the jobs of this instance (on shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.running.values());
  }
}
