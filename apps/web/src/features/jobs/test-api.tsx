import type { Job, Schedule } from '@pm/contracts';

export { DialogAnswer } from '../../test/dialog-answer';

export const job = (over: Partial<Job> = {}): Job => ({
  id: 5,
  companyId: 2,
  companyName: '上海安居物业有限公司',
  kind: 'bill_run',
  title: '计费：阳光花园 2026-12',
  state: 'done',
  total: 120,
  done: 120,
  error: null,
  createdBy: 7,
  createdByName: '王芳',
  scheduleId: null,
  scheduleTitle: null,
  summary: null,
  retries: 0,
  createdAt: '2026-11-30T16:00:00.000Z',
  startedAt: '2026-11-30T16:00:01.000Z',
  finishedAt: '2026-11-30T16:01:06.000Z',
  seconds: 65,
  ...over,
});

export const page = (rows: Job[]) => ({ total: rows.length, page: 1, size: 20, rows });

export const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  id: 4,
  kind: 'bill_run',
  title: '阳光花园每月计费',
  rule: { frequency: 'monthly', day: 5, time: '08:00' },
  params: { estateId: 1 },
  estateName: '阳光花园',
  enabled: true,
  nextFireAt: '2026-12-05T00:00:00.000Z',
  lastFiredAt: null,
  lastJobId: null,
  lastJobState: null,
  createdByName: '王芳',
  ...over,
});

export const estates = [
  { id: 1, code: 'SH-YG', name: '阳光花园' },
  { id: 2, code: 'SH-BJ', name: '滨江名苑' },
];
