import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ImportPhase } from '@pm/contracts';
import { IMPORT_PHASES } from '@pm/domain';
import { schema, type DbOrTx } from '@pm/db';

/** The one job table of every Excel import (record engine and hand-written areas); `recordKey` names what is imported. */
const jobs = schema.importJobs;
/** The uploaded file of a running import (import_files). */
const files = schema.importFiles;
export type ImportJobRow = typeof jobs.$inferSelect;

export async function createJob(
  db: DbOrTx,
  values: { companyId: number; recordKey: string; fileName: string; createdBy: number },
): Promise<ImportJobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('import job not created');
  return row;
}

/** The job of this company and record key, or undefined (another company's job is not found). */
export async function findJob(
  db: DbOrTx,
  companyId: number,
  recordKey: string,
  id: number,
): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId), eq(jobs.recordKey, recordKey)))
    .limit(1);
  return row;
}

/** The job of the import task (the background job's company and ref), whatever its key. */
export async function findTaskJob(db: DbOrTx, companyId: number, id: number): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, companyId)))
    .limit(1);
  return row;
}

/** A delivery of the task starts the import again from the file: its progress too. */
export async function restartProgress(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ phase: 'read', total: 0, processed: 0, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

export async function saveFile(db: DbOrTx, values: { importJobId: number; companyId: number; bytes: Buffer }): Promise<void> {
  await db.insert(files).values(values);
}

export async function fileOf(db: DbOrTx, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: files.bytes }).from(files).where(eq(files.importJobId, id));
  return row?.bytes;
}

/** The file goes with the import's end (done, failed or cancelled), in the same transaction. */
export async function dropFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(files).where(eq(files.importJobId, id));
}

/**
 * Progress of a running job. `processed` never goes back within a phase and a finished job is left
 * alone, so writes that arrive late or out of order (they are not awaited during the write
 * transaction) cannot undo a newer state.
 */
export async function saveProgress(
  db: DbOrTx,
  id: number,
  p: { phase: ImportPhase; total: number; processed: number; sheets?: unknown },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      phase: p.phase,
      total: p.total,
      processed: sql`case when ${jobs.phase} = ${p.phase} then greatest(${jobs.processed}, ${p.processed}) else ${p.processed} end`,
      ...(p.sheets === undefined ? {} : { sheets: p.sheets }),
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), inArray(jobs.phase, phasesUpTo(p.phase))));
}

/** The phases a job may be in before moving to `phase` (never backwards; IMPORT_PHASES is in order). */
function phasesUpTo(phase: ImportPhase): ImportPhase[] {
  return IMPORT_PHASES.slice(0, IMPORT_PHASES.indexOf(phase) + 1);
}

/** Ends a running job: done with its counts, or failed with its row errors (counts stay 0). */
export async function finishJob(
  db: DbOrTx,
  id: number,
  outcome:
    | { status: 'done'; total: number; created: number; updated: number; unchanged: number; sheets: unknown }
    | { status: 'failed'; errors: { path: string; message: string }[]; message: string },
): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      ...outcome,
      // A failed job keeps the phase it failed in.
      ...(outcome.status === 'done' ? { phase: 'done', processed: outcome.total } : {}),
      updatedAt: new Date(),
      finishedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning();
  return row;
}

/** Marks a running job without a heartbeat since `before` as failed (its instance stopped); the row as it is now. */
export async function failIfStale(
  db: DbOrTx,
  id: number,
  before: Date,
  errors: { path: string; message: string }[],
  message: string,
): Promise<ImportJobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'failed', errors, message, finishedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), lt(jobs.updatedAt, before)))
    .returning();
  return row;
}

/** Finished jobs of the company older than `before` (kept a while for the record, then dropped). */
export async function dropFinishedBefore(db: DbOrTx, companyId: number, before: Date): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.companyId, companyId), isNotNull(jobs.finishedAt), lt(jobs.finishedAt, before)));
}
