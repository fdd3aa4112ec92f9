import type { Db } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { closeOrder, queryOrder, type CheckOutcome } from './check-order';
import type { PayGateway } from './pay-gateway';
import * as repo from './pay-orders.repo';
import { checkRefunds } from './send-refund';

// 支付单巡检 every minute (a system schedule, one job across instances): open orders past their time are closed at
// the vendor and free their lines; open orders a minute old are queried, so a payment whose notification never came
// is found (then again after 2, 4, 8 and every 10 minutes while open); approved refunds are sent and followed.

export const PAY_SWEEP = 'pay_sweep';
const TITLE = '线上支付单巡检';
/** Orders one firing looks at (the rest wait a minute). */
const BATCH = 200;

export function ensurePaySweepSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: PAY_SWEEP, title: TITLE, cron: '* * * * *' }, now);
}

export function paySweepScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: PAY_SWEEP,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: PAY_SWEEP, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

/** One pass: closes what is past its time, queries what waited; answers how many of each outcome. */
export async function sweepOrders(db: Db, gateway: PayGateway, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const id of await repo.ordersToSweep(db, now, BATCH)) {
    const order = await repo.orderById(db, id);
    if (!order || order.state !== 'open') continue;
    const outcome: CheckOutcome = order.expiresAt.getTime() < now.getTime() ? await closeOrder(db, gateway, order, 'expired', null) : await queryOrder(db, gateway, order);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  // Refunds approved but not yet with the vendor, and those it is still processing (asked every 30 s at most).
  return { ...counts, ...(await checkRefunds(db, gateway, 30)) };
}

const SUMMARY: Record<string, string> = {
  closed: '关闭',
  posted: '入账',
  late: '逾期入账',
  open: '待支付',
  error: '失败',
  duplicate: '已处理',
  mismatch: '金额不符',
  'refund-processing': '退款处理中',
  'refund-success': '退款成功',
  'refund-abnormal': '退款异常',
  'refund-closed': '退款关闭',
  'refund-error': '退款发送失败',
};

export function paySweepKind(jobs: JobEngine, db: Db, gateway: PayGateway): JobKind {
  return {
    kind: PAY_SWEEP,
    queue: 'pay-sweep',
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelaySeconds: 30,
    concurrency: 1,
    runTask: async (run) => {
      const counts = await sweepOrders(db, gateway, new Date());
      const summary = Object.entries(counts).map(([k, n]) => `${SUMMARY[k] ?? k}${n}`).join('，') || '无待处理支付单';
      // Each order's outcome committed as it was found (closing and recording are idempotent); the task ends here.
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...counts, summary });
        return 1;
      });
    },
  };
}
