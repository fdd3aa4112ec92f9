import type { Db } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import type { Session } from '../../../http/session';
import type { JobEngine, JobKind, ScheduleKind } from '../../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../../jobs/system-schedules';
import { logOperation } from '../../records/index';
import type { PayGateway } from '../pay-gateway';
import { reconcileDay } from './reconcile-day';
import { reconErrors } from './recon.errors';
import * as repo from './recon.repo';

// 线上对账 as jobs: each day at 10:30 China time a system schedule reconciles yesterday (the bill is ready after
// 10:00 on the vendor's side; asked too early it answers 生成中, and the task is tried again with back-off until
// noon); a person can run any day again (one run of a day at a time).

export const PAY_RECON = 'pay_recon';
export const RECON_CRON = '30 10 * * *';
export const RECON_LOG_KEY = 'pay-recon';
const SCHEDULE_TITLE = '线上对账（每日10:30对昨日账单）';

export interface ReconTask {
  billDate: string;
  /** A scheduled run asks again while the bill is not ready, until this instant (noon of the firing day). */
  retryUntil?: string;
}

class BillNotReady extends Error {}

/** Whether a run that found no bill (生成中, or no answer) is tried again: a scheduled one, before its deadline. */
export function askAgain(outcome: { retry: boolean }, task: ReconTask, lastAttempt: boolean, now: Date): boolean {
  return outcome.retry && task.retryUntil !== undefined && !lastAttempt && now.getTime() < Date.parse(task.retryUntil);
}

export function ensureReconSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: PAY_RECON, title: SCHEDULE_TITLE, cron: RECON_CRON }, now);
}

const titleOf = (billDate: string) => `线上对账 ${billDate}`;

export function reconScheduleKind(jobs: JobEngine, gateway: PayGateway): ScheduleKind {
  return {
    kind: PAY_RECON,
    fire: async (tx, schedule, at) => {
      const today = chinaToday(at);
      const billDate = addDays(today, -1);
      const day = await repo.ensureDay(tx, gateway.config.mchid, billDate);
      const task: ReconTask = { billDate, retryUntil: new Date(`${today}T12:00:00+08:00`).toISOString() };
      return jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: PAY_RECON, title: titleOf(billDate), createdBy: null, scheduleId: schedule.id, refId: day.id, params: task, total: 1, tasks: [task] });
    },
  };
}

export function reconJobKind(jobs: JobEngine, db: Db, gateway: PayGateway): JobKind {
  return {
    kind: PAY_RECON,
    queue: 'pay-recon',
    expireInSeconds: 900,
    // with back-off from 5 minutes: 10:35-10:40, 10:45-11:00, 11:05-11:40, then past noon at the latest
    retryLimit: 4,
    retryDelaySeconds: 300,
    concurrency: 1,
    runTask: async (run) => {
      const task = run.task.data as ReconTask;
      const outcome = await reconcileDay({ db, gateway }, task.billDate, run.job.createdBy);
      if (askAgain(outcome, task, run.lastAttempt, new Date())) throw new BillNotReady(outcome.summary);
      if (outcome.state === 'waiting' || outcome.state === 'failed') {
        await jobs.refuse(run, outcome.summary);
        return;
      }
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { state: outcome.state, summary: outcome.summary });
        return 1;
      });
    },
    describe: (error) => (error instanceof BillNotReady ? error.message : `对账失败：${error instanceof Error ? error.message : String(error)}`.slice(0, 500)),
  };
}

/** 重新对账: a job for the day, refused while one runs; 400 for a day after today. */
export async function startReconRun(deps: { db: Db; jobs: JobEngine; gateway: PayGateway | undefined }, s: Session, billDate: string) {
  const { db, jobs, gateway } = deps;
  if (!gateway) throw reconErrors.off();
  if (billDate > chinaToday()) throw reconErrors.futureDay();
  const jobId = await db.transaction(async (tx) => {
    const day = await repo.ensureDay(tx, gateway.config.mchid, billDate);
    // two people asking at once: the second waits here, then sees the first one's job
    await repo.lockDay(tx, day.id);
    if (await repo.liveRun(tx, PAY_RECON, day.id)) throw reconErrors.running(billDate);
    const task: ReconTask = { billDate };
    const job = await jobs.create(tx, { companyId: s.companyId, kind: PAY_RECON, title: titleOf(billDate), createdBy: s.userId, refId: day.id, params: task, total: 1, tasks: [task] });
    await logOperation(tx, s, { recordKey: RECON_LOG_KEY, recordId: day.id, action: 'run', detail: { billDate, jobId: job.id } });
    return job.id;
  });
  await jobs.dispatch(jobId);
  return { jobId, billDate };
}
