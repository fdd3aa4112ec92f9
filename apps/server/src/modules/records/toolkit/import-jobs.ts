import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { ImportPhase, ImportStatus, type ImportResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError, badRequest, conflict, notFound } from '../../../errors/app-error';
import type { Session } from '../../../http/session';
import type { JobEngine, JobKind } from '../../../jobs/index';
import { IMPORT_FAILED, type SheetCount } from './excel-import';
import * as jobsRepo from './import-jobs.repo';
import type { ImportJobRow } from './import-jobs.repo';
import { importEnded, runImportTask, UNEXPECTED, type ImportWork } from './import-task';

/** jobs.kind of an Excel import. */
export const IMPORT = 'import';
/** A running row without a live job (an import from before the engine, or one never sent) is failed once it has not moved for this long. */
export const IMPORT_STALE_MS = 5 * 60_000;
/** Finished jobs are kept this long. */
const KEEP_MS = 30 * 24 * 3600_000;
/** How often a request waiting for its import's outcome reads the row. */
const WAIT_MS = 100;
const INTERRUPTED = '导入已中断（服务重启或连接断开），未写入任何数据，请重新导入';
/** Failures that are the system's, not the file's: a waiting request answers them 500. */
const SYSTEM_FAILURES = new Set([UNEXPECTED, INTERRUPTED]);

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

/** A failed row as the waiting request answers it: the file's errors (400), or the system's (500). */
function failure(row: ImportJobRow): AppError {
  const errors = jobResult(row).errors;
  const first = errors[0]?.message ?? UNEXPECTED;
  if (errors.length <= 1 && SYSTEM_FAILURES.has(first)) return new AppError(500, 'records.import_error', first);
  return badRequest('records.import_failed', IMPORT_FAILED, errors);
}

export interface NewImport {
  /** What is imported: a record key, or a hand-written area's key (`charging-readings`). */
  jobKey: string;
  fileName: string;
  /** The 后台作业 title: 导入楼盘资料 … */
  title: string;
  buffer: Buffer;
}

/**
 * Excel imports as jobs of the job engine (docs/decisions.md "Job engine: depreciation, terms and
 * imports"): the request stores the file and the import's row, and its job and task, in one
 * transaction; any instance's worker runs the area's work for the key (`handle`), writing progress
 * to the row, which any instance answers the web's polling from. A job is found only by its
 * company and key.
 */
export class ImportJobRunner {
  private readonly works: { owns: (jobKey: string) => boolean; work: ImportWork }[] = [];
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly engine: JobEngine,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** An area's import: the work for every job key `owns` answers true for. */
  handle(owns: (jobKey: string) => boolean, work: ImportWork): void {
    this.works.push({ owns, work });
  }

  /** The job kind, registered once on the engine (app.ts). */
  kind(): JobKind {
    return {
      kind: IMPORT,
      queue: 'import',
      // one transaction over a file of up to 20 MB; a task still active after 15 minutes lost its instance
      expireInSeconds: 900,
      retryLimit: 2,
      // a waiting request sees the retry: soon after a lost connection, not minutes
      retryDelaySeconds: 2,
      // a workbook is read whole into memory: one at a time per instance
      concurrency: 1,
      runTask: (run) =>
        runImportTask(
          {
            db: this.db,
            engine: this.engine,
            log: this.log,
            workFor: (key) => this.works.find((w) => w.owns(key))?.work,
          },
          run,
        ),
      onEnd: (tx, job, state) => importEnded(tx, job, state),
      onReopen: () => {
        // the file went with the end of the import
        throw conflict('records.import_reupload', '导入任务已结束，请重新上传文件导入');
      },
      describe: (error) => (error instanceof AppError ? error.message : UNEXPECTED),
    };
  }

  /**
   * Stores the file and starts the import. `outcome` waits for its end (any instance's worker may
   * run it): the finished row, or rejecting with the import's error so a waiting caller answers it.
   */
  async start(
    session: Pick<Session, 'companyId' | 'userId'>,
    input: NewImport,
  ): Promise<{ job: ImportResult; outcome: () => Promise<ImportResult> }> {
    await jobsRepo.dropFinishedBefore(this.db, session.companyId, new Date(Date.now() - KEEP_MS));
    const { row, jobId } = await this.db.transaction(async (tx) => {
      const row = await jobsRepo.createJob(tx, {
        companyId: session.companyId,
        recordKey: input.jobKey,
        fileName: input.fileName.slice(0, 255),
        createdBy: session.userId,
      });
      await jobsRepo.saveFile(tx, { importJobId: row.id, companyId: session.companyId, bytes: input.buffer });
      const job = await this.engine.create(tx, {
        companyId: session.companyId,
        kind: IMPORT,
        title: `${input.title}（${input.fileName}）`.slice(0, 200),
        createdBy: session.userId,
        params: { jobKey: input.jobKey, fileName: input.fileName },
        refId: row.id,
        tasks: [{}],
      });
      return { row, jobId: job.id };
    });
    await this.engine.dispatch(jobId);
    return { job: jobResult(row), outcome: () => this.outcome(session.companyId, input.jobKey, row.id) };
  }

  /** The caller's company's job of this key, or 404; a running row no live job works on any more is failed first. */
  async get(session: Pick<Session, 'companyId'>, jobKey: string, jobId: number): Promise<ImportResult> {
    const row = await jobsRepo.findJob(this.db, session.companyId, jobKey, jobId);
    if (!row) throw notFound('导入任务不存在', 'records.import_job_not_found');
    const before = new Date(Date.now() - IMPORT_STALE_MS);
    if (row.status !== 'running' || row.updatedAt >= before || (await this.engine.liveJob(IMPORT, row.id)))
      return jobResult(row);
    const failed = await this.db.transaction(async (tx) => {
      const ended = await jobsRepo.failIfStale(
        tx,
        row.id,
        before,
        [{ path: 'file', message: INTERRUPTED }],
        IMPORT_FAILED,
      );
      if (ended) await jobsRepo.dropFile(tx, row.id);
      return ended;
    });
    return jobResult(failed ?? (await jobsRepo.findJob(this.db, session.companyId, jobKey, jobId)) ?? row);
  }

  /** Stops the requests waiting here for an outcome (on shutdown); the imports go on in the engine. */
  close(): void {
    this.closing = true;
  }

  private async outcome(companyId: number, jobKey: string, id: number): Promise<ImportResult> {
    for (;;) {
      const row = await jobsRepo.findJob(this.db, companyId, jobKey, id);
      if (!row) throw notFound('导入任务不存在', 'records.import_job_not_found');
      if (row.status === 'done') return jobResult(row);
      if (row.status === 'failed') throw failure(row);
      if (this.closing)
        throw new AppError(503, 'records.import_pending', '服务正在重启，导入仍在后台进行，请稍后查看导入结果');
      await sleep(WAIT_MS);
    }
  }
}
