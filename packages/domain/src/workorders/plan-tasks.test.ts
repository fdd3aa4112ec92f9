import { describe, expect, it } from 'vitest';
import type { DayType, WorkCalendar } from '../calendar/day-type';
import { cycleDates, isoWeekday, type PlanCycle } from './plan-cycle';
import { planTasks, planTasksToCreate, planTaskStatus, type SchedulePlan } from './plan-tasks';

const cn = (text: string) => new Date(`${text}+08:00`);
const shown = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

describe('each cycle gives its dates in a window [from, to)', () => {
  it.each<[string, PlanCycle, string, string, string, string[]]>([
    [
      'daily',
      { kind: 'daily' },
      '2026-01-01',
      '2026-03-01',
      '2026-03-05',
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
    ],
    [
      'weekly on Monday and Thursday',
      { kind: 'weekly', weekdays: [1, 4] },
      '2026-01-01',
      '2026-03-01',
      '2026-03-15',
      ['2026-03-02', '2026-03-05', '2026-03-09', '2026-03-12'],
    ],
    [
      'weekly on Sunday across a year end',
      { kind: 'weekly', weekdays: [7] },
      '2025-01-01',
      '2025-12-25',
      '2026-01-10',
      ['2025-12-28', '2026-01-04'],
    ],
    [
      'monthly on the 15th and 31st, short months at their last day',
      { kind: 'monthly', days: [15, 31] },
      '2026-01-01',
      '2026-01-01',
      '2026-06-01',
      [
        '2026-01-15',
        '2026-01-31',
        '2026-02-15',
        '2026-02-28',
        '2026-03-15',
        '2026-03-31',
        '2026-04-15',
        '2026-04-30',
        '2026-05-15',
        '2026-05-31',
      ],
    ],
    [
      'monthly on the 31st, short months skipped',
      { kind: 'monthly', days: [31], monthEnd: 'skip' },
      '2026-01-01',
      '2026-01-01',
      '2026-06-01',
      ['2026-01-31', '2026-03-31', '2026-05-31'],
    ],
    [
      'month end (-1) in a leap February',
      { kind: 'monthly', days: [-1] },
      '2028-01-01',
      '2028-02-01',
      '2028-04-01',
      ['2028-02-29', '2028-03-31'],
    ],
    [
      'the 30th and 31st falling on one February day: one slot',
      { kind: 'monthly', days: [30, 31] },
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      ['2026-02-28'],
    ],
    [
      'quarterly on the 1st',
      { kind: 'monthly', days: [1], months: [1, 4, 7, 10] },
      '2026-01-01',
      '2026-01-01',
      '2027-01-01',
      ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01'],
    ],
    [
      'yearly fire-system test on 15 March',
      { kind: 'monthly', days: [15], months: [3] },
      '2025-06-01',
      '2025-06-01',
      '2028-01-01',
      ['2026-03-15', '2027-03-15'],
    ],
    [
      'every 15 days (elevators) counted from the plan’s start',
      { kind: 'every_n_days', days: 15 },
      '2026-01-05',
      '2026-02-01',
      '2026-03-01',
      ['2026-02-04', '2026-02-19'],
    ],
    [
      'every 15 days from a window opening on a slot',
      { kind: 'every_n_days', days: 15 },
      '2026-01-05',
      '2026-01-20',
      '2026-02-05',
      ['2026-01-20', '2026-02-04'],
    ],
    [
      'nothing before the plan’s first day',
      { kind: 'daily' },
      '2026-03-03',
      '2026-03-01',
      '2026-03-05',
      ['2026-03-03', '2026-03-04'],
    ],
  ])('%s', (_name, cycle, anchor, from, to, dates) => {
    expect(cycleDates(cycle, anchor, from, to)).toEqual(dates);
  });

  it('knows ISO weekdays', () => {
    expect(['2026-03-02', '2026-03-07', '2026-03-08'].map(isoWeekday)).toEqual([1, 6, 7]);
  });

  it.each<PlanCycle>([
    { kind: 'weekly', weekdays: [] },
    { kind: 'weekly', weekdays: [0] },
    { kind: 'monthly', days: [32] },
    { kind: 'monthly', days: [1], months: [13] },
    { kind: 'every_n_days', days: 0 },
  ])('refuses a malformed cycle %j', (cycle) => {
    expect(() => cycleDates(cycle, '2026-01-01', '2026-01-01', '2026-02-01')).toThrow(RangeError);
  });
});

const patrol: SchedulePlan = {
  id: 'P9',
  cycle: { kind: 'daily' },
  startDate: '2026-03-01',
  startTime: '08:00',
  endTime: '08:30',
  leadMinutes: 30,
};

