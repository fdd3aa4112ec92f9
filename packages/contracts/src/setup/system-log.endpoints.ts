import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Day } from '../core/calendar';
import { defineEndpoint } from '../core/endpoint';
import { reads } from '../core/rights';

// 系统日志: the operation log the record engine (and other services) append to on every write.

/** Actions written to the operation log, with their labels. */
export const OPERATION_ACTIONS: Record<string, { cn: string; tw: string }> = {
  create: { cn: '新增', tw: '新增' },
  update: { cn: '修改', tw: '修改' },
  delete: { cn: '删除', tw: '刪除' },
  'soft-delete': { cn: '标记删除', tw: '標記刪除' },
  import: { cn: '导入', tw: '導入' },
  export: { cn: '导出', tw: '導出' },
  backup: { cn: '备份', tw: '備份' },
  restore: { cn: '恢复', tw: '恢復' },
  denied: { cn: '拒绝访问', tw: '拒絕訪問' },
  'self-approve': { cn: '本人审批', tw: '本人審批' },
};

/** Log subjects that are not record types (their titles for the list). */
export const LOG_SUBJECTS: Record<string, { cn: string; tw: string }> = {
  'staff-permission': { cn: '员工权限', tw: '員工權限' },
  backup: { cn: '系统备份', tw: '系統備份' },
  'export-audit': { cn: '导出登记', tw: '導出登記' },
  rights: { cn: '功能授权', tw: '功能授權' },
  'approval-policy': { cn: '审批分离', tw: '審批分離' },
};

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
