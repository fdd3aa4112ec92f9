import { addDays, chinaToday, maintenanceSchedule, maintenanceTaskKey, planTasksToCreate, type PlanTask, type WorkCalendar } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { JobEngine, JobKind, ScheduleKind } from '../../jobs/index';
import { SYSTEM_COMPANY, systemSchedule } from '../../jobs/system-schedules';
import { findWorkCalendar } from '../setup/index';
import { insertWorkOrder, nextNumber } from './create-work-order';
import * as plans from './maintenance-plans.repo';

// 维保工单 (issue 34, notes §4): every 10 minutes, one job across instances, each running 设备保养计划 whose cursor has
// come writes the tasks the domain's planTasksToCreate names — one 维保 order per plan and slot (the plan key is
// unique), given to the plan's 负责人 when that person has an account, else left to the dispatcher — and keeps the
// cursor and its next look. Finishing the order writes the 设备保养记录 (order-step.ts).

export const MAINT_PLANS = 'workorder_plans';
const TITLE = '设备保养计划生成维保工单';
const BATCH = 200;
/** The work calendar read around a plan's next slots (节假日顺延 may move a slot past a long holiday). */
const CALENDAR_DAYS = 60;

export function ensureMaintPlansSchedule(db: Db, now: Date) {
  return systemSchedule(db, { kind: MAINT_PLANS, title: TITLE, cron: '*/10 * * * *' }, now);
}

export function maintPlansScheduleKind(jobs: JobEngine): ScheduleKind {
  return {
    kind: MAINT_PLANS,
    fire: (tx, schedule, at) =>
      jobs.create(tx, { companyId: SYSTEM_COMPANY, kind: MAINT_PLANS, title: TITLE, createdBy: null, scheduleId: schedule.id, params: { at: at.toISOString() }, total: 1, tasks: [{ at: at.toISOString() }] }),
  };
}

async function writeTask(tx: DbOrTx, plan: plans.MaintPlanRow, task: PlanTask, now: Date): Promise<boolean> {
  const planKey = maintenanceTaskKey(plan.id, task.slot);
  if (await plans.hasPlanOrder(tx, plan.companyId, planKey)) return false;
  await insertWorkOrder(
    tx,
    {
      companyId: plan.companyId,
      number: await nextNumber(tx, plan.companyId, now),
      kind: 'maintenance',
      priority: 'normal',
      houseId: null,
      ownerAccountId: null,
      reporter: null,
      phone: null,
      content: `${plan.deviceName}（${plan.deviceCode}，${plan.location}）保养：${plan.content}`,
      mode: 'assign',
      teamId: null,
      assignTo: plan.userId === null ? null : { staff: plan.userId },
      appointmentAt: task.startsAt.toISOString(),
      recordKey: null,
      recordId: null,
      createdBy: null,
      plan: { key: planKey, endsAt: task.endsAt },
    },
    { kind: 'system' },
    now,
  );
  return true;
}

/** One plan under its locked cursor: the tasks due by `now` (each once), then the cursor and its next look. */
async function generatePlan(tx: DbOrTx, plan: plans.MaintPlanRow, calendar: WorkCalendar, now: Date): Promise<number> {
  const { cursor } = await plans.lockCursor(tx, plan.companyId, plan.id);
  const due = planTasksToCreate(maintenanceSchedule(plan, calendar), now, cursor);
  let written = 0;
  for (const task of due.tasks) if (await writeTask(tx, plan, task, now)) written += 1;
  await plans.saveCursor(tx, plan.id, due.cursor, due.nextRunAt);
  return written;
}

/** One pass over the plans due by `now`; answers the plans looked at and the orders written. */
export async function generateMaintenanceOrders(db: Db, now: Date): Promise<{ plans: number; orders: number }> {
  const due = await plans.plansDue(db, now, BATCH);
  // One read of the 工作日历 per company and pass, not per plan.
  const today = chinaToday(now);
  const calendars = new Map<number, WorkCalendar>();
  const calendarOf = async (companyId: number) => {
    const known = calendars.get(companyId);
    if (known) return known;
    const read = await findWorkCalendar(db, companyId, today, addDays(today, CALENDAR_DAYS));
    calendars.set(companyId, read);
    return read;
  };
  let orders = 0;
  for (const plan of due) {
    const calendar = await calendarOf(plan.companyId);
    orders += await db.transaction((tx) => generatePlan(tx, plan, calendar, now));
  }
  return { plans: due.length, orders };
}

export function maintPlansKind(jobs: JobEngine, db: Db, clock: () => Date): JobKind {
  return {
    kind: MAINT_PLANS,
    queue: 'workorder-plans',
    expireInSeconds: 600,
    retryLimit: 1,
    retryDelaySeconds: 60,
    concurrency: 1,
    runTask: async (run) => {
      // Each plan's orders commit with its cursor; the task's result only reports.
      const counts = await generateMaintenanceOrders(db, clock());
      await jobs.inTask(run, async (tx) => {
        await jobs.setResult(tx, run.job.id, { ...counts, summary: `检查保养计划${counts.plans}个，生成维保工单${counts.orders}张` });
        return 1;
      });
    },
  };
}
