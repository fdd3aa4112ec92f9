import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { defineEndpoint } from '../core/endpoint';
import { SIGNED_IN } from '../core/rights';

/** Upload limits: 10 MB; images, PDF, Office documents, text, zip (by extension and declared type). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'] as const;

/** A stored file name: 32 hex characters and an allowed extension (no paths, no dots elsewhere). */
export const StoredName = z.string().regex(/^[a-f0-9]{32}\.[a-z0-9]{1,5}$/, '文件名不正确');

export const UploadedFile = z.object({ id: z.number(), name: z.string(), storedName: z.string(), size: z.number(), mime: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;

const tag = 'files';

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/api/file/upload-file',
  input: z.object({}),
  output: UploadedFile,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '上传文件（multipart：file，可选字段 cat、parent）；限 10MB，图片/PDF/Office/文本/zip；返回 id 与 name',
  tag,
});
export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/api/file/download',
  input: z.object({ name: StoredName }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '按存储文件名下载（仅本公司文件；不接受路径）',
  tag,
});
export const downFile = defineEndpoint({
  method: 'GET',
  path: '/api/file/down',
  input: z.object({ id: Id, cat: integer(z.number().int().min(0).optional()), parent: integer(z.number().int().min(0).optional()) }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '按编号下载（cat、parent 给出时须与文件登记一致）',
  tag,
});
export const previewFile = defineEndpoint({
  method: 'GET',
  path: '/api/file/preview',
  input: z.object({ name: StoredName.optional(), id: Id.optional() }).refine((v) => v.name !== undefined || v.id !== undefined, { message: '请提供文件名或编号', path: ['name'] }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '在线预览（inline，图片与 PDF 按原类型，其他类型作为下载）',
  tag,
});
export const viewImage = defineEndpoint({
  method: 'GET',
  path: '/api/kimage/view/:parent/:cat/:id.png',
  input: z.object({ parent: integer(z.number().int().min(0)), cat: integer(z.number().int().min(0)), id: Id }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: SIGNED_IN,
  summary: '查看图片（文件编号 id，须属于 parent 与 cat）',
  tag,
});

export const DownloadStatusInput = z.object({ recordKey: z.string().check(maxChars(50)).optional() });
export const DownloadStatus = z.object({
  /** Exports of the caller in the last 24 hours, newest first. */
  items: z.array(z.object({ id: z.number(), recordKey: z.string(), usage: z.string(), auditor: z.string(), auditDate: z.string(), rows: z.number().nullable(), done: z.boolean(), at: z.string() })),
});
export const downloadStatus = defineEndpoint({
  method: 'POST',
  path: '/api/download/status',
  input: DownloadStatusInput,
  output: DownloadStatus,
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '导出状态：本人近 24 小时的导出（行数为空表示仍在进行）',
  tag,
});

export const fileEndpoints = { uploadFile, downloadFile, downFile, previewFile, viewImage, downloadStatus };
