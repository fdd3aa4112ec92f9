import { describe, expect, it } from 'vitest';
import { DAY_TYPE, type DayType, type WorkCalendar } from '../calendar/day-type';
import { maintenanceCycle, maintenanceSchedule, maintenanceTaskKey, planIdOfTaskKey } from './maintenance-plan';
import { planTasks, planTasksToCreate } from './plan-tasks';

const cn = (text: string) => new Date(`${text}+08:00`);
const shown = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const slots = (cycle: string, nextDate: string, from: string, to: string, holidayShift = false, calendar?: WorkCalendar) =>
  planTasks(maintenanceSchedule({ id: 7, cycle, nextDate, holidayShift }, calendar), from, to).map((t) => t.dueDate);

describe('设备保养计划 cycles keep the 下次保养日期 grid', () => {
  it.each<[string, string, string, string, string, string[]]>([
    ['每周 on the anchor’s weekday (a Thursday)', '1', '2026-12-03', '2026-12-01', '2026-12-25', ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24']],
    ['每月 on the 15th', '2', '2026-11-15', '2026-11-01', '2027-02-01', ['2026-11-15', '2026-12-15', '2027-01-15']],
    ['每月 on the 31st: short months at their last day', '2', '2027-01-31', '2027-01-01', '2027-05-01', ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']],
    ['每季度 from February: Feb, May, Aug, Nov', '3', '2027-02-10', '2027-01-01', '2028-01-01', ['2027-02-10', '2027-05-10', '2027-08-10', '2027-11-10']],
    ['每半年 from October: Oct and April', '4', '2026-10-20', '2026-10-01', '2027-11-01', ['2026-10-20', '2027-04-20', '2027-10-20']],
    ['每年 on its day', '5', '2026-12-01', '2026-01-01', '2029-01-01', ['2026-12-01', '2027-12-01', '2028-12-01']],
    ['nothing before the anchor', '2', '2026-12-15', '2026-10-01', '2027-01-01', ['2026-12-15']],
  ])('%s', (_, cycle, nextDate, from, to, expected) => {
    expect(slots(cycle, nextDate, from, to)).toEqual(expected);
  });

  it('节假日顺延 moves a Sunday slot to Monday, and a holiday to the first working day after it', () => {
    // 2026-11-15 is a Sunday; 2027-01-15 a Friday made a holiday here
    const calendar: WorkCalendar = new Map<string, DayType>([['2027-01-15', DAY_TYPE.holiday]]);
    expect(slots('2', '2026-11-15', '2026-11-01', '2027-02-01', true, calendar)).toEqual(['2026-11-16', '2026-12-15', '2027-01-18']);
    expect(slots('2', '2026-11-15', '2026-11-01', '2027-02-01', false, calendar)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('a task opens at 09:00 China time, is written a day ahead, and is overdue after its window (每月: 5 days)', () => {
    const [task] = planTasks(maintenanceSchedule({ id: 7, cycle: '2', nextDate: '2026-12-15', holidayShift: false }), '2026-12-01', '2027-01-01');
    expect([shown(task!.createAt), shown(task!.startsAt), shown(task!.endsAt)]).toEqual(['2026-12-14T09:00', '2026-12-15T09:00', '2026-12-19T18:00']);
    expect(task!.key).toBe('7:2026-12-15');
  });

  it('the job’s pass: nothing before the day ahead, then the task once, the cursor past it', () => {
    const plan = maintenanceSchedule({ id: 7, cycle: '1', nextDate: '2026-12-03', holidayShift: false });
    const early = planTasksToCreate(plan, cn('2026-12-02T08:59'), null);
    expect(early.tasks).toEqual([]);
    expect(shown(early.nextRunAt!)).toBe('2026-12-02T09:00');
    const due = planTasksToCreate(plan, cn('2026-12-02T09:00'), early.cursor);
    expect(due.tasks.map((t) => t.dueDate)).toEqual(['2026-12-03']);
    const again = planTasksToCreate(plan, cn('2026-12-02T10:00'), due.cursor);
    expect(again.tasks).toEqual([]);
    expect(shown(again.nextRunAt!)).toBe('2026-12-09T09:00');
  });

  it('refuses a cycle code the dictionary does not have', () => {
    expect(() => maintenanceCycle('6', '2026-12-01')).toThrow('保养周期不正确：6');
    expect(() => maintenanceSchedule({ id: 1, cycle: '', nextDate: '2026-12-01', holidayShift: false })).toThrow(RangeError);
  });

  it('task keys name the plan and the slot, and read back only their own shape', () => {
    expect(maintenanceTaskKey(12, '2026-12-15')).toBe('maint:12:2026-12-15');
    expect(planIdOfTaskKey('maint:12:2026-12-15')).toBe(12);
    expect(planIdOfTaskKey('patrol:12:2026-12-15')).toBeNull();
    expect(planIdOfTaskKey(null)).toBeNull();
  });
});
