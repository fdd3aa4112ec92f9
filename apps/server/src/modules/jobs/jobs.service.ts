import type { z } from 'zod';
import type { Job, JobQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import type { JobEngine } from '../../jobs/job-engine';
import { SYSTEM_COMPANY } from '../../jobs/system-schedules';
import { jobErrors } from './jobs.errors';
import * as repo from './jobs.list.repo';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
/** A kind's result carries the line people read as `summary`. */
const summaryOf = (result: unknown) =>
  typeof result === 'object' && result !== null && 'summary' in result && typeof result.summary === 'string' ? result.summary : null;

export function jobAnswer(row: repo.JobListRow, now = Date.now()): Job {
  const { job } = row;
  const started = job.startedAt ? new Date(job.startedAt).getTime() : null;
  const ended = job.finishedAt ? new Date(job.finishedAt).getTime() : null;
  return {
    id: job.id,
    companyId: job.companyId,
    companyName: job.companyId === SYSTEM_COMPANY ? '系统' : (row.companyName ?? ''),
    kind: job.kind,
    title: job.title,
    state: job.state as Job['state'],
    total: job.total,
    done: job.done,
    error: job.error,
    summary: summaryOf(job.result),
    createdBy: job.createdBy,
    createdByName: row.createdByName,
    scheduleId: job.scheduleId,
    scheduleTitle: row.scheduleTitle,
    retries: job.retries,
    createdAt: iso(job.createdAt)!,
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    seconds: started === null ? null : Math.max(0, Math.round(((ended ?? now) - started) / 100) / 10),
  };
}

/** Platform administrators see every company's jobs; staff their own company's. */
const scopeOf = (session: Session) => (session.role === 'super' || session.role === 'root' ? null : session.companyId);

/** 后台作业: list, progress, cancel and retry, each within the caller's company. */
export class Jobs {
  constructor(
    private readonly db: Db,
    private readonly engine: JobEngine,
  ) {}

  async page(session: Session, q: z.output<typeof JobQuery>) {
    const { total, rows } = await repo.pageJobs(this.db, scopeOf(session), q);
    return { total, page: q.page, size: q.size, rows: rows.map((row) => jobAnswer(row)) };
  }

  async get(session: Session, id: number): Promise<Job> {
    const row = await repo.findJobRow(this.db, scopeOf(session), id);
    if (!row) throw jobErrors.jobNotFound();
    return jobAnswer(row);
  }

  async cancel(session: Session, id: number): Promise<Job> {
    const row = await repo.findJobRow(this.db, scopeOf(session), id);
    if (!row) throw jobErrors.jobNotFound();
    if (!(await this.engine.cancel(row.job))) throw jobErrors.notCancellable();
    return this.get(session, id);
  }

  async retry(session: Session, id: number): Promise<Job> {
    const row = await repo.findJobRow(this.db, scopeOf(session), id);
    if (!row) throw jobErrors.jobNotFound();
    if (!(await this.engine.retry(row.job))) throw jobErrors.notRetryable();
    return this.get(session, id);
  }
}
