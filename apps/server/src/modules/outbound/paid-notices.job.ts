import { chinaToday } from '@pm/domain';
import type { Db } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { paidValues } from './compose';
import { lockCursor, moveCursor } from './cursors.repo';
import type { Dispatcher } from './dispatcher';
import { writeMessages } from './message-writer';
import { companiesWithTemplate, dunningFigures, lastPaymentId, paymentsAfter } from './recipients.repo';
import { settingsOf } from './settings.repo';
import { enabledTemplate } from './templates.repo';

// 缴费成功 after each payment (counter or online): every minute the payments since the last look become messages, in
// the transaction that moves the look's cursor, so each payment is told once whatever the firings. Payments are read
// once they are 10 seconds old: a payment's id is taken when its transaction starts, and one still open then must
// not be passed by a later id that committed first. The first look starts at the newest payment (no history sent).

export const MESSAGE_PAID = 'message_paid';
const TITLE = '缴费成功通知';
const CURSOR = 'paid';
const SETTLE_MS = 10_000;
const PER_LOOK = 2000;

export function ensurePaidSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: MESSAGE_PAID, title: TITLE, cron: '* * * * *' }, now);
}

export function paidScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: MESSAGE_PAID,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: MESSAGE_PAID, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

/** One look: the messages of the payments since the cursor; answers how many payments it passed and messages written. */
export async function tellPayments(db: Db, signName: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const after = await lockCursor(tx, CURSOR, () => lastPaymentId(tx));
    const payments: Awaited<ReturnType<typeof paymentsAfter>> = [];
    // Stop at the first payment too young: the cursor never passes one not yet read.
    for (const p of await paymentsAfter(tx, after, PER_LOOK)) {
      if (p.createdAt.getTime() > now.getTime() - SETTLE_MS) break;
      payments.push(p);
    }
    let written = 0;
    const last = payments.at(-1)?.id ?? after;
    const byCompany = new Map<number, typeof payments>();
    for (const p of payments) byCompany.set(p.companyId, [...(byCompany.get(p.companyId) ?? []), p]);
    const withTemplate = new Map((await companiesWithTemplate(tx, 'paid')).map((c) => [c.companyId, c.channels]));
    for (const [companyId, list] of byCompany) {
      const channels = withTemplate.get(companyId);
      if (!channels) continue;
      const settings = await settingsOf(tx, companyId);
      if (!settings.paidNotice) continue;
      const template = await enabledTemplate(tx, companyId, 'paid', channels.includes('wechat') ? 'wechat' : 'sms');
      if (!template) continue;
      const names = await dunningFigures(tx, companyId, [...new Set(list.map((p) => p.houseId))]);
      const houses = list.flatMap((p) => {
        const f = names.get(p.houseId);
        if (!f) return [];
        return [
          {
            houseId: p.houseId,
            estateId: p.estateId,
            houseName: f.houseName,
            values: paidValues({ houseName: f.houseName, companyName: f.companyName, total: p.total, receiptNumber: p.receiptNumber, createdAt: p.createdAt }, ''),
            amount: p.total,
            context: { paymentId: p.id },
            dedupeKey: `paid:${p.id}`,
          },
        ];
      });
      written += await writeMessages(tx, { companyId, batchId: null, purpose: 'paid', template, settings, signName, today: chinaToday(now), now, createdBy: null, houses });
    }
    if (last !== after) await moveCursor(tx, CURSOR, last);
    return { payments: payments.length, written };
  });
}

export function paidKind(jobs: JobEngine, db: Db, signName: () => string, dispatcher: Dispatcher): JobKind {
  return {
    kind: MESSAGE_PAID,
    queue: 'message-paid',
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelaySeconds: 10,
    concurrency: 1,
    runTask: async (run) => {
      const told = await tellPayments(db, signName());
      if (told.written > 0) dispatcher.kick();
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...told, summary: told.written ? `通知${told.written}条` : '无新缴费' });
        return 1;
      });
    },
  };
}
