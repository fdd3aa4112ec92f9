import type { Db } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import type { Dispatcher } from './dispatcher';

// 消息发送 every minute (a system schedule, one job across instances): whatever is due and was not sent at once
// (held by quiet hours, waiting for a retry, written by an instance that stopped, taken by one that died) leaves
// within a minute of its time.

export const MESSAGE_DISPATCH = 'message_dispatch';
const TITLE = '消息发送';

export function ensureDispatchSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: MESSAGE_DISPATCH, title: TITLE, cron: '* * * * *' }, now);
}

export function dispatchScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: MESSAGE_DISPATCH,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: MESSAGE_DISPATCH, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

const LABELS: Record<string, string> = { sent: '发送', failed: '失败', skipped: '未发送', retried: '待重试', held: '免打扰顺延', recovered: '中断恢复' };

export function dispatchKind(jobs: JobEngine, dispatcher: Dispatcher): JobKind {
  return {
    kind: MESSAGE_DISPATCH,
    queue: 'message-dispatch',
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelaySeconds: 10,
    concurrency: 1,
    runTask: async (run) => {
      const counts = await dispatcher.drain(50_000);
      const summary = Object.entries(counts).filter(([, n]) => n > 0).map(([k, n]) => `${LABELS[k] ?? k}${n}`).join('，') || '无待发送消息';
      // Each message's outcome committed as it was sent; the task ends here.
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...counts, summary });
        return 1;
      });
    },
  };
}
