import { READING_STATES } from '@pm/domain';
import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { ImportResult } from '../records/records.endpoints';
import { Day, decimalText, Decimal4, ExportPurpose, Id, ListQuery, pageOf, Period, ReadingState, Remark } from './charging.schemas';

const tag = 'charging';
const roles: readonly Role[] = ['emp', 'sa'];

/**
 * One row of the reading sheet of a period: every live meter of the estate (filtered), its
 * previous reading (the last audited one, or the meter's initial reading) and this period's
 * reading when entered.
 */
export const ReadingRow = z.object({
  meterId: z.number(),
  meterCode: z.string(),
  kind: z.string(),
  kindName: z.string(),
  useAttr: z.string(),
  multiplier: z.number(),
  houseId: z.number().nullable(),
  houseCode: z.string().nullable(),
  houseName: z.string().nullable(),
  period: z.string(),
  previous: Decimal4,
  /** null: not read yet this period. */
  readingId: z.number().nullable(),
  current: Decimal4.nullable(),
  usage: Decimal4.nullable(),
  rolledOver: z.boolean(),
  unusual: z.boolean(),
  /** W 待审核, C 已审核, F 已驳回; null when not read. */
  state: ReadingState.nullable(),
  readOn: z.string().nullable(),
  readByName: z.string().nullable(),
  auditedByName: z.string().nullable(),
  /** Already on a bill line: no longer changed. */
  billed: z.boolean(),
  remark: z.string().nullable(),
});
export const ReadingQuery = ListQuery.extend({ estateId: Id, period: Period, kind: z.string().check(maxChars(10)).optional(), state: z.enum(['none', ...READING_STATES]).optional() });
export const ReadingInput = z.object({
  meterId: Id,
  period: Period,
  current: decimalText('本期读数', 2),
  readOn: Day,
  /** The meter passed its maximum and started again from 0 (needs the maximum: the previous reading's digits). */
  rolledOver: z.boolean().default(false),
  remark: Remark.nullable().optional(),
});
export const ReadingAuditInput = z.object({ ids: z.array(Id).min(1, '请选择读数').max(2000), approve: z.boolean(), note: Remark.optional() });
export const ReadingAuditResult = z.object({ changed: z.number() });

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const readingEndpoints = {
  readingSheet: post('/readings/list', ReadingQuery, pageOf(ReadingRow), '抄表录入表：楼盘某期的仪表、上期读数与本期读数', reads('charge_ops-meter-reading')),
  saveReading: post('/readings', ReadingInput, ReadingRow, '录入或修改本期读数（已审核或已计费的不可修改）；低于上期且未回零的拒绝', writes('charge_ops-meter-reading')),
  auditReadings: post('/readings/audit', ReadingAuditInput, ReadingAuditResult, '审核（approve）或驳回读数；录入人不能审核自己的读数', writes('charge_ops-meter-reading')),
  exportReadings: defineEndpoint({ method: 'POST', path: '/api/charging/readings/export', input: ReadingQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: reads('charge_ops-meter-reading'), roles, summary: '导出抄表表（Excel，可填写后导入）', tag }),
  readingTemplate: defineEndpoint({ method: 'GET', path: '/api/charging/readings/template', input: z.object({}), output: z.null(), raw: true, auth: 'session', rights: reads('charge_ops-meter-reading'), roles, summary: '读数导入模板', tag }),
  /** multipart file; Prefer: respond-async gives the job at once (the same job shape as record imports). */
  importReadings: defineEndpoint({
    method: 'POST',
    path: '/api/charging/readings/import',
    input: z.object({}),
    output: ImportResult,
    auth: 'session',
    rights: writes('charge_ops-meter-reading'),
    roles,
    summary: '导入读数（Excel：仪表编号、期间、本期读数、抄表日期、回零、备注；逐行校验，全部成功才写入）',
    description: '默认等待导入完成；请求头 `Prefer: respond-async` 时立即返回 202 和导入任务，之后轮询 GET /api/charging/readings/import/{jobId}。',
    tag,
  }),
  readingImportJob: defineEndpoint({ method: 'GET', path: '/api/charging/readings/import/:jobId', input: z.object({ jobId: Id }), output: ImportResult, auth: 'session', rights: writes('charge_ops-meter-reading'), roles, summary: '读数导入任务的进度与结果', tag }),
};