describe('tasks of a plan: keys, times, rest days, overdue', () => {
  it('a daily patrol 08:00–08:30 created 30 min before (HC before_time), keyed by plan and day', () => {
    const [task] = planTasks(patrol, '2026-03-09', '2026-03-10');
    expect(task).toMatchObject({ key: 'P9:2026-03-09', planId: 'P9', slot: '2026-03-09', dueDate: '2026-03-09' });
    expect([shown(task!.createAt), shown(task!.startsAt), shown(task!.endsAt)]).toEqual([
      '2026-03-09T07:30',
      '2026-03-09T08:00',
      '2026-03-09T08:30',
    ]);
  });

  it('a night round 22:00–02:00 ends the next morning; a maintenance task open 3 days ends on the third at 18:00', () => {
    const [night] = planTasks({ ...patrol, startTime: '22:00', endTime: '02:00' }, '2026-03-09', '2026-03-10');
    expect(shown(night!.endsAt)).toBe('2026-03-10T02:00');
    const [maint] = planTasks(
      { id: 4, cycle: { kind: 'monthly', days: [10] }, startDate: '2026-01-01', windowDays: 3 },
      '2026-03-01',
      '2026-04-01',
    );
    expect([shown(maint!.startsAt), shown(maint!.endsAt)]).toEqual(['2026-03-10T09:00', '2026-03-12T18:00']);
  });

  it.each([
    ['keep', ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']],
    ['skip', ['2026-03-06', '2026-03-09']],
    ['next', ['2026-03-06', '2026-03-09', '2026-03-09', '2026-03-09']],
  ] as const)('a rest day rule %s: due dates %j, keys still by slot', (rule, dueDates) => {
    const tasks = planTasks({ ...patrol, nonWorkingDay: rule }, '2026-03-06', '2026-03-10');
    expect(tasks.map((t) => t.dueDate)).toEqual(dueDates);
    expect(new Set(tasks.map((t) => t.key)).size).toBe(tasks.length);
  });

  it('节假日顺延 past the National Day holiday with the company’s calendar', () => {
    const calendar: WorkCalendar = new Map<string, DayType>(
      ['01', '02', '03', '04', '05', '06', '07', '08'].map((d) => [`2025-10-${d}`, '3']),
    );
    const plan: SchedulePlan = {
      id: 5,
      cycle: { kind: 'monthly', days: [1] },
      startDate: '2025-01-01',
      nonWorkingDay: 'next',
      calendar,
    };
    expect(planTasks(plan, '2025-10-01', '2025-11-01').map((t) => [t.key, t.dueDate])).toEqual([
      ['5:2025-10-01', '2025-10-09'],
    ]);
  });

  it('stops after the plan’s last day', () => {
    expect(planTasks({ ...patrol, endDate: '2026-03-03' }, '2026-03-01', '2026-03-10').map((t) => t.slot)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it.each([
    ['2026-03-09T07:59', null, 'scheduled'],
    ['2026-03-09T08:10', null, 'open'],
    ['2026-03-09T08:30', null, 'overdue'],
    ['2026-03-09T09:00', '2026-03-09T08:30', 'done'],
    ['2026-03-09T09:00', '2026-03-09T08:31', 'done_late'],
    ['2026-03-09T08:20', '2026-03-09T08:25', 'open'],
  ] as const)('at %s, done at %s: %s', (at, doneAt, status) => {
    const [task] = planTasks(patrol, '2026-03-09', '2026-03-10');
    expect(planTaskStatus(task!, doneAt === null ? null : cn(doneAt), cn(at))).toBe(status);
  });
});

describe('the job: what to create now, from where to go on, when to run again', () => {
  it('creates the day’s patrol at its creation time and waits for the next one', () => {
    const early = planTasksToCreate(patrol, cn('2026-03-09T07:00'), '2026-03-09');
    expect(early.tasks).toEqual([]);
    expect([early.cursor, shown(early.nextRunAt!)]).toEqual(['2026-03-09', '2026-03-09T07:30']);
    const onTime = planTasksToCreate(patrol, cn('2026-03-09T07:30'), early.cursor);
    expect(onTime.tasks.map((t) => t.key)).toEqual(['P9:2026-03-09']);
    expect([onTime.cursor, shown(onTime.nextRunAt!)]).toEqual(['2026-03-10', '2026-03-10T07:30']);
  });

  it('catches up days the job missed, each once', () => {
    const late = planTasksToCreate(patrol, cn('2026-03-12T07:45'), '2026-03-09');
    expect(late.tasks.map((t) => t.slot)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']);
    expect(late.cursor).toBe('2026-03-13');
  });

  it('a new plan does not start with a task whose window has closed', () => {
    const first = planTasksToCreate(patrol, cn('2026-03-09T15:00'), null);
    expect(first.tasks).toEqual([]);
    expect([first.cursor, shown(first.nextRunAt!)]).toEqual(['2026-03-10', '2026-03-10T07:30']);
  });

  it('a maintenance plan 3 days ahead (lead 4320 min) creates its task on the 7th for the 10th', () => {
    const plan: SchedulePlan = {
      id: 'M1',
      cycle: { kind: 'monthly', days: [10] },
      startDate: '2026-01-01',
      leadMinutes: 3 * 1440,
    };
    const run = planTasksToCreate(plan, cn('2026-03-07T09:00'), '2026-03-01');
    expect(run.tasks.map((t) => t.key)).toEqual(['M1:2026-03-10']);
    expect([run.cursor, shown(run.nextRunAt!)]).toEqual(['2026-04-10', '2026-04-07T09:00']);
  });

  it('an ended plan has nothing more to run', () => {
    const run = planTasksToCreate({ ...patrol, endDate: '2026-03-09' }, cn('2026-03-09T08:00'), '2026-03-09');
    expect(run.tasks.map((t) => t.slot)).toEqual(['2026-03-09']);
    expect(run.nextRunAt).toBeNull();
  });
});
