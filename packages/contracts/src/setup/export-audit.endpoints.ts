import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Day } from '../core/calendar';
import { defineEndpoint } from '../core/endpoint';
import { ExportPurpose } from '../records/records.endpoints';
import { reads } from '../core/rights';

// 导出登记: every export's purpose, approver and filters (export_audits), as a list of the company.
const tag = 'export-audit';

const day = Day.optional();

export const ExportAuditFilter = z.object({
  /** Export day from / to (inclusive, China time), YYYY-MM-DD. */
  from: day,
  to: day,
  /** Exporter's name or account contains. */
  user: z.string().trim().check(maxChars(50)).optional(),
  /** The exported screen (record key), e.g. house. */
  recordKey: z.string().trim().check(maxChars(50)).optional(),
  /** Usage contains. */
  usage: z.string().trim().check(maxChars(50)).optional(),
});
export type ExportAuditFilter = z.infer<typeof ExportAuditFilter>;

export const ExportAuditQuery = ExportAuditFilter.extend({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});

export const ExportAuditRow = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  userName: z.string().nullable(),
  username: z.string().nullable(),
  recordKey: z.string(),
  /** The screen's title (zh-CN) when the key is a declared record, else the key. */
  recordTitle: z.string(),
  usage: z.string(),
  auditor: z.string(),
  auditDate: z.string(),
  /** The conditions of the export, by name. */
  filters: z.record(z.string(), z.string()),
  /** Rows written; null while the export ran or when it stopped. */
  rows: z.number().int().nullable(),
});
export type ExportAuditRow = z.infer<typeof ExportAuditRow>;

export const ExportAuditPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  rows: z.array(ExportAuditRow),
});

export const listExportAudits = defineEndpoint({
  method: 'GET',
  path: '/api/setup/export-audits',
  input: ExportAuditQuery,
  output: ExportAuditPage,
  auth: 'session',
  rights: reads('data_export-audit'),
  roles: ['emp', 'sa', 'super', 'root'],
  summary: '导出登记：本公司的导出记录（时间倒序，可按日期、导出人、画面、用途筛选）',
  tag,
});
export const exportExportAudits = defineEndpoint({
  method: 'POST',
  path: '/api/setup/export-audits/export',
  input: ExportPurpose.extend({ filters: ExportAuditFilter.optional() }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: reads('data_export-audit'),
  roles: ['emp', 'sa', 'super', 'root'],
  summary: '导出登记列表导出 Excel（本身也登记用途与审批人）',
  tag,
});

export const exportAuditEndpoints = { listExportAudits, exportExportAudits };
