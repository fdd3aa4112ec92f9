import { chinaToday } from '@pm/domain';
import type { Db } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { repairValues } from './compose';
import { lockCursor, moveCursor } from './cursors.repo';
import type { Dispatcher } from './dispatcher';
import { writeMessages } from './message-writer';
import { companiesWithTemplate, dunningFigures, lastWorkOrderEventId, repairStepsAfter, type RepairStep } from './recipients.repo';
import { settingsOf } from './settings.repo';
import { enabledTemplate } from './templates.repo';

// 报修进度 at each step of an owner's repair that the owner hears of (接单, 到场, 完工, 挂起, 恢复, 取消, 办结): every
// minute the work orders' events since the last look become messages to the house's owners, in the transaction that
// moves the look's cursor, so each step is told once whatever the firings. As 缴费成功, events are read once 10 seconds
// old (an event's id is taken when its transaction starts) and the first look starts at the newest (no history sent).

export const MESSAGE_REPAIR = 'message_repair';
const TITLE = '报修进度通知';
const CURSOR = 'repair';
const SETTLE_MS = 10_000;
const PER_LOOK = 2000;

export function ensureRepairSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: MESSAGE_REPAIR, title: TITLE, cron: '* * * * *' }, now);
}

export function repairScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: MESSAGE_REPAIR,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: MESSAGE_REPAIR, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

/**
 * One look: the messages of the repair steps since the cursor; answers how many steps it passed and messages written.
 * `settleMs`: how old an event must be to be read (tests shorten it rather than move the clock the messages keep).
 */
export async function tellRepairSteps(db: Db, signName: string, now: Date = new Date(), settleMs = SETTLE_MS) {
  return db.transaction(async (tx) => {
    const after = await lockCursor(tx, CURSOR, () => lastWorkOrderEventId(tx));
    const steps: RepairStep[] = [];
    for (const step of await repairStepsAfter(tx, after, PER_LOOK)) {
      if (step.at.getTime() > now.getTime() - settleMs) break;
      steps.push(step);
    }
    let written = 0;
    const byCompany = new Map<number, RepairStep[]>();
    for (const s of steps) byCompany.set(s.companyId, [...(byCompany.get(s.companyId) ?? []), s]);
    const withTemplate = new Map((await companiesWithTemplate(tx, 'repair')).map((c) => [c.companyId, c.channels]));
    for (const [companyId, list] of byCompany) {
      const channels = withTemplate.get(companyId);
      if (!channels) continue;
      const template = await enabledTemplate(tx, companyId, 'repair', channels.includes('wechat') ? 'wechat' : 'sms');
      if (!template) continue;
      const settings = await settingsOf(tx, companyId);
      const names = await dunningFigures(tx, companyId, [...new Set(list.map((s) => s.houseId))]);
      const houses = list.flatMap((s) => {
        const f = names.get(s.houseId);
        if (!f) return [];
        const values = repairValues({ houseName: f.houseName, companyName: f.companyName, orderNumber: s.orderNumber, content: s.content, action: s.action, toState: s.toState }, '');
        return [{ houseId: s.houseId, estateId: s.estateId, houseName: f.houseName, values, amount: null, dedupeKey: `repair:${s.id}` }];
      });
      written += await writeMessages(tx, { companyId, batchId: null, purpose: 'repair', template, settings, signName, today: chinaToday(now), now, createdBy: null, houses });
    }
    const last = steps.at(-1)?.id ?? after;
    if (last !== after) await moveCursor(tx, CURSOR, last);
    return { steps: steps.length, written };
  });
}

export function repairKind(jobs: JobEngine, db: Db, signName: () => string, dispatcher: Dispatcher): JobKind {
  return {
    kind: MESSAGE_REPAIR,
    queue: 'message-repair',
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelaySeconds: 10,
    concurrency: 1,
    runTask: async (run) => {
      const told = await tellRepairSteps(db, signName());
      if (told.written > 0) dispatcher.kick();
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...told, summary: told.written ? `通知${told.written}条` : '无新进度' });
        return 1;
      });
    },
  };
}
