import { ORDER_KIND_LABELS, SLA_TARGET_LABELS, slaStatusAt, type OrderKind, type SlaRule, type SlaTargetName } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { escapeHtml } from '../../http/escape-html';
import { insertStaffMessage } from '../messages/index';
import { businessHoursOf } from './order-step';
import { movePaidOrders } from './settle-paid-orders';
import { clocksOf, slaColumns, toWorkOrder } from './order-row';
import * as repo from './workorders.repo';
import * as teams from './teams.repo';

// 工单时限 (issue 34): a system schedule every minute, one job across instances, takes the orders whose stored
// `sla_next_at` (the domain's slaNextChange) has come, and records once per clock and stage: 预警 (the warning
// instant), 超时 (the limit), 升级 level 1 to the team's 班长 and level 2 to its 主管. The events name whom to tell.
// The same pass moves 待支付 orders whose service line was paid off (paid-orders.ts).

export const SLA_SWEEP = 'workorder_sla';
const TITLE = '工单时限检查';
const BATCH = 500;

const TARGETS: readonly SlaTargetName[] = ['response', 'arrival', 'resolution'];
/** Bits of `sla_warned`: 4 per target (预警, 超时, 升级1, 升级2). */
const bit = (target: SlaTargetName, stage: number) => 1 << (TARGETS.indexOf(target) * 4 + stage);

type Stage = { stage: number; action: 'sla_warning' | 'sla_overdue' | 'sla_escalation'; level: number; word: string };
const STAGES: readonly Stage[] = [
  { stage: 0, action: 'sla_warning', level: 0, word: '即将超时' },
  { stage: 1, action: 'sla_overdue', level: 0, word: '已超时' },
  { stage: 2, action: 'sla_escalation', level: 1, word: '超时升级至班长' },
  { stage: 3, action: 'sla_escalation', level: 2, word: '超时升级至主管' },
];

export function ensureSlaSweepSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: SLA_SWEEP, title: TITLE, cron: '* * * * *' }, now);
}

export function slaSweepScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: SLA_SWEEP,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: SLA_SWEEP, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

/** One order: the stages its running clocks reached by `now` and not yet recorded; answers the events written. */
async function sweepOrder(tx: DbOrTx, companyId: number, id: number, now: Date): Promise<number> {
  const row = await repo.lockOrder(tx, companyId, id);
  if (!row || row.slaNextAt === null || row.slaNextAt > now) return 0;
  const order = toWorkOrder(row);
  const rules = row.slaPolicy as SlaRule[];
  const hours = await businessHoursOf(tx, companyId, order);
  const team = row.teamId === null ? undefined : await teams.teamOf(tx, companyId, row.teamId);
  let warned = row.slaWarned;
  let level = row.slaLevel;
  let written = 0;
  const told = new Map<number, string[]>();
  for (const { target, clock } of clocksOf(order, row.slaClass, rules, hours)) {
    const status = slaStatusAt(clock, now);
    if (status.stopped) continue;
    const reached = (s: Stage) => (s.stage === 0 ? status.phase !== 'in_time' : s.stage === 1 ? status.phase === 'overdue' || status.phase === 'escalated' : status.level >= s.level);
    for (const s of STAGES) {
      if (!reached(s) || (warned & bit(target, s.stage)) !== 0) continue;
      warned |= bit(target, s.stage);
      level = Math.max(level, s.level);
      const notify = s.level === 1 ? (team?.leaderId ?? null) : s.level === 2 ? (team?.managerId ?? null) : row.handlerId;
      if (notify !== null) told.set(notify, [...(told.get(notify) ?? []), `${SLA_TARGET_LABELS[target]}${s.word}`]);
      await repo.insertEvent(tx, {
        companyId, orderId: row.id, action: s.action, fromState: row.state, toState: row.state, actorKind: 'system', actorId: null, capacity: 'system',
        handlerBefore: row.handlerId, handlerAfter: row.handlerId, teamBefore: row.teamId, teamAfter: row.teamId,
        reason: `${SLA_TARGET_LABELS[target]}${s.word}`,
        payload: { target, level: s.level, notify, remainingMinutes: Math.round(status.remainingMinutes) },
        at: now,
      });
      written += 1;
    }
  }
  const next = slaColumns(order, row.slaClass, rules, hours, now).slaNextAt;
  await repo.updateOrder(tx, row.id, { slaWarned: warned, slaLevel: level, slaNextAt: next });
  for (const [userId, reasons] of told) await tellStaff(tx, row, userId, reasons);
  return written;
}

/**
 * The person each stage names hears of it as a staff message (the sign-in pop-up and 我的消息), one message per person
 * and sweep with every stage reached: what the order is, what ran out, and that it waits for them.
 */
async function tellStaff(tx: DbOrTx, row: repo.OrderRow, userId: number, reasons: readonly string[]) {
  const paragraphs = [
    `工单 ${row.number}（${ORDER_KIND_LABELS[row.kind as OrderKind] ?? row.kind}）：${row.content}`,
    `${reasons.join('、')}，请尽快处理。`,
  ];
  await insertStaffMessage(
    tx,
    { companyId: row.companyId, title: `工单${row.number}${reasons.at(-1)}`, content: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''), msgFormat: 0, createdBy: null },
    [{ companyId: row.companyId, userId }],
  );
}

/**
 * One pass over the orders whose SLA changed by `now`, then the 待支付 orders paid off since the last pass; answers
 * the orders looked at, the events written and the orders paid.
 */
export async function sweepSla(db: Db, now: Date): Promise<{ orders: number; events: number; paid: number }> {
  let events = 0;
  const due = await repo.ordersDueForSla(db, now, BATCH);
  for (const o of due) events += await db.transaction((tx) => sweepOrder(tx, o.companyId, o.id, now));
  return { orders: due.length, events, paid: await movePaidOrders(db, now) };
}

export function slaSweepKind(jobs: JobEngine, db: Db, clock: () => Date): JobKind {
  return {
    kind: SLA_SWEEP,
    queue: 'workorder-sla',
    expireInSeconds: 300,
    retryLimit: 1,
    retryDelaySeconds: 30,
    concurrency: 1,
    runTask: async (run) => {
      // Each order's stages commit with the order (idempotent by its bits); the task's result only reports.
      const counts = await sweepSla(db, clock());
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...counts, summary: `检查工单${counts.orders}张，记录时限事件${counts.events}条，已支付转下一步${counts.paid}张` });
        return 1;
      });
    },
  };
}
