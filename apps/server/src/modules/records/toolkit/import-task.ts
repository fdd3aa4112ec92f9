import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportPhase as Phase } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { AppError } from '../../../errors/app-error';
import type { Session } from '../../../http/session';
import type { JobEngine, TaskRun } from '../../../jobs/index';
import { creatorSession } from '../../../jobs/job-creator';
import type { JobRow } from '../../../jobs/jobs.repo';
import { IMPORT_FAILED, type ImportProgress, type ImportSummary } from './excel-import';
import * as jobsRepo from './import-jobs.repo';

// One import as a task of the job engine (kind `import`): any instance's worker reads the file from
// the database, checks it and writes it. The import's writes, its import_jobs row's end and the
// task's done mark are one transaction, so a task delivered twice imports once; a refusal (a bad
// row) ends the job without retries; anything else is retried, and its last failure ends the row.

const HEARTBEAT_MS = 5_000;
export const UNEXPECTED = '导入时出错，未写入任何数据，请稍后重试';
export const CANCELLED = '导入已取消，未写入任何数据';
export const FILE_GONE = '导入文件已清除，请重新上传导入';

/** The import's last transaction: the area's writes (answering the summary), then the job's end in the same one; called once at most. */
export type ImportWrite = (work: (tx: DbOrTx) => Promise<ImportSummary>) => Promise<ImportSummary>;

/** What an area's import is given: who imports (the job's creator), the file, where to report and how to write. */
export interface ImportContext {
  session: Session;
  jobKey: string;
  /** The import_jobs row of this import (what the web polls). */
  importId: number;
  buffer: Buffer;
  progress: ImportProgress;
  write: ImportWrite;
}

/** The work of one import of an area: reads, checks and writes the file; its summary. */
export type ImportWork = (ctx: ImportContext) => Promise<ImportSummary>;

/** Outside a job (a use case importing directly): the last transaction is just a transaction. */
export const directWrite =
  (db: Db): ImportWrite =>
  (work) =>
    db.transaction(work);

export interface ImportTaskDeps {
  db: Db;
  engine: JobEngine;
  log: FastifyBaseLogger;
  workFor(jobKey: string): ImportWork | undefined;
}

/** The job's result: the counts, and the line 后台作业 shows. */
const resultOf = (s: ImportSummary) => ({
  ...s,
  summary: `导入${s.total}行：新增${s.created}行，更新${s.updated}行${s.unchanged > 0 ? `，${s.unchanged}行无变化` : ''}`,
});

export async function runImportTask(deps: ImportTaskDeps, run: TaskRun): Promise<void> {
  const { db, engine } = deps;
  const id = run.job.refId ?? 0;
  const row = await jobsRepo.findTaskJob(db, run.job.companyId, id);
  // Ended before this delivery (cancelled, or finished by a delivery whose acknowledgement was lost).
  if (row?.status !== 'running') return;
  const refused = (errors: { path: string; message: string }[]) =>
    engine.refuse(run, `${IMPORT_FAILED}${errors[0]?.message ?? ''}`, async (tx) => {
      await jobsRepo.finishJob(tx, id, { status: 'failed', errors, message: IMPORT_FAILED });
      await jobsRepo.dropFile(tx, id);
    });
  const buffer = await jobsRepo.fileOf(db, id);
  if (!buffer) {
    await refused([{ path: 'file', message: FILE_GONE }]);
    return;
  }
  const work = deps.workFor(row.recordKey);
  if (!work) throw new Error(`no import work for ${row.recordKey}`);
  await jobsRepo.restartProgress(db, id);
  try {
    const session = await creatorSession(db, run.job);
    let wrote = false;
    const write: ImportWrite = (w) => {
      wrote = true;
      return taskWrite(engine, run, id)(w);
    };
    const summary = await work({
      session,
      jobKey: row.recordKey,
      importId: id,
      buffer,
      progress: taskProgress(deps, run.job, id),
      write,
    });
    // An import that wrote nothing of its own still ends its row and its task in one transaction.
    if (!wrote) await taskWrite(engine, run, id)(async () => summary);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await refused(error.details ?? [{ path: 'file', message: error.message }]);
  }
}

/** The writes, the row's end, the file's removal, the job's result and the task's done mark: one transaction. */
function taskWrite(engine: JobEngine, run: TaskRun, id: number): ImportWrite {
  return async (work) => {
    let summary: ImportSummary | undefined;
    await engine.inTask(run, async (tx) => {
      summary = await work(tx);
      await jobsRepo.finishJob(tx, id, { status: 'done', ...summary });
      await jobsRepo.dropFile(tx, id);
      await engine.setResult(tx, run.job.id, resultOf(summary));
      await engine.progress(run.job.id, summary.total, summary.total, tx);
      return 0;
    });
    return summary!;
  };
}

/** The end of a job that did not finish its import (failed on its last try, dead, cancelled): the row says so. */
export async function importEnded(tx: DbOrTx, job: JobRow, state: 'done' | 'failed' | 'cancelled'): Promise<void> {
  if (state === 'done' || job.refId === null) return;
  // A refusal wrote its row errors already (finishJob touches a running row only).
  await jobsRepo.finishJob(tx, job.refId, {
    status: 'failed',
    errors: [{ path: 'file', message: state === 'cancelled' ? CANCELLED : UNEXPECTED }],
    message: IMPORT_FAILED,
  });
  await jobsRepo.dropFile(tx, job.refId);
}

/**
 * Progress written to the import row (the web polls it) and to the job's bar: at each phase
 * change, every ~2% of the rows, and at least every 5 s as a heartbeat; in between the caller just
 * yields to the event loop so the instance keeps serving. The bar is half checking, half writing.
 */
function taskProgress(deps: ImportTaskDeps, job: JobRow, id: number): ImportProgress {
  let last = { phase: '' as Phase | '', processed: -1, at: 0 };
  let rows = 0;
  const due = (phase: Phase, total: number, processed: number) =>
    phase !== last.phase ||
    processed - last.processed >= Math.max(100, Math.ceil(total / 50)) ||
    processed === total ||
    Date.now() - last.at > HEARTBEAT_MS;
  const bar = (phase: Phase, total: number, processed: number) => {
    if (phase === 'validate') rows = total;
    const half = Math.floor(rows / 2);
    if (phase === 'validate') return Math.floor(processed / 2);
    if (phase === 'write') return half + (total === 0 ? 0 : Math.floor(((rows - half) * processed) / total));
    return 0;
  };
  const save = async (phase: Phase, total: number, processed: number, sheets?: unknown) => {
    last = { phase, processed, at: Date.now() };
    const done = bar(phase, total, processed);
    await jobsRepo.saveProgress(deps.db, id, { phase, total, processed, ...(sheets ? { sheets } : {}) });
    await deps.engine.progress(job.id, rows, done);
  };
  return {
    async report(phase, total, processed, sheets) {
      if (!due(phase, total, processed) && sheets === undefined) {
        await nextTurn();
        return;
      }
      await save(phase, total, processed, sheets);
    },
    reportDetached(phase, total, processed) {
      if (!due(phase, total, processed)) return;
      save(phase, total, processed).catch((error: unknown) =>
        deps.log.warn({ err: error, jobId: id }, 'import progress not saved'),
      );
    },
  };
}
