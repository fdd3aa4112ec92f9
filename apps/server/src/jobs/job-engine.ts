import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import PgBoss from 'pg-boss';
import type { Db, DbOrTx } from '@pm/db';
import { AppError } from '../errors/app-error';
import { bossDb, type TrackedBossDb } from './boss-adapter';
import type { JobKind, TaskRun } from './job-kind';
import * as repo from './jobs.repo';

export interface JobEngineOptions {
  /** Embedded: this process is the only one on the database, so tasks left active at start died with the last one. */
  mode: 'embedded' | 'postgres';
  /** How often an idle worker asks the queue for a task. */
  pollSeconds: number;
  /** How often lost tasks are sent again, dead ones fail their job and finished jobs are ended. */
  sweepSeconds: number;
  /** How often pg-boss looks for expired tasks (an instance killed mid-task). */
  maintenanceSeconds: number;
  bossSchema: string;
  /** Overrides every kind's expireInSeconds (an operator's choice of how soon a dead instance's task moves). */
  expireSeconds?: number | undefined;
  /** A pending task older than this that the queue does not hold is sent again (default 30 s). */
  unsentAfterSeconds?: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface NewJob {
  companyId: number;
  kind: string;
  title: string;
  createdBy: number | null;
  params?: unknown;
  refId?: number | null;
  scheduleId?: number | null;
  /** Units of work for the progress bar (0 when unknown). */
  total?: number;
  /** One entry per queue task, in order; each is given to the kind's runTask as task.data. */
  tasks: unknown[];
}

/** Thrown inside `inTask` to roll the task's work back: it was done already, or its job ended. */
class TaskSkipped extends Error {}

const describeDefault = (error: unknown) =>
  error instanceof AppError ? error.message : `作业失败：${error instanceof Error ? error.message : String(error)}`.slice(0, 500);

/**
 * The job engine (docs/decisions.md "Job engine"): pg-boss on the product's database holds the
 * tasks, any instance's workers claim them (SKIP LOCKED), a failed task is retried with back-off and
 * a task whose instance died is delivered again once it expires. The `jobs` and `job_tasks` tables
 * hold what people see and what was done, written in each task's own transaction.
 */
export class JobEngine {
  private readonly kinds = new Map<string, JobKind>();
  /** This instance's pg-boss workers per queue (woken when tasks are sent from here). */
  private readonly workerIds = new Map<string, string[]>();
  private boss: PgBoss | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly bossDb: TrackedBossDb;

  constructor(
    private readonly db: Db,
    private readonly sql: postgres.Sql,
    private readonly options: JobEngineOptions,
  ) {
    this.bossDb = bossDb(sql);
  }

  register(kind: JobKind): void {
    if (this.boss) throw new Error(`job kind ${kind.kind} registered after the engine started`);
    this.kinds.set(kind.kind, kind);
  }

  kindOf(kind: string): JobKind {
    const found = this.kinds.get(kind);
    if (!found) throw new Error(`unknown job kind ${kind}`);
    return found;
  }

  async start(): Promise<void> {
    const boss = new PgBoss({
      db: this.bossDb,
      schema: this.options.bossSchema,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: this.options.maintenanceSeconds,
      monitorStateIntervalSeconds: 60,
    });
    boss.on('error', (error: unknown) => this.options.log.error({ err: error }, '作业队列出错'));
    await boss.start();
    this.boss = boss;
    for (const kind of this.kinds.values()) {
      const settings = {
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.options.expireSeconds ?? kind.expireInSeconds,
      };
      // instances starting together deadlock in pg-boss's create_queue; it is idempotent, so try again
      await retryOnDeadlock(async () => {
        await boss.createQueue(kind.queue, { name: kind.queue, ...settings });
        await boss.updateQueue(kind.queue, settings as PgBoss.Queue);
      });
    }
    if (this.options.mode === 'embedded') await this.releaseDeadActive();
    for (const kind of this.kinds.values()) {
      const ids: string[] = [];
      this.workerIds.set(kind.queue, ids);
      for (let i = 0; i < kind.concurrency; i++) {
        let self = '';
        self = await boss.work<{ taskId: number }>(
          kind.queue,
          { batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds, includeMetadata: true },
          async ([delivery]) => {
            if (!delivery) return;
            try {
              await this.deliver(kind, delivery);
            } finally {
              // pg-boss waits a polling interval after every fetch; with work done, fetch the next task at once
              boss.notifyWorker(self);
            }
          },
        );
        ids.push(self);
      }
    }
    await this.sweep();
    this.scheduleSweep();
  }

