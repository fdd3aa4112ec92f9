import type { DbOrTx } from '@pm/db';
import type { JobRow, TaskRow } from './jobs.repo';

/** One delivery of a task to a worker. */
export interface TaskRun {
  job: JobRow;
  task: TaskRow;
  /** 0 for the first delivery, then 1, 2 … (a retry after an error or a crash). */
  retryCount: number;
  /** No delivery comes after this one: an error now fails the job. */
  lastAttempt: boolean;
}

/**
 * A kind of job and how its tasks are done. `runTask` does one task; the work that counts must be
 * written through `JobEngine.inTask`, so it commits together with the task's done mark and the
 * job's progress (exactly once, whatever the deliveries).
 */
export interface JobKind {
  /** jobs.kind (bill_run …). */
  kind: string;
  /** The pg-boss queue of its tasks. */
  queue: string;
  /** A task running longer is taken as lost (its instance died) and delivered again. */
  expireInSeconds: number;
  /** Deliveries after the first one; the last failing one fails the job. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Tasks of this kind one instance works on at once. */
  concurrency: number;
  runTask(run: TaskRun): Promise<void>;
  /** Called inside the transaction that ends the job (done, failed or cancelled). */
  onEnd?(tx: DbOrTx, job: JobRow, state: 'done' | 'failed' | 'cancelled', error: string | null): Promise<void>;
  /** Called inside the transaction that starts a failed or cancelled job again. */
  onReopen?(tx: DbOrTx, job: JobRow): Promise<void>;
  /** The Chinese reason shown for an error a task threw. */
  describe?(error: unknown): string;
}
