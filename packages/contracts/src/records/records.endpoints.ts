import { IMPORT_PHASES, IMPORT_STATUSES } from '@pm/domain';
import { z } from 'zod';
import { Id, integer } from '../core/integers';
import { maxChars } from '../core/text';
import { businessDay } from '../core/calendar';
import { defineEndpoint, emptyInput } from '../core/endpoint';
import { SIGNED_IN, recordExport, recordImport, recordReads, recordWrites } from '../core/rights';

/** The record key path parameter: lower-case words joined by '-'. */
export const RecordKey = z.string().regex(/^[a-z][a-z0-9-]{1,40}$/, '记录类型不正确');

export const RecordListQuery = z
  .object({
    key: RecordKey,
    page: integer(z.number().int().min(1).default(1)),
    size: integer(z.number().int().min(1).max(999).default(10)),
    /** A sortable field of the declaration. */
    sort: z.string().optional(),
    order: z.enum(['asc', 'desc']).optional(),
  })
  // Filters by field name: `name=花园` (contains), `estateId=3` (equals), `signDateFrom` / `signDateTo` (dates).
  .catchall(z.unknown());

const Row = z.object({ id: z.number() }).loose();
export const RecordPage = z.object({ total: z.number().int(), page: z.number().int(), size: z.number().int(), rows: z.array(Row) });

export const ExportPurpose = z.object({
  usage: z.string().trim().min(1, '请输入用途').check(maxChars(200)),
  auditor: z.string().trim().min(1, '请输入审批人').check(maxChars(50)),
  auditDate: businessDay('.', '审批'),
});
export type ExportPurpose = z.infer<typeof ExportPurpose>;

export const ImportStatus = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatus>;
/** read: the workbook is being opened; validate: every row checked; write: the one transaction; done. */
export const ImportPhase = z.enum(IMPORT_PHASES);
export type ImportPhase = z.infer<typeof ImportPhase>;
export const ImportProblem = z.object({ path: z.string(), message: z.string() });

/**
 * An import job: progress while it runs, the summary when done, the row errors when failed
 * (nothing written). `imported` = created + updated + unchanged (rows of the file).
 */