  /**
   * Tasks in hand get `timeoutMs` to finish (each is one short transaction); pg-boss then fails what
   * is still in hand, so another instance retries it at once. The queue keeps the rest for any instance.
   */
  async stop(timeoutMs = 20_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    await this.sweeping;
    await this.boss?.stop({ graceful: timeoutMs > 0, wait: true, timeout: Math.max(timeoutMs, 1000) });
    await this.bossDb.settled();
  }

  /**
   * Stops taking tasks at once and leaves the ones in hand active, as a killed process would (the
   * crash tests); the queue delivers them again once they expire.
   */
  async abandon(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.sweepTimer);
    for (const queue of this.workerIds.keys()) await this.boss?.offWork(queue);
  }

  /** Writes a job and its tasks in the caller's transaction; `dispatch` sends them once it committed. */
  async create(tx: DbOrTx, input: NewJob): Promise<repo.JobRow> {
    const kind = this.kindOf(input.kind);
    const job = await repo.insertJob(tx, {
      companyId: input.companyId,
      kind: input.kind,
      title: input.title,
      createdBy: input.createdBy,
      params: input.params ?? {},
      refId: input.refId ?? null,
      scheduleId: input.scheduleId ?? null,
      total: input.total ?? 0,
    });
    await repo.insertTasks(
      tx,
      input.tasks.map((data, seq) => ({ jobId: job.id, seq, queue: kind.queue, data: data ?? {}, bossId: randomUUID() })),
    );
    if (input.tasks.length === 0) await repo.endJob(tx, job.id, 'done', null);
    return job;
  }

  /** A job that could not start (a schedule's firing refused by its area's rules), kept to show why. */
  async createFailed(
    tx: DbOrTx,
    input: { companyId: number; kind: string; title: string; createdBy: number | null; scheduleId: number | null; params: unknown; error: string },
  ): Promise<repo.JobRow> {
    const job = await repo.insertJob(tx, { ...input, params: input.params ?? {}, error: null });
    await repo.endJob(tx, job.id, 'failed', input.error.slice(0, 500));
    return { ...job, state: 'failed', error: input.error };
  }

  /** Puts the job's pending tasks on the queue (again: the ids are fixed, a second send adds nothing). */
  async dispatch(jobId: number): Promise<void> {
    await this.send(await repo.pendingTasks(this.db, jobId));
  }

