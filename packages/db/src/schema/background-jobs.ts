import { sql } from 'drizzle-orm';
import { JOB_STATES, JOB_TASK_STATES } from '@pm/domain';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { companyRef, id, oneOf } from './columns';

const ref = () => bigint({ mode: 'number' });
const at = () => timestamp({ withTimezone: true });

/**
 * One long piece of work as people see it on 后台作业 (a bill run, an import, an export, a backup …):
 * who started it, its state and progress. The work itself is done as tasks on the durable queue
 * (pg-boss, docs/decisions.md "Job engine"), claimed by any instance; progress is written here in
 * the task's own transaction, so any instance answers a poll and a crash loses no count.
 * state: queued → running → done | failed | cancelled (a failed or cancelled job may be retried).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: id(),
    companyId: companyRef(),
    /** bill_run | depreciation | term_ends | import … (JobKind in packages/contracts/src/jobs) */
    kind: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    state: varchar({ length: 10 }).notNull().default('queued'),
    /** Units of work (houses of a bill run, rows of an import); 0 while unknown. */
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    /** What the job was asked to do (its kind's input). */
    params: jsonb().notNull().default({}),
    /** What it produced (counts, a file id …), set when done. */
    result: jsonb(),
    /** Why it failed, in Chinese, for the screen. */
    error: text(),
    /** The row of the job's own area (a bill run's id). */
    refId: ref(),
    /** The schedule that fired it; null when a person started it. */
    scheduleId: ref(),
    /** Who started it (the schedule's owner for a scheduled job). */
    createdBy: ref(),
    /** Times it was started again after failing or being cancelled. */
    retries: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
    startedAt: at(),
    finishedAt: at(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.companyId, t.createdAt), index().on(t.state), index().on(t.kind, t.refId), check('background_jobs_state_check', oneOf(t.state, JOB_STATES))],
);

/**
 * The queue tasks of a job (a bill run's batches of houses): `bossId` is the pg-boss job that
 * carries it, chosen here so that sending it again after a crash cannot make a second one. A task
 * is marked done in the same transaction as its work, so a task run twice does its work once.
 */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: id(),
    jobId: ref().notNull(),
    seq: integer().notNull(),
    queue: varchar({ length: 40 }).notNull(),
    data: jsonb().notNull().default({}),
    bossId: uuid().notNull(),
    /** pending | done */
    state: varchar({ length: 10 }).notNull().default('pending'),
    createdAt: at().notNull().defaultNow(),
    finishedAt: at(),
  },
  (t) => [
    uniqueIndex().on(t.jobId, t.seq),
    uniqueIndex().on(t.bossId),
    index().on(t.state, t.createdAt),
    check('background_tasks_state_check', oneOf(t.state, JOB_TASK_STATES)),
  ],
);

/**
 * 定时任务: work a company wants done by the calendar (a monthly bill run of an estate, month-end
 * depreciation …). `cron` is read in China time; `nextFireAt` is claimed by compare-and-set, so on
 * any number of instances one firing starts one job, and a firing missed while every instance was
 * down starts once on the next tick. Company 0 holds the system's own schedules (任期届满), one per
 * kind, ensured at start-up (jobs/system-schedules.ts).
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    id: id(),
    companyId: companyRef(),
    kind: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    /** Five-field cron (minute hour day month weekday), China time. */
    cron: varchar({ length: 60 }).notNull(),
    params: jsonb().notNull().default({}),
    enabled: boolean().notNull().default(true),
    nextFireAt: at().notNull(),
    lastFiredAt: at(),
    lastJobId: ref(),
    createdBy: ref(),
    createdAt: at().notNull().defaultNow(),
    updatedBy: ref(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.companyId),
    index().on(t.enabled, t.nextFireAt),
    uniqueIndex('job_schedules_system_kind_unique').on(t.kind).where(sql`${t.companyId} = 0`),
  ],
);