export const ImportResult = z.object({
  imported: z.number().int(),
  sheets: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  jobId: z.number().int(),
  status: ImportStatus,
  phase: ImportPhase,
  /** Data rows in the file (0 while the file is being read). */
  total: z.number().int(),
  /** Rows through the current phase. */
  processed: z.number().int(),
  /** Rows without an id: new records. */
  created: z.number().int(),
  /** Rows with an id whose values changed: records updated. */
  updated: z.number().int(),
  /** Rows with an id whose values equal the stored record. */
  unchanged: z.number().int(),
  /** '导入失败！' when failed, else null. */
  message: z.string().nullable(),
  /** Row errors of a failed import (at most 200): path '<sheet>!<row>'. */
  errors: z.array(ImportProblem),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** The header of the id column in the export and the import template (an id updates that record). */
export const IMPORT_ID_HEADER = 'ID';
/** Headers also read as the id column on import (unless a field of the record has that label). */
export const IMPORT_ID_HEADERS = ['ID', 'id', 'Id', '编号', '編號', '记录ID', '記錄ID'] as const;
/**
 * The header of the version column beside the id column: a row with an id updates that record only
 * while the record is still at this version (exported with it), else the file is refused.
 */
export const IMPORT_VERSION_HEADER = '版本';
/** Headers also read as the version column on import (unless a field of the record has that label). */
export const IMPORT_VERSION_HEADERS = ['版本', 'version', 'Version', '記錄版本', '记录版本'] as const;

export const DictionaryItems = z.record(
  z.string(),
  z.array(z.object({ value: z.string(), cn: z.string(), tw: z.string(), enabled: z.boolean() })),
);
export type DictionaryItems = z.infer<typeof DictionaryItems>;

export const RefOption = z.object({ id: z.number(), label: z.string() });

const tag = 'records';

export const listRecords = defineEndpoint({
  method: 'GET',
  path: '/api/records/:key',
  input: RecordListQuery,
  output: RecordPage,
  auth: 'session',
  rights: recordReads,
  summary: '记录列表（分页、筛选、排序）；key 为记录类型，例如 estate、house、owner',
  tag,
});
export const getRecord = defineEndpoint({
  method: 'GET',
  path: '/api/records/:key/:id',
  input: z.object({ key: RecordKey, id: Id }),
  output: Row,
  auth: 'session',
  rights: recordReads,
  summary: '读取一条记录',
  tag,
});
export const createRecord = defineEndpoint({
  method: 'POST',
  path: '/api/records/:key',
  input: z.object({ key: RecordKey }).catchall(z.unknown()),
  output: Row,
  auth: 'session',
  rights: recordWrites,
  summary: '新增记录；请求体为字段值，按记录类型的声明校验',
  tag,
});
export const updateRecord = defineEndpoint({
  method: 'PUT',
  path: '/api/records/:key/:id',
  input: z.object({ key: RecordKey, id: Id }).catchall(z.unknown()),
  output: Row,
  auth: 'session',
  rights: recordWrites,
  summary: '修改记录（整条替换可写字段）；请求体须带读取时的 version，记录已被他人修改时返回 409 records.stale_version',
  tag,
});
export const deleteRecord = defineEndpoint({
  method: 'DELETE',
  path: '/api/records/:key/:id',
  input: z.object({ key: RecordKey, id: Id }),
  output: z.object({ id: z.number(), mode: z.enum(['deleted', 'soft-deleted']) }),
  auth: 'session',
  rights: recordWrites,
  summary: '删除记录；被引用的记录标记为已删除（软删除）',
  tag,
});
/** One row's outcome in a batch delete: deleted (or soft-deleted), or the server's refusal. */
export const BatchDeleteResult = z.object({
  results: z.array(
    z.object({ id: z.number(), ok: z.boolean(), mode: z.enum(['deleted', 'soft-deleted']).optional(), msg: z.string().optional() }),
  ),
});
export type BatchDeleteResult = z.infer<typeof BatchDeleteResult>;

export const deleteRecords = defineEndpoint({
  method: 'POST',
  path: '/api/records/:key/batch-delete',
  input: z.object({ key: RecordKey, ids: z.array(Id).min(1).max(200) }),
  output: BatchDeleteResult,
  auth: 'session',
  rights: recordWrites,
  summary: '批量删除所选记录（最多 200 条）：逐条删除，每条一个事务；不能删除的记录在结果中给出原因（msg），其余照常删除',
  tag,
});
export const exportRecords = defineEndpoint({
  method: 'POST',
  path: '/api/records/:key/export',
  input: ExportPurpose.extend({ key: RecordKey, filters: z.record(z.string(), z.string()).optional() }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: recordExport,
  summary: '导出 Excel（流式，不限行数）；记录导出用途、审批人、审批日期；filters.ids（逗号分隔的 ID，最多 1000 个）只导出所选记录',
  tag,
});
export const importRecords = defineEndpoint({
  method: 'POST',
  path: '/api/records/:key/import',
  input: z.object({ key: RecordKey }),
  output: ImportResult,
  auth: 'session',
  rights: recordImport,
  summary: '导入 Excel（multipart 字段 file；读取全部工作表，逐行校验，全部成功才写入；有 ID 的行修改该记录，无 ID 的行新增）',
  description:
    '默认等待导入完成：成功返回结果，失败返回 400 “导入失败！”及逐行错误。请求头 `Prefer: respond-async` 时立即返回 202 和导入任务（jobId、阶段、进度），' +
    '之后轮询 GET /api/records/{key}/import/{jobId}。',
  tag,
});
export const getImportJob = defineEndpoint({
  method: 'GET',
  path: '/api/records/:key/import/:jobId',
  input: z.object({ key: RecordKey, jobId: Id }),
  output: ImportResult,
  auth: 'session',
  rights: recordImport,
  silent: true,
  summary: '导入任务的进度与结果（阶段 读取/校验/写入，已处理行数/总行数；失败时为逐行错误）',
  tag,
});
export const recordTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/records/:key/template',
  input: z.object({ key: RecordKey }),
  output: z.null(),
  raw: true,
  auth: 'session',
  rights: recordImport,
  summary: '导入模板（表头为字段名称）',
  tag,
});
export const recordOptions = defineEndpoint({
  method: 'GET',
  path: '/api/records/:key/options',
  input: z.object({ key: RecordKey, q: z.string().max(50).optional(), ids: z.string().max(2000).optional(), by: z.string().max(50).optional(), byValue: Id.optional() }),
  output: z.array(RefOption),
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '引用选择项（id 与显示名称，最多 50 条；by/byValue 按该记录的引用字段收窄）',
  tag,
});
export const listDictionaries = defineEndpoint({
  method: 'GET',
  path: '/api/dictionaries',
  input: emptyInput,
  output: DictionaryItems,
  auth: 'session',
  rights: SIGNED_IN,
  silent: true,
  summary: '本公司生效的全部字典项（内置项与本公司修改合并）',
  tag,
});

export const recordEndpoints = {
  listRecords,
  getRecord,
  createRecord,
  updateRecord,
  deleteRecord,
  deleteRecords,
  exportRecords,
  importRecords,
  getImportJob,
  recordTemplate,
  recordOptions,
  listDictionaries,
};
