import { addDays, chinaToday } from '@pm/domain';
import type { Db } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { createBatch } from './batch.job';
import { companiesWithTemplate, housesDueOn } from './recipients.repo';
import { settingsOf } from './settings.repo';
import { enabledTemplate } from './templates.repo';

// 缴费提醒 each morning (09:00 China): for every company with an enabled 缴费提醒 template and reminders on, the houses
// with something open due in `remindDays` days get a batch (WeChat where the company has a WeChat template, its
// fallback to SMS as set; else SMS). One reminder per house, due day and address whatever the firings (dedupe key).

export const MESSAGE_REMINDERS = 'message_reminders';
export const REMINDERS_CRON = '0 9 * * *';
const TITLE = '缴费提醒';

export function ensureRemindersSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: MESSAGE_REMINDERS, title: TITLE, cron: REMINDERS_CRON }, now);
}

export function remindersScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: MESSAGE_REMINDERS,
    fire: (tx, schedule, at) => {
      const day = chinaToday(at);
      return jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: MESSAGE_REMINDERS, title: `${TITLE} ${day}`, createdBy: null, scheduleId: schedule.id, params: { day }, total: 1, tasks: [{ day }] });
    },
  };
}

/** Writes the day's reminder batches; answers the batches made per company. */
export async function planReminders(db: Db, jobs: JobEngine, day: string) {
  const made: { companyId: number; jobId: number; houses: number }[] = [];
  for (const { companyId, channels } of await companiesWithTemplate(db, 'reminder')) {
    const settings = await settingsOf(db, companyId);
    if (settings.remindDays <= 0) continue;
    const template = await enabledTemplate(db, companyId, 'reminder', channels.includes('wechat') ? 'wechat' : 'sms');
    if (!template) continue;
    const dueDate = addDays(day, settings.remindDays);
    const houseIds = await housesDueOn(db, companyId, dueDate);
    if (houseIds.length === 0) continue;
    const { job } = await db.transaction((tx) =>
      createBatch(tx, jobs, { companyId, purpose: 'reminder', template, estateId: null, houseIds, params: { dueDate }, createdBy: null, title: `缴费提醒 ${dueDate} 到期（${houseIds.length}户）` }),
    );
    await jobs.dispatch(job.id);
    made.push({ companyId, jobId: job.id, houses: houseIds.length });
  }
  return made;
}

export function remindersKind(jobs: JobEngine, db: Db): JobKind {
  return {
    kind: MESSAGE_REMINDERS,
    queue: 'message-reminders',
    expireInSeconds: 600,
    retryLimit: 2,
    retryDelaySeconds: 60,
    concurrency: 1,
    runTask: async (run) => {
      const { day } = run.task.data as { day: string };
      const made = await planReminders(db, jobs, day);
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { batches: made, summary: made.length ? `提醒${made.reduce((n, m) => n + m.houses, 0)}户` : '无到期提醒' });
        return 1;
      });
    },
  };
}
