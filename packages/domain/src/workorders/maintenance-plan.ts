import type { WorkCalendar } from '../calendar/day-type';
import { isoWeekday, type PlanCycle } from './plan-cycle';
import type { SchedulePlan } from './plan-tasks';

/**
 * 设备保养计划's 周期 dictionary (codes in the order of the record's comment): 每周, 每月, 每季度, 每半年, 每年. Each
 * cycle keeps the plan's 下次保养日期 on its grid (the weekday, or the day of the month in the months it names),
 * and a task stays open a window that grows with the cycle (notes §4, Proposed: window days; our choice of lengths).
 */
export const MAINT_CYCLES = {
  '1': { name: '每周', months: 0, windowDays: 2 },
  '2': { name: '每月', months: 1, windowDays: 5 },
  '3': { name: '每季度', months: 3, windowDays: 10 },
  '4': { name: '每半年', months: 6, windowDays: 15 },
  '5': { name: '每年', months: 12, windowDays: 30 },
} as const;
export type MaintCycleCode = keyof typeof MAINT_CYCLES;

/** A task is written the working day before at its start (09:00), so the technician sees it a day ahead. */
export const MAINT_LEAD_MINUTES = 24 * 60;

export interface MaintenancePlanFacts {
  id: number;
  /** MAINT_CYCLES code. */
  cycle: string;
  /** 下次保养日期: the grid's anchor and the first day a task may fall on. */
  nextDate: string;
  /** 节假日顺延: a slot on a rest day or holiday moves to the next working day. */
  holidayShift: boolean;
}

function isCycle(code: string): code is MaintCycleCode {
  return Object.hasOwn(MAINT_CYCLES, code);
}

/** The months `every` apart that contain `month` (1-12), in order. */
function monthsEvery(month: number, every: number): number[] {
  return Array.from({ length: 12 / every }, (_, i) => ((month - 1 + i * every) % 12) + 1).sort((a, b) => a - b);
}

/** The plan's cycle on its anchor: weekly on its weekday; monthly on its day (29-31 fall to a short month's last day). */
export function maintenanceCycle(code: string, anchor: string): PlanCycle {
  if (!isCycle(code)) throw new RangeError(`保养周期不正确：${code}`);
  const every = MAINT_CYCLES[code].months;
  if (every === 0) return { kind: 'weekly', weekdays: [isoWeekday(anchor)] };
  const [, month, day] = anchor.split('-').map(Number) as [number, number, number];
  return { kind: 'monthly', days: [day], monthEnd: 'last_day', ...(every === 1 ? {} : { months: monthsEvery(month, every) }) };
}

/** A 设备保养计划 as the scheduler reads it (plan-tasks.ts): from its 下次保养日期 on, 09:00-18:00 China time. */
export function maintenanceSchedule(plan: MaintenancePlanFacts, calendar?: WorkCalendar): SchedulePlan {
  if (!isCycle(plan.cycle)) throw new RangeError(`保养周期不正确：${plan.cycle}`);
  return {
    id: plan.id,
    cycle: maintenanceCycle(plan.cycle, plan.nextDate),
    startDate: plan.nextDate,
    windowDays: MAINT_CYCLES[plan.cycle].windowDays,
    leadMinutes: MAINT_LEAD_MINUTES,
    nonWorkingDay: plan.holidayShift ? 'next' : 'keep',
    ...(calendar ? { calendar } : {}),
  };
}

/** The order's key for one task of a plan: the same plan and slot never make two orders. */
export function maintenanceTaskKey(planId: number, slot: string): string {
  return `maint:${planId}:${slot}`;
}

/** The plan id of a maintenance task key, or null for any other key. */
export function planIdOfTaskKey(key: string | null): number | null {
  const m = /^maint:(\d+):\d{4}-\d{2}-\d{2}$/.exec(key ?? '');
  return m ? Number(m[1]) : null;
}
