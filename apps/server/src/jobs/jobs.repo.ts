import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The only file that writes the job tables (background_jobs, background_tasks); schedules have schedules.repo.ts.

const j = schema.backgroundJobs;
const t = schema.backgroundTasks;

export type JobRow = typeof j.$inferSelect;
export type TaskRow = typeof t.$inferSelect;
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
/** States in which a job still has work to do. */
export const LIVE: JobState[] = ['queued', 'running'];

export async function insertJob(tx: DbOrTx, values: typeof j.$inferInsert): Promise<JobRow> {
  const [row] = await tx.insert(j).values(values).returning();
  return row!;
}

export async function insertTasks(tx: DbOrTx, rows: (typeof t.$inferInsert)[]): Promise<TaskRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(t).values(rows).returning();
}

export async function findJob(tx: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select().from(j).where(eq(j.id, id));
  return row;
}

export async function findTaskByBossId(tx: DbOrTx, bossId: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.bossId, bossId));
  return row;
}

export async function pendingTasks(tx: DbOrTx, jobId: number): Promise<TaskRow[]> {
  return tx.select().from(t).where(and(eq(t.jobId, jobId), eq(t.state, 'pending'))).orderBy(t.seq);
}

export async function hasTasks(tx: DbOrTx, jobId: number): Promise<boolean> {
  const [row] = await tx.select({ id: t.id }).from(t).where(eq(t.jobId, jobId)).limit(1);
  return row !== undefined;
}

