import type { Db } from '@pm/db';
import { chinaToday } from '@pm/domain';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { markEndedTerms } from './office.repo';

// 业委会成员 whose term has ended become 任期届满 by a job (docs/decisions.md "Meetings, votes and
// committee terms"), not on reading the list: a read that wrote bumped the row's version under a
// user editing it. A system schedule fires it at 00:01 China time, once across instances (and once
// at the first tick after a start that missed it); the job marks every company's ended terms.

export const TERM_ENDS = 'term_ends';
/** 00:01 China time: a clock a little behind already reads the new day. */
export const TERM_ENDS_CRON = '1 0 * * *';
const TITLE = '业委会成员任期届满';

/** The task: the China day the firing fell on, so a second delivery after midnight marks by the same day. */
interface TermEndsTask {
  today: string;
}

/** The system schedule row (company 0), written at start-up when missing. */
export function ensureTermEndsSchedule(db: Db, now: Date): Promise<void> {
  return systemSchedule(db, { kind: TERM_ENDS, title: TITLE, cron: TERM_ENDS_CRON }, now);
}

/** A firing starts one job of one task, in the firing's transaction. */
export function termEndsScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: TERM_ENDS,
    fire: (tx, schedule, at) => {
      const task: TermEndsTask = { today: chinaToday(at) };
      return jobs.create(tx, {
        companyId: SYSTEM_COMPANY,
        kind: TERM_ENDS,
        title: `${TITLE}（${task.today}）`,
        createdBy: null,
        scheduleId: schedule.id,
        params: task,
        total: 1,
        tasks: [task],
      });
    },
  };
}

/** Marks the ended terms and the count in the job's result, with the task's done mark (one transaction). */
export function termEndsKind(jobs: JobEngine): JobKind {
  return {
    kind: TERM_ENDS,
    queue: 'term-ends',
    // one UPDATE over the members table; a task still active after two minutes lost its instance
    expireInSeconds: 120,
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 1,
    runTask: async (run) => {
      const { today } = run.task.data as TermEndsTask;
      await jobs.inTask(run, async (tx) => {
        const marked = await markEndedTerms(tx, today);
        await jobs.setResult(tx, run.job.id, { today, marked, summary: `${today}：${marked}名业委会成员任期届满` });
        return 1;
      });
    },
  };
}

/** The office plugin's part of start-up: the kinds on the engine and the schedule row. */
export async function registerTermEnds(
  db: Db,
  jobs: JobEngine,
  scheduler: { register(kind: ScheduleKind): void; now(): Date },
): Promise<void> {
  jobs.register(termEndsKind(jobs));
  scheduler.register(termEndsScheduleKind(jobs));
  await ensureTermEndsSchedule(db, scheduler.now());
}
