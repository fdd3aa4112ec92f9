import { JOB_STATES } from '@pm/domain';
import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { Id, integer } from '../core/integers';
import { pageOf } from '../core/paging';
import { reads, writes } from '../core/rights';
import { maxChars } from '../core/text';

// 后台作业 and 定时任务 (issue 27): long work (bill runs …) runs as jobs on the durable queue; a
// company's schedules start jobs by the calendar (China time). Platform administrators (super,
// root) see every company's jobs.

const tag = 'jobs';

/** What a job does; the screen names each (jobs.kind.* in the i18n files). */
export const JobKind = z.enum(['bill_run', 'depreciation', 'term_ends', 'import', 'export', 'backup', 'restore', 'dunning', 'vouchers', 'opening', 'pay_recon', 'message_batch', 'message_dispatch', 'message_reminders', 'message_paid', 'message_repair', 'einvoice_issue', 'workorder_sla', 'workorder_plans']);
export type JobKind = z.infer<typeof JobKind>;
export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

export const Job = z.object({
  id: z.number().int(),
  /** 0 for the system's own jobs (任期届满), which only platform administrators see. */
  companyId: z.number().int(),
  companyName: z.string(),
  kind: z.string(),
  title: z.string(),
  state: JobState,
  /** Units of work (houses of a bill run …); 0 while unknown. */
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  /** What a finished job produced, in one line (计提12项资产折旧，合计…，生成凭证转-3); null when it says nothing. */
  summary: z.string().nullable(),
  /** Who started it; for a scheduled job, the schedule's owner. */
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  /** The schedule (定时任务) that started it, if any. */
  scheduleId: z.number().int().nullable(),
  scheduleTitle: z.string().nullable(),
  /** Times it was started again after failing or being cancelled. */
  retries: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds from start to end (or to now while it runs); null before it starts. */
  seconds: z.number().nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobQuery = z.object({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
  kind: z.string().trim().check(maxChars(20)).optional(),
  state: JobState.optional(),
});

/** How often a schedule fires, in China time: every month on a day (or its last day), or every day. */
export const ScheduleRule = z.discriminatedUnion('frequency', [
  z.object({
    frequency: z.literal('monthly'),
    /** 1-28, or 0 for the month's last day. */
    day: integer(z.number().int().min(0, '日期须为 1-28 日或月末').max(28, '日期须为 1-28 日或月末')),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式须为 HH:mm'),
  }),
  z.object({
    frequency: z.literal('daily'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式须为 HH:mm'),
  }),
]);
export type ScheduleRule = z.infer<typeof ScheduleRule>;

/** What a schedule starts. */
export const ScheduleKind = z.enum(['bill_run', 'depreciation']);
export type ScheduleKind = z.infer<typeof ScheduleKind>;

/** A monthly bill run: the estate (and, optionally, only some charge items), billing the month it fires in. */
export const ScheduleParams = z.object({
  estateId: Id.optional(),
  itemIds: z.array(Id).max(200).optional(),
});

export const ScheduleInput = z.object({
  kind: ScheduleKind,
  title: z.string().trim().min(1, '请填写任务名称').check(maxChars(100)),
  rule: ScheduleRule,
  params: ScheduleParams.default({}),
  enabled: z.boolean().default(true),
});

export const Schedule = z.object({
  id: z.number().int(),
  kind: ScheduleKind,
  title: z.string(),
  rule: ScheduleRule,
  params: ScheduleParams,
  /** The estate's name for a bill run schedule. */
  estateName: z.string().nullable(),
  enabled: z.boolean(),
  /** The next firing (ISO instant); shown in China time. */
  nextFireAt: z.string(),
  lastFiredAt: z.string().nullable(),
  lastJobId: z.number().int().nullable(),
  lastJobState: JobState.nullable(),
  createdByName: z.string().nullable(),
});
export type Schedule = z.infer<typeof Schedule>;

const JOBS_READ = reads('data_jobs-index');
const JOBS_WRITE = writes('data_jobs-index');
const SCHEDULES_READ = reads('data_jobs-schedules');
const SCHEDULES_WRITE = writes('data_jobs-schedules');
const staff = ['emp', 'sa', 'super', 'root'] as const;

export const jobEndpoints = {
  listJobs: defineEndpoint({
    method: 'GET',
    path: '/api/jobs',
    input: JobQuery,
    output: pageOf(Job),
    auth: 'session',
    rights: JOBS_READ,
    roles: staff,
    summary: '后台作业：本公司的作业（平台管理员看全部公司），新的在前',
    tag,
  }),
  getJob: defineEndpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    input: z.object({ id: Id }),
    output: Job,
    auth: 'session',
    rights: JOBS_READ,
    roles: staff,
    summary: '后台作业：一个作业的状态与进度',
    tag,
  }),
  cancelJob: defineEndpoint({
    method: 'POST',
    path: '/api/jobs/:id/cancel',
    input: z.object({ id: Id }),
    output: Job,
    auth: 'session',
    rights: JOBS_WRITE,
    roles: staff,
    summary: '后台作业：取消排队或进行中的作业（已完成的批次保留，其余不再执行）',
    tag,
  }),
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/api/jobs/:id/retry',
    input: z.object({ id: Id }),
    output: Job,
    auth: 'session',
    rights: JOBS_WRITE,
    roles: staff,
    summary: '后台作业：重试失败或已取消的作业，从未完成的批次继续',
    tag,
  }),
  listSchedules: defineEndpoint({
    method: 'GET',
    path: '/api/job-schedules',
    input: z.object({}),
    output: z.array(Schedule),
    auth: 'session',
    rights: SCHEDULES_READ,
    roles: staff,
    summary: '定时任务：本公司的定时任务及下次执行时间',
    tag,
  }),
  createSchedule: defineEndpoint({
    method: 'POST',
    path: '/api/job-schedules',
    input: ScheduleInput,
    output: Schedule,
    auth: 'session',
    rights: SCHEDULES_WRITE,
    roles: staff,
    summary: '定时任务：新增（按中国时间，每月某日或每天某时执行）',
    tag,
  }),
  updateSchedule: defineEndpoint({
    method: 'PUT',
    path: '/api/job-schedules/:id',
    input: ScheduleInput.extend({ id: Id }),
    output: Schedule,
    auth: 'session',
    rights: SCHEDULES_WRITE,
    roles: staff,
    summary: '定时任务：修改（下次执行时间按新规则重算）',
    tag,
  }),
  deleteSchedule: defineEndpoint({
    method: 'DELETE',
    path: '/api/job-schedules/:id',
    input: z.object({ id: Id }),
    output: z.object({ id: z.number().int() }),
    auth: 'session',
    rights: SCHEDULES_WRITE,
    roles: staff,
    summary: '定时任务：删除（已启动的作业不受影响）',
    tag,
  }),
};