  /**
   * The transaction of one task: `work` writes what the task produces and answers how many units
   * it did; the task is marked done and the job's progress moves in the same transaction. A task
   * done before (a second delivery) or whose job ended meanwhile writes nothing.
   */
  async inTask(run: TaskRun, work: (tx: DbOrTx) => Promise<number>): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        const units = await work(tx);
        if (!(await repo.markTaskDone(tx, run.task.id))) throw new TaskSkipped('task done before');
        if (!(await repo.addJobProgress(tx, run.job.id, units))) throw new TaskSkipped('job ended');
      });
      return true;
    } catch (error) {
      if (error instanceof TaskSkipped) return false;
      throw error;
    }
  }

  /** Sets the job's total once it is known (a count made by the first task). */
  async setTotal(jobId: number, total: number): Promise<void> {
    await repo.setJobTotal(this.db, jobId, total);
  }

  /** Moves the progress bar of a live job while one long task runs (never backwards); `tx` inside `inTask`. */
  async progress(jobId: number, total: number, done: number, tx: DbOrTx = this.db): Promise<void> {
    await repo.setJobProgress(tx, jobId, total, done);
  }

  /** Writes what the job produced, inside the task's transaction (`inTask`), so it commits with the work. */
  async setResult(tx: DbOrTx, jobId: number, result: unknown): Promise<void> {
    await repo.setJobResult(tx, jobId, result);
  }

  /** The live job of `kind` working on the area's row `refId`, if any. */
  async liveJob(kind: string, refId: number): Promise<repo.JobRow | undefined> {
    return repo.liveJobOf(this.db, kind, refId);
  }

  /**
   * The task's area refused its work (a business rule: nothing to depreciate, a file with bad rows):
   * the job fails with the reason, with no retry; `also` writes the area's side of the refusal in the
   * same transaction. Nothing happens once the task is done: a second delivery refusing what the
   * first one did (already imported) must not fail the job the first one finished.
   */
  async refuse(run: TaskRun, reason: string, also?: (tx: DbOrTx) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.lockPendingTask(tx, run.task.id))) return false;
      const job = await repo.findJob(tx, run.job.id);
      if (!job || !(await repo.endJob(tx, job.id, 'failed', reason.slice(0, 500)))) return false;
      await also?.(tx);
      await this.kinds.get(job.kind)?.onEnd?.(tx, job, 'failed', reason);
      return true;
    });
  }

  /** Cancels a live job: its pending tasks are dropped from the queue and do nothing if already taken. */
  async cancel(job: repo.JobRow): Promise<boolean> {
    const kind = this.kindOf(job.kind);
    const ended = await this.db.transaction(async (tx) => {
      if (!(await repo.endJob(tx, job.id, 'cancelled', null))) return false;
      await kind.onEnd?.(tx, job, 'cancelled', null);
      return true;
    });
    if (ended && this.boss) {
      const ids = (await repo.pendingTasks(this.db, job.id)).map((task) => task.bossId);
      if (ids.length > 0) await this.boss.cancel(kind.queue, ids).catch(() => undefined);
    }
    return ended;
  }

  /** Starts a failed or cancelled job again from its pending tasks. */
  async retry(job: repo.JobRow): Promise<boolean> {
    const kind = this.kindOf(job.kind);
    // a job that never had tasks (a schedule's firing refused by its area) has nothing to run again
    if (!(await repo.hasTasks(this.db, job.id))) return false;
    const tasks = await this.db.transaction(async (tx) => {
      const reopened = await repo.reopenJob(tx, job.id);
      const fresh = await repo.findJob(tx, job.id);
      if (fresh?.state !== 'queued') return undefined;
      await kind.onReopen?.(tx, fresh);
      return reopened;
    });
    if (!tasks) return false;
    if (tasks.length === 0) await this.endIfComplete(job.id);
    else await this.send(tasks);
    return true;
  }

  /** Fails a live job with a reason (its kind's onEnd runs in the same transaction). */
  async fail(jobId: number, reason: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const job = await repo.findJob(tx, jobId);
      if (!job || !(await repo.endJob(tx, jobId, 'failed', reason.slice(0, 500)))) return false;
      await this.kinds.get(job.kind)?.onEnd?.(tx, job, 'failed', reason);
      return true;
    });
  }

  /** Ends the job as done when no task is pending (every instance may try; one succeeds). */
  async endIfComplete(jobId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.endIfComplete(tx, jobId))) return false;
      const job = await repo.findJob(tx, jobId);
      if (job) await this.kinds.get(job.kind)?.onEnd?.(tx, job, 'done', null);
      return true;
    });
  }

  /**
   * Repairs what a crash can leave: pending tasks the queue never got (sent again), tasks the queue
   * gave up on (their job fails with the reason) and jobs whose last task was done but not ended.
   */
  async sweep(): Promise<void> {
    if (!this.boss) return;
    const schema = this.options.bossSchema;
    const unsent = await repo.unsentTasks(this.db, schema, this.options.unsentAfterSeconds ?? 30);
    if (unsent.length > 0) {
      this.options.log.warn({ tasks: unsent.length }, '作业任务未进入队列，重新发送');
      await this.send(unsent);
    }
    for (const dead of await repo.jobsWithDeadTasks(this.db, schema)) {
      await this.fail(dead.jobId, deadReason(dead.output));
    }
    for (const jobId of await repo.completeButLive(this.db)) await this.endIfComplete(jobId);
  }

  private scheduleSweep() {
    if (this.stopped) return;
    this.sweepTimer = setTimeout(() => {
      this.sweeping = this.sweep()
        .catch((error: unknown) => this.options.log.error({ err: error }, '作业巡检失败'))
        .finally(() => this.scheduleSweep());
    }, this.options.sweepSeconds * 1000);
    this.sweepTimer.unref();
  }

  private async send(tasks: repo.TaskRow[]): Promise<void> {
    if (!this.boss || tasks.length === 0) return;
    const byQueue = new Map<string, repo.TaskRow[]>();
    for (const task of tasks) byQueue.set(task.queue, [...(byQueue.get(task.queue) ?? []), task]);
    for (const [queue, list] of byQueue) {
      for (let i = 0; i < list.length; i += 500) {
        await this.boss.insert(list.slice(i, i + 500).map((task) => ({ id: task.bossId, name: queue, data: { taskId: task.id } })));
      }
      for (const id of this.workerIds.get(queue) ?? []) this.boss.notifyWorker(id);
    }
  }

  /** One delivery: the task's work, then the job's end when it was the last task; an error on the last try fails the job. */
  private async deliver(kind: JobKind, delivery: PgBoss.JobWithMetadata<{ taskId: number }>): Promise<void> {
    const task = await repo.findTaskByBossId(this.db, delivery.id);
    if (!task || task.state !== 'pending') return;
    const job = await repo.findJob(this.db, task.jobId);
    if (!job || !repo.LIVE.includes(job.state as repo.JobState)) return;
    await repo.markStarted(this.db, job.id);
    const run: TaskRun = { job, task, retryCount: delivery.retryCount, lastAttempt: delivery.retryCount >= delivery.retryLimit };
    try {
      await kind.runTask(run);
    } catch (error) {
      const reason = (kind.describe ?? describeDefault)(error);
      this.options.log.warn({ err: error, jobId: job.id, taskId: task.id, retryCount: delivery.retryCount }, '作业任务失败');
      if (run.lastAttempt) await this.fail(job.id, reason);
      throw error;
    }
    await this.endIfComplete(job.id);
  }

  /** Embedded mode at start: a task still active belonged to the process before this one, which is gone. */
  private async releaseDeadActive(): Promise<void> {
    const rows = await this.sql.unsafe<{ id: string; name: string }[]>(
      `select id, name from ${this.options.bossSchema}.job where state = 'active'`,
    );
    const byQueue = new Map<string, string[]>();
    for (const row of rows) byQueue.set(row.name, [...(byQueue.get(row.name) ?? []), row.id]);
    for (const [queue, ids] of byQueue) {
      for (const id of ids) await this.boss!.fail(queue, id, { message: '服务重启，任务重新执行' });
      this.options.log.info({ queue, tasks: ids.length }, '上次运行中断的作业任务已重新排队');
    }
  }
}

async function retryOnDeadlock(work: () => Promise<void>, tries = 6): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      await work();
      return;
    } catch (error) {
      if (i >= tries || (error as { code?: string }).code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250 * i));
    }
  }
}

/** The message of a failed task's output: the worker's error ({ message }) or pg-boss's own expiry ({ value: { message } }). */
function outputMessage(output: unknown): string {
  if (typeof output !== 'object' || output === null) return '';
  if ('message' in output) return String(output.message);
  return 'value' in output ? outputMessage(output.value) : '';
}

function deadReason(output: unknown): string {
  const message = outputMessage(output);
  return /timeout|exceeded/.test(message) ? '作业多次执行超时或中断，已停止，可点击重试' : `作业多次失败，已停止：${message || '原因未知'}`.slice(0, 500);
}
