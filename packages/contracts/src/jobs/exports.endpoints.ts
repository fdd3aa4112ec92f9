import { z } from 'zod';
import type { Endpoint } from '../core/endpoint';
import { defineEndpoint } from '../core/endpoint';
import { Id } from '../core/integers';
import type { ExportPurpose } from '../records/records.endpoints';
import { SIGNED_IN } from '../core/rights';
import { Job } from './jobs.endpoints';

// Excel exports as jobs (issue 27): every audited export endpoint (an Excel download whose input carries the export
// purpose) streams its workbook in the request as before, or, asked with `Prefer: respond-async` (RFC 7240), answers
// 202 with the export's job at once. Any instance's worker then writes the workbook into the database as the person
// who asked (their rights checked again when it runs); they follow it here and download the file when it is done.
// A kill -9 mid-export loses nothing: the task is delivered again and the file written once.

const tag = 'jobs';
const staff = ['emp', 'sa', 'super', 'root', 'gov'] as const;

/** The request header that asks an audited export for a job instead of the file. */
export const RESPOND_ASYNC = 'respond-async';

/** The keys of the export purpose (records.endpoints.ts ExportPurpose) every audited export's input carries. */
export const EXPORT_PURPOSE_KEYS = ['usage', 'auditor', 'auditDate'] as const satisfies readonly (keyof ExportPurpose)[];

/** An audited Excel export: a raw POST whose input asks the export purpose. These may run as jobs. */
export function isAuditedExport(endpoint: Endpoint): boolean {
  if (!endpoint.raw || endpoint.method !== 'POST') return false;
  const shape = (endpoint.input as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && EXPORT_PURPOSE_KEYS.every((key) => key in shape);
}

/** The workbook a finished export left (kept 7 days). */
export const ExportFile = z.object({
  name: z.string(),
  /** Size in bytes. */
  bytes: z.number().int(),
  /** Data rows written (the header row not counted). */
  rows: z.number().int(),
});
export type ExportFile = z.infer<typeof ExportFile>;

/** An export's job as the person who asked for it follows it. */
export const ExportJob = Job.extend({ file: ExportFile.nullable() });
export type ExportJob = z.infer<typeof ExportJob>;

export const exportEndpoints = {
  getExport: defineEndpoint({
    method: 'GET',
    path: '/api/exports/:id',
    input: z.object({ id: Id }),
    output: ExportJob,
    auth: 'session',
    rights: SIGNED_IN,
    roles: staff,
    silent: true,
    summary: '导出作业：本人发起的导出的状态、已写行数，完成后的文件',
    description:
      '任何带导出用途（usage、auditor、auditDate）的 Excel 导出接口，请求头带 `Prefer: respond-async` 时立即答 202 与此作业，' +
      '由后台作业写出文件（执行时按发起人当时的权限再检查）；完成后用 GET /api/exports/:id/file 下载。只有发起人可见。',
    tag,
  }),
  exportFile: defineEndpoint({
    method: 'GET',
    path: '/api/exports/:id/file',
    input: z.object({ id: Id }),
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: SIGNED_IN,
    roles: staff,
    summary: '下载导出作业写出的 Excel 文件（仅发起人，保留 7 天）',
    tag,
  }),
  cancelExport: defineEndpoint({
    method: 'POST',
    path: '/api/exports/:id/cancel',
    input: z.object({ id: Id }),
    output: ExportJob,
    auth: 'session',
    rights: SIGNED_IN,
    roles: staff,
    summary: '取消本人排队或进行中的导出',
    tag,
  }),
};
