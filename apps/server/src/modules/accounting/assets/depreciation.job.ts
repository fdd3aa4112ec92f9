import { assetEndpoints } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chinaToday, dec, depreciationFor } from '@pm/domain';
import { AppError, conflict, forbidden } from '../../../errors/app-error';
import type { Session } from '../../../http/session';
import type { JobEngine, JobKind, ScheduleKind, TaskRun } from '../../../jobs/index';
import { allowedCreator } from '../../../jobs/job-creator';
import type { Rights } from '../../menu/index';
import { depreciable, parseRuns } from './build-asset-card';
import { depreciateIn, depreciationOf } from './run-depreciation';
import * as repo from './assets.repo';

// 计提折旧 as a job (docs/decisions.md "Job engine: depreciation, terms and imports"): a 定时任务
// of kind depreciation fires at the month's end and starts one job of one task, which runs the
// period's depreciation as the schedule's owner, in the task's transaction with its done mark.
// The job's state answers "is the month depreciated?": done with the voucher (or with the voucher
// someone made by hand before), failed with the reason when it is not (nothing to depreciate, the
// period closed, workload assets waiting for their work); retry runs it again once that is fixed.

export const DEPRECIATION = 'depreciation';

interface DepreciationTask {
  /** YYYY-MM: the China month the schedule fired in. */
  period: string;
}

/** What the owner needs: the manual run's right (its endpoint's function, for a write). */
const RIGHTS = assetEndpoints.runDepreciation.rights;

const workloadWaiting = (period: string, codes: string[]) =>
  conflict(
    'accounting.depreciation_work',
    `${period}有${codes.length}项按工作量法计提的资产（${codes.slice(0, 3).join('、')}${codes.length > 3 ? '等' : ''}）须填写本期工作量，请在“计提折旧”中手工计提`,
  );

type Outcome = NonNullable<Awaited<ReturnType<typeof depreciationOf>>>;

/** The job's result: counts and the voucher, and the line the 后台作业 screen shows. */
function resultOf(out: Outcome, before: boolean) {
  const voucherNo = out.voucher?.displayNumber ?? null;
  const summary = before
    ? `${out.period}已计提折旧（凭证${voucherNo ?? '无'}），本次未重复计提`
    : `计提${out.rows.length}项资产折旧，合计${out.total}元，生成凭证${voucherNo ?? '无'}（待审核）`;
  return {
    period: out.period,
    before,
    assets: out.rows.length,
    total: out.total,
    voucherId: out.voucher?.id ?? null,
    voucherNo,
    summary,
  };
}

export class DepreciationJobs {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobEngine,
    private readonly rights: Rights,
  ) {}

  kind(): JobKind {
    return {
      kind: DEPRECIATION,
      queue: 'depreciation',
      // one transaction over the company's asset cards; still active after five minutes means its instance died
      expireInSeconds: 300,
      retryLimit: 2,
      retryDelaySeconds: 10,
      concurrency: 1,
      runTask: (run) => this.runTask(run),
    };
  }

  /** 定时任务 of kind depreciation: the China month of the firing, run as the schedule's owner. */
  scheduleKind(): ScheduleKind {
    return {
      kind: DEPRECIATION,
      fire: (tx, schedule, at) => {
        const task: DepreciationTask = { period: chinaToday(at).slice(0, 7) };
        return this.jobs.create(tx, {
          companyId: schedule.companyId,
          kind: DEPRECIATION,
          title: `计提折旧 ${task.period}`,
          createdBy: schedule.createdBy,
          scheduleId: schedule.id,
          params: task,
          total: 1,
          tasks: [task],
        });
      },
    };
  }

  private async runTask(run: TaskRun): Promise<void> {
    const { period } = run.task.data as DepreciationTask;
    try {
      const session = await this.owner(run);
      await this.jobs.inTask(run, async (tx) => {
        const { out, before } = await this.depreciate(tx, session, period);
        await this.jobs.setResult(tx, run.job.id, resultOf(out, before));
        return 1;
      });
    } catch (error) {
      // A rule of the books refused it: no retry, the reason on the job (unless a first delivery did it meanwhile).
      if (!(error instanceof AppError)) throw error;
      await this.jobs.refuse(run, error.message);
    }
  }

  /** The job's owner, who must still be allowed to run depreciation. */
  private owner(run: TaskRun): Promise<Session> {
    return allowedCreator(this.db, this.rights, run.job, RIGHTS, (why) => forbidden(`定时任务的创建人无权计提折旧：${why}`, 'accounting.depreciation_owner'));
  }

  /** The period's depreciation: run now, or the one run before (by hand, or by a delivery of this task that committed). */
  private async depreciate(tx: DbOrTx, session: Session, period: string): Promise<{ out: Outcome; before: boolean }> {
    const earlier = await depreciationOf(tx, session.companyId, period);
    if (earlier) return { out: earlier, before: true };
    const waiting = await workloadAssets(tx, session.companyId, period);
    if (waiting.length > 0) throw workloadWaiting(period, waiting);
    try {
      return { out: await depreciateIn(tx, session, { period, work: [] }), before: false };
    } catch (error) {
      // Run by hand between the read above and the book's lock: the same answer as found before.
      const now =
        error instanceof AppError && error.errorCode === 'accounting.depreciation_done'
          ? await depreciationOf(tx, session.companyId, period)
          : undefined;
      if (!now) throw error;
      return { out: now, before: true };
    }
  }
}

/**
 * In-use 工作量法 assets with depreciation left and no run for the period: their amount follows the
 * period's work, which a schedule cannot know, and a run closes the period for them (once per
 * period), so the scheduled run leaves the month to the accountant instead.
 */
async function workloadAssets(tx: DbOrTx, companyId: number, period: string): Promise<string[]> {
  const assets = await repo.assetRows(tx, companyId, { status: 'in_use' });
  return assets
    .filter((a) => a.method === 2 && !parseRuns(a.runs).some((r) => r.period === period))
    .filter((a) => !dec(depreciationFor(depreciable(a, { period, work: a.totalWork ?? '1' }), period)).isZero())
    .map((a) => a.code);
}
