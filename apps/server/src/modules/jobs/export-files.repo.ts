import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The workbooks export jobs write (export_file_chunks while a delivery writes, export_files once one finished).

const chunks = schema.exportFileChunks;
const files = schema.exportFiles;
const jobs = schema.backgroundJobs;
export type ExportFileRow = typeof files.$inferSelect;

export async function insertChunk(db: DbOrTx, row: { jobId: number; attempt: string; seq: number; bytes: Buffer }): Promise<void> {
  await db.insert(chunks).values(row);
}

/**
 * The delivery `attempt` finished the job's workbook: its pieces are the file, any other delivery's pieces go. Inside
 * the task's transaction, so exactly one delivery's file is kept.
 */
export async function keepFile(tx: DbOrTx, row: Omit<typeof files.$inferInsert, 'createdAt'>): Promise<void> {
  await tx.delete(chunks).where(and(eq(chunks.jobId, row.jobId), ne(chunks.attempt, row.attempt)));
  await tx.insert(files).values(row);
}

/** A job's pieces and file, gone (the job failed or was cancelled). */
export async function dropJobFiles(tx: DbOrTx, jobId: number): Promise<void> {
  await tx.delete(chunks).where(eq(chunks.jobId, jobId));
  await tx.delete(files).where(eq(files.jobId, jobId));
}

/** The finished file of an export job its creator may download, or undefined. */
export async function findOwnFile(db: DbOrTx, jobId: number, companyId: number, userId: number): Promise<ExportFileRow | undefined> {
  const [row] = await db
    .select({ file: files })
    .from(files)
    .innerJoin(jobs, eq(jobs.id, files.jobId))
    .where(and(eq(files.jobId, jobId), eq(jobs.companyId, companyId), eq(jobs.createdBy, userId)));
  return row?.file;
}

/** The files of these jobs (for answers listing jobs). */
export async function filesOf(db: DbOrTx, jobIds: readonly number[]): Promise<ExportFileRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(files).where(inArray(files.jobId, jobIds));
}

/** The file's pieces in order, one at a time (each about 1 MB), so a download holds one piece in memory. */
export async function* filePieces(db: DbOrTx, file: Pick<ExportFileRow, 'jobId' | 'attempt'>): AsyncGenerator<Buffer> {
  let after = -1;
  for (;;) {
    const [piece] = await db
      .select({ seq: chunks.seq, bytes: chunks.bytes })
      .from(chunks)
      .where(and(eq(chunks.jobId, file.jobId), eq(chunks.attempt, file.attempt), gt(chunks.seq, after)))
      .orderBy(asc(chunks.seq))
      .limit(1);
    if (!piece) return;
    yield piece.bytes;
    after = piece.seq;
  }
}

/** Removes the company's export files (and stray pieces) of jobs created before `before`. */
export async function dropExportsBefore(db: DbOrTx, companyId: number, before: Date): Promise<void> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.kind, 'export'), lt(jobs.createdAt, before)));
  await db.delete(chunks).where(inArray(chunks.jobId, old));
  await db.delete(files).where(inArray(files.jobId, old));
}

/** Whether the job is still queued or running (a cancelled export stops writing). */
export async function isLive(db: DbOrTx, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ live: sql<boolean>`${jobs.state} in ('queued', 'running')` })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row?.live === true;
}

/** The pieces one delivery wrote before it stopped (cancelled, or its stream failed). */
export async function dropAttempt(db: DbOrTx, jobId: number, attempt: string): Promise<void> {
  await db.delete(chunks).where(and(eq(chunks.jobId, jobId), eq(chunks.attempt, attempt)));
}