/** The first task of a queued job started: the job runs from now. */
export async function markStarted(tx: DbOrTx, jobId: number): Promise<void> {
  await tx
    .update(j)
    .set({ state: 'running', startedAt: sql`coalesce(${j.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(j.id, jobId), eq(j.state, 'queued')));
}

/** Marks the task done; false when it was done already (a task delivered twice does its work once). */
export async function markTaskDone(tx: DbOrTx, taskId: number): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({ state: 'done', finishedAt: sql`now()` })
    .where(and(eq(t.id, taskId), eq(t.state, 'pending')))
    .returning({ id: t.id });
  return rows.length === 1;
}

/**
 * Locks a pending task (FOR UPDATE) in the caller's transaction; false once it is done. A delivery
 * waiting here behind another one's commit sees the task done when the lock comes.
 */
export async function lockPendingTask(tx: DbOrTx, taskId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, taskId), eq(t.state, 'pending')))
    .for('update');
  return rows.length === 1;
}

/** What the job produced (counts, a voucher …), written with the work that produced it. */
export async function setJobResult(tx: DbOrTx, jobId: number, result: unknown): Promise<void> {
  await tx.update(j).set({ result, updatedAt: sql`now()` }).where(eq(j.id, jobId));
}

/** Moves a live job's progress bar while a long task runs; it never goes back (late or repeated reports). */
export async function setJobProgress(tx: DbOrTx, jobId: number, total: number, done: number): Promise<void> {
  await tx
    .update(j)
    .set({ total, done: sql`greatest(${j.done}, ${done})`, updatedAt: sql`now()` })
    .where(and(eq(j.id, jobId), inArray(j.state, LIVE)));
}

/** The live job of a kind working on an area's row (an import), if any. */
export async function liveJobOf(tx: DbOrTx, kind: string, refId: number): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(j)
    .where(and(eq(j.kind, kind), eq(j.refId, refId), inArray(j.state, LIVE)))
    .limit(1);
  return row;
}

/** Adds to the job's progress; false when the job is no longer live (cancelled or failed meanwhile). */
export async function addJobProgress(tx: DbOrTx, jobId: number, done: number): Promise<boolean> {
  const rows = await tx
    .update(j)
    .set({ done: sql`${j.done} + ${done}`, state: 'running', startedAt: sql`coalesce(${j.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(j.id, jobId), inArray(j.state, LIVE)))
    .returning({ id: j.id });
  return rows.length === 1;
}

export async function setJobTotal(tx: DbOrTx, jobId: number, total: number): Promise<void> {
  await tx.update(j).set({ total, updatedAt: sql`now()` }).where(eq(j.id, jobId));
}

/** Ends a live job; false when it had ended already (another instance ended it first). */
export async function endJob(tx: DbOrTx, jobId: number, state: 'done' | 'failed' | 'cancelled', error: string | null, result?: unknown): Promise<boolean> {
  const rows = await tx
    .update(j)
    .set({ state, error, finishedAt: sql`now()`, updatedAt: sql`now()`, ...(result === undefined ? {} : { result }) })
    .where(and(eq(j.id, jobId), inArray(j.state, LIVE)))
    .returning({ id: j.id });
  return rows.length === 1;
}

/** A live job none of whose tasks is pending: done, unless it ended meanwhile. */
export async function endIfComplete(tx: DbOrTx, jobId: number): Promise<boolean> {
  const rows = await tx
    .update(j)
    .set({ state: 'done', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(j.id, jobId),
        inArray(j.state, LIVE),
        sql`not exists (select 1 from ${t} where ${t.jobId} = ${jobId} and ${t.state} = 'pending')`,
      ),
    )
    .returning({ id: j.id });
  return rows.length === 1;
}

/** A failed or cancelled job starts again: its pending tasks get new queue ids. */
export async function reopenJob(tx: DbOrTx, jobId: number): Promise<TaskRow[]> {
  const rows = await tx
    .update(j)
    .set({ state: 'queued', error: null, finishedAt: null, retries: sql`${j.retries} + 1`, updatedAt: sql`now()` })
    .where(and(eq(j.id, jobId), inArray(j.state, ['failed', 'cancelled'])))
    .returning({ id: j.id });
  if (rows.length === 0) return [];
  return tx
    .update(t)
    .set({ bossId: sql`gen_random_uuid()` })
    .where(and(eq(t.jobId, jobId), eq(t.state, 'pending')))
    .returning();
}

/**
 * Pending tasks of live jobs, older than `seconds`, that the queue does not hold (the process
 * that wrote them died before sending them, or the queue archived them): they are sent again
 * under the same id. Reads pg-boss's own table: its `id` column is the id we chose.
 */
export async function unsentTasks(tx: DbOrTx, bossSchema: string, seconds: number): Promise<TaskRow[]> {
  const rows = await tx.execute<{ id: number }>(sql`
    select t.id from background_tasks t join background_jobs j on j.id = t.job_id
    where t.state = 'pending' and j.state in ('queued', 'running')
      and t.created_at < now() - make_interval(secs => ${seconds})
      and not exists (select 1 from ${sql.identifier(bossSchema)}.job b where b.id = t.boss_id)
    limit 1000`);
  const ids = [...rows].map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return tx.select().from(t).where(inArray(t.id, ids));
}

/** Live jobs with no pending task left (the process that did the last one died before ending the job). */
export async function completeButLive(tx: DbOrTx): Promise<number[]> {
  const rows = await tx.execute<{ id: number }>(sql`
    select j.id from background_jobs j where j.state in ('queued', 'running')
      and exists (select 1 from background_tasks t where t.job_id = j.id)
      and not exists (select 1 from background_tasks t where t.job_id = j.id and t.state = 'pending')
    limit 1000`);
  return [...rows].map((row) => Number(row.id));
}

/**
 * Live jobs with a pending task the queue has given up on (state failed: every retry used, the
 * last one by timeout, so no handler was there to say why).
 */
export async function jobsWithDeadTasks(tx: DbOrTx, bossSchema: string): Promise<{ jobId: number; output: unknown }[]> {
  const rows = await tx.execute<{ jobId: number; output: unknown }>(sql`
    select distinct on (t.job_id) t.job_id as "jobId", b.output
    from background_tasks t join background_jobs j on j.id = t.job_id
    join ${sql.identifier(bossSchema)}.job b on b.id = t.boss_id
    where t.state = 'pending' and j.state in ('queued', 'running') and b.state = 'failed'
    limit 1000`);
  return [...rows].map((row) => ({ jobId: Number(row.jobId), output: row.output }));
}
