import Fastify from 'fastify';
import type { Database, Db } from '@pm/db';
import { testConfig } from '../src/config';
import { createJobs, type JobEngine, type Scheduler, type TaskRun } from '../src/jobs/index';
import * as jobsRepo from '../src/jobs/jobs.repo';

export interface JobInstance {
  engine: JobEngine;
  scheduler: Scheduler;
  /** Stops its scheduler and its workers (graceful, as on SIGTERM). */
  close(): Promise<void>;
}

/**
 * The job machinery of one server instance (engine and scheduler, as app.ts makes them) on a test
 * database, without its HTTP side: `wire` registers the kinds as the feature plugins do. The
 * scheduler's own loop is slow (5 min), so a test drives it with `tick(at)`; the workers run for
 * real unless `start` is false (then nothing is sent to the queue and a test delivers by hand).
 */
export async function jobInstance(
  database: Database,
  wire: (jobs: { engine: JobEngine; scheduler: Scheduler }) => Promise<void> | void,
  options: { start?: boolean } = {},
): Promise<JobInstance> {
  const app = Fastify({ logger: false });
  const jobs = createJobs(app, testConfig({ jobTickSeconds: 300 }), database, () => new Date());
  await wire({ engine: jobs.engine, scheduler: jobs.scheduler });
  if (options.start !== false) await jobs.start();
  return { engine: jobs.engine, scheduler: jobs.scheduler, close: () => app.close() };
}

/** The job once it has ended (done, failed or cancelled); throws after `ms`. */
export async function endedJob(db: Db, jobId: number, ms = 60_000): Promise<jobsRepo.JobRow> {
  const until = Date.now() + ms;
  for (;;) {
    const job = await jobsRepo.findJob(db, jobId);
    if (job && !jobsRepo.LIVE.includes(job.state as jobsRepo.JobState)) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job?.state ?? 'missing'} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A delivery of the job's first task, as a worker gets it (for a test that delivers it again by hand). */
export async function deliveryOf(db: Db, jobId: number, retryCount = 0): Promise<TaskRun> {
  const job = await jobsRepo.findJob(db, jobId);
  const [task] = await db.query.backgroundTasks.findMany({
    where: (t, { eq }) => eq(t.jobId, jobId),
    orderBy: (t, { asc }) => asc(t.seq),
    limit: 1,
  });
  if (!job || !task) throw new Error(`job ${jobId} has no task`);
  return { job, task, retryCount, lastAttempt: false };
}
