import { AppError } from '../../errors/app-error';
import type { JobEngine, JobKind, TaskRun } from '../../jobs/index';
import { OPENING_JOB, openingJobEnded, runCommit, type OpeningTask } from './commit-opening';
import { runUndo } from './undo-opening';

/** The job kind of 确认导入 and 撤销: one task, one transaction; a refusal of the books or the ledger ends it without retry. */
export function openingJobKind(jobs: JobEngine): JobKind {
  const run = async (task: TaskRun) => {
    const { action } = task.task.data as OpeningTask;
    try {
      await (action === 'undo' ? runUndo(jobs, task) : runCommit(jobs, task));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await jobs.refuse(task, error.message);
    }
  };
  return {
    kind: OPENING_JOB,
    queue: 'opening',
    // one transaction over up to a few hundred thousand rows; still active after 15 minutes means its instance died
    expireInSeconds: 900,
    retryLimit: 2,
    retryDelaySeconds: 5,
    concurrency: 1,
    runTask: run,
    onEnd: (tx, job, state, error) => openingJobEnded(tx, job, state, error),
  };
}
