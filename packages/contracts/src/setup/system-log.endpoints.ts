import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Day } from '../core/calendar';
import { defineEndpoint } from '../core/endpoint';
import { reads } from '../core/rights';

export * from './log-labels';

// 系统日志: the operation log the record engine (and other services) append to on every write.

const day = Day.optional();

export const SystemLogQuery = z.object({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
  /** Operation day from / to (inclusive), YYYY-MM-DD. */
  from: day,
  to: day,
  /** Record key, e.g. complaint. */
  recordKey: z.string().trim().check(maxChars(50)).optional(),
  action: z.string().trim().check(maxChars(20)).optional(),
  /** Operator name or account contains. */
  user: z.string().trim().check(maxChars(50)).optional(),
});

export const SystemLogRow = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  recordKey: z.string(),
  /** The record type's title (zh-CN) when the key is a declared record, else the key. */
  recordTitle: z.string(),
  recordId: z.number().int().nullable(),
  action: z.string(),
  /** The action's name (zh-CN), e.g. 登账, 结算：收费, 拒绝访问. */
  actionTitle: z.string(),
  detail: z.unknown().optional(),
});
export type SystemLogRow = z.infer<typeof SystemLogRow>;

export const SystemLogPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(SystemLogRow),
});

export const listSystemLog = defineEndpoint({
  method: 'GET',
  path: '/api/system-log',
  input: SystemLogQuery,
  output: SystemLogPage,
  auth: 'session',
  rights: reads('data_system-log'),
  roles: ['emp', 'sa', 'super'],
  summary: '系统日志：本公司的操作记录（只读，按时间倒序，可按日期、记录类型、操作、操作人筛选）',
  tag: 'system-log',
});

export const systemLogEndpoints = { listSystemLog };
