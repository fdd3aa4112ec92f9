import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { Day } from '../core/calendar';
import { Id } from '../core/integers';
import { reads } from '../core/rights';
import { ExportPurpose } from '../records/records.endpoints';

// 工单时效报表 (issue 34 item 2): per 维修班组, orders finished in a range of China days in and out of time, and those
// still open already past a limit. Part of 派工管理.

const MAX_DAYS = 366;

const Range = z.object({ dateFrom: Day, dateTo: Day, teamId: Id.optional() });
const checked = <T extends z.ZodType<{ dateFrom: string; dateTo: string }>>(schema: T) =>
  schema
    .refine((q) => q.dateTo >= q.dateFrom, { message: '结束日期不能早于开始日期', path: ['dateTo'] })
    .refine((q) => Date.parse(q.dateTo) - Date.parse(q.dateFrom) < MAX_DAYS * 86_400_000, {
      message: `一次最多统计${MAX_DAYS}天`,
      path: ['dateTo'],
    });
export const SlaReportQuery = checked(Range);
export const SlaReportExport = checked(Range.extend(ExportPurpose.shape));

const Tally = z.object({
  /** Finished (完工) inside the range. */
  finished: z.number().int(),
  /** Neither the response (接单) nor the resolution (完工) clock past its limit. */
  inTime: z.number().int(),
  outOfTime: z.number().int(),
  /** Percent in time with one decimal; null when none finished. */
  inTimeShare: z.string().nullable(),
  /** Created by the range's end and not finished now. */
  open: z.number().int(),
  /** Of those, a running clock past its limit now (the board's 超时). */
  overdue: z.number().int(),
});
export const SlaReportRow = Tally.extend({ teamId: z.number().nullable(), teamName: z.string() });
export const SlaReport = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  rows: z.array(SlaReportRow),
  total: Tally,
});

const common = {
  auth: 'session',
  roles: ['emp', 'sa'],
  rights: reads('customer_dispatch'),
  tag: 'workorders',
} as const;

export const slaReportEndpoints = {
  slaReport: defineEndpoint({
    method: 'GET',
    path: '/api/workorders/sla-report',
    input: SlaReportQuery,
    output: SlaReport,
    ...common,
    summary: '工单时效报表：按班组统计期间内完工工单的按时与超时（接单、完工时限）、按时率，以及未完成且已超时的工单',
  }),
  exportSlaReport: defineEndpoint({
    method: 'POST',
    path: '/api/workorders/sla-report/export',
    input: SlaReportExport,
    output: z.null(),
    raw: true,
    ...common,
    summary: '导出工单时效报表（Excel）',
  }),
};
