import { DAY_TYPE, dayTypeOf, firstWorkingDayFrom, type WorkCalendar } from '../calendar/day-type';
import { addDays, dayNumber } from '../charging/calendar';
import { cycleDates, type PlanCycle } from './plan-cycle';
import { chinaDayOf, chinaInstant, minutesOfDay } from './working-hours';

const MINUTE_MS = 60_000;

/** A device maintenance plan or a patrol plan, as far as scheduling goes. */
export interface SchedulePlan {
  id: string | number;
  cycle: PlanCycle;
  /** First day the plan may fall due ("YYYY-MM-DD"); every_n_days counts from it. */
  startDate: string;
  /** Last day it may fall due, inclusive; null or absent: open-ended. */
  endDate?: string | null;
  /** The task's hours on its day, China time; an end not after the start crosses midnight. Default 09:00–18:00 (HC). */
  startTime?: string;
  endTime?: string;
  /** Days the task stays open counting its due day (default 1); overdue after endTime of the last one. */
  windowDays?: number;
  /** The task is created this long before it starts (HC patrol before_time 30; maintenance lead days × 1440). */
  leadMinutes?: number;
  /** A slot on a rest day or holiday: kept (default), skipped, or moved to the next working day (节假日顺延). */
  nonWorkingDay?: 'keep' | 'skip' | 'next';
  calendar?: WorkCalendar;
}

/** One task of a plan. `key` (plan id + nominal slot) is unique: storing by it makes generation idempotent. */
export interface PlanTask {
  key: string;
  planId: string;
  /** The nominal date of the cycle, before any move to a working day. */
  slot: string;
  /** The day it is done on. */
  dueDate: string;
  startsAt: Date;
  /** Overdue when not done by this instant. */
  endsAt: Date;
  createAt: Date;
}

function taskOf(plan: SchedulePlan, slot: string): PlanTask | null {
  const rule = plan.nonWorkingDay ?? 'keep';
  const working = dayTypeOf(slot, plan.calendar) === DAY_TYPE.workday;
  if (!working && rule === 'skip') return null;
  const dueDate = !working && rule === 'next' ? firstWorkingDayFrom(slot, plan.calendar) : slot;
  const start = plan.startTime ?? '09:00';
  const end = plan.endTime ?? '18:00';
  const crosses = minutesOfDay(end) <= minutesOfDay(start) ? 1 : 0;
  const startsAt = chinaInstant(dueDate, start);
  return {
    key: `${plan.id}:${slot}`,
    planId: String(plan.id),
    slot,
    dueDate,
    startsAt: new Date(startsAt),
    endsAt: new Date(chinaInstant(addDays(dueDate, (plan.windowDays ?? 1) - 1 + crosses), end)),
    createAt: new Date(startsAt - (plan.leadMinutes ?? 0) * MINUTE_MS),
  };
}

/**
 * The plan's tasks whose nominal slot lies in [from, to) (dates), in slot order. Windows that split a period give
 * together exactly the tasks of the whole period, each once.
 */
export function planTasks(plan: SchedulePlan, from: string, to: string): PlanTask[] {
  const last = plan.endDate ? addDays(plan.endDate, 1) : to;
  const until = dayNumber(last) < dayNumber(to) ? last : to;
  return cycleDates(plan.cycle, plan.startDate, from, until)
    .map((slot) => taskOf(plan, slot))
    .filter((t): t is PlanTask => t !== null);
}

/** How far ahead the next creation is looked for (a yearly plan's next slot), in steps of a month or so. */
const LOOK_AHEAD_DAYS = 800;
const LOOK_STEP_DAYS = 32;

/** The first task whose slot is on or after `from`, within LOOK_AHEAD_DAYS. */
function firstTaskFrom(plan: SchedulePlan, from: string): PlanTask | undefined {
  for (let offset = 0; offset < LOOK_AHEAD_DAYS; offset += LOOK_STEP_DAYS) {
    const [first] = planTasks(plan, addDays(from, offset), addDays(from, offset + LOOK_STEP_DAYS));
    if (first) return first;
  }
  return undefined;
}

/**
 * What a job creates at `now`: the tasks from `cursor` (the first slot not yet looked at; null for a new plan: from
 * today, China time, leaving out a task whose window has already closed) whose creation time has come, the cursor
 * to keep, and when to run next (null: nothing falls due within LOOK_AHEAD_DAYS or the plan has ended).
 */
export function planTasksToCreate(
  plan: SchedulePlan,
  now: Date,
  cursor: string | null,
): { tasks: PlanTask[]; cursor: string; nextRunAt: Date | null } {
  const from = cursor ?? chinaDayOf(now.getTime());
  // A slot from `near` on starts after now + lead, so only slots before it can be due for creation.
  const near = addDays(chinaDayOf(now.getTime()), Math.ceil((plan.leadMinutes ?? 0) / 1440) + 2);
  const candidates = planTasks(plan, from, near);
  const due = candidates.findIndex((t) => t.createAt.getTime() > now.getTime());
  const ready = due === -1 ? candidates : candidates.slice(0, due);
  const next = due === -1 ? firstTaskFrom(plan, dayNumber(from) > dayNumber(near) ? from : near) : candidates[due];
  const lastReady = ready.at(-1);
  // A new plan does not start with tasks whose window has already closed.
  const tasks = cursor === null ? ready.filter((t) => t.endsAt.getTime() > now.getTime()) : ready;
  return {
    tasks,
    cursor: next ? next.slot : lastReady ? addDays(lastReady.slot, 1) : from,
    nextRunAt: next ? next.createAt : null,
  };
}

export type PlanTaskStatus = 'scheduled' | 'open' | 'overdue' | 'done' | 'done_late';

/** A task at an instant: not started, open, overdue (from endsAt on), done in its window (by endsAt) or late. */
export function planTaskStatus(
  task: Pick<PlanTask, 'startsAt' | 'endsAt'>,
  doneAt: Date | string | null,
  at: Date | string,
): PlanTaskStatus {
  const t = new Date(at).getTime();
  if (doneAt !== null && new Date(doneAt).getTime() <= t)
    return new Date(doneAt).getTime() <= task.endsAt.getTime() ? 'done' : 'done_late';
  if (t < task.startsAt.getTime()) return 'scheduled';
  return t < task.endsAt.getTime() ? 'open' : 'overdue';
}
