import type { Db, DbOrTx } from '@pm/db';
import { AppError } from '../errors/app-error';
import { nextFiring } from './cron';
import type { JobEngine } from './job-engine';
import type { JobRow } from './jobs.repo';
import * as repo from './schedules.repo';

/** What a schedule of one kind starts when it fires: a job written in the firing's transaction. */
export interface ScheduleKind {
  kind: string;
  fire(tx: DbOrTx, schedule: repo.ScheduleRow, at: Date): Promise<JobRow>;
}

export interface SchedulerOptions {
  tickSeconds: number;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Fires 定时任务 (docs/decisions.md "Job engine"): every instance ticks; a due firing is claimed by
 * compare-and-set on nextFireAt, so it starts one job whatever the instances. The next firing is
 * counted from the tick's time, so firings missed while every instance was down start once.
 */
export class Scheduler {
  private readonly kinds = new Map<string, ScheduleKind>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly engine: JobEngine,
    private readonly options: SchedulerOptions,
  ) {}

  register(kind: ScheduleKind): void {
    this.kinds.set(kind.kind, kind);
  }

  /** The schedules' clock (the real one, or the test knob's). */
  now(): Date {
    return this.options.clock();
  }

  knows(kind: string): boolean {
    return this.kinds.has(kind);
  }

  start(): void {
    this.stopped = false;
    this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
  }

  /** Fires what is due at `now`; answers the jobs it started (tests drive it with their own clock). */
  async tick(now: Date = this.options.clock()): Promise<JobRow[]> {
    const started: JobRow[] = [];
    for (const due of await repo.dueSchedules(this.db, now)) {
      const job = await this.fireOne(due, now);
      if (job) started.push(job);
    }
    for (const job of started) await this.engine.dispatch(job.id);
    return started;
  }

  private async fireOne(due: repo.ScheduleRow, now: Date): Promise<JobRow | undefined> {
    const kind = this.kinds.get(due.kind);
    return this.db.transaction(async (tx) => {
      if (!(await repo.claimFiring(tx, due, nextFiring(due.cron, now), now))) return undefined;
      let job: JobRow;
      try {
        // a savepoint: a firing that cannot start (the estate has a run going) is kept as a failed job
        job = await tx.transaction(async (sp) => {
          if (!kind) throw new Error(`未知的定时任务类型 ${due.kind}`);
          return kind.fire(sp, due, now);
        });
      } catch (error) {
        const reason = error instanceof AppError ? error.message : `定时任务未能启动：${error instanceof Error ? error.message : String(error)}`;
        this.options.log.error({ err: error, scheduleId: due.id }, '定时任务未能启动');
        job = await this.engine.createFailed(tx, { companyId: due.companyId, kind: due.kind, title: due.title, createdBy: due.createdBy, scheduleId: due.id, params: due.params, error: reason });
      }
      await repo.setLastJob(tx, due.id, job.id);
      return job;
    });
  }

  private loop() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .catch((error: unknown) => this.options.log.error({ err: error }, '定时任务检查失败'))
        .finally(() => this.loop());
    }, this.options.tickSeconds * 1000);
    this.timer.unref();
  }
}
