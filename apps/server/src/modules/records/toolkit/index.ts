// The toolkit's public surface, re-exported by the records module's index.ts.
export {
  pagedList,
  pageQuery,
  pageOfRows,
  countRows,
  rowsAfter,
  contains,
  likePattern,
  naturalSortKey,
  newestFirst,
  type ListRow,
  type ListSpec,
  type PageRows,
  type SortOrder,
} from './paged-list.repo';
export { houseLookups } from './house-lookups.repo';
export { listSort, type SortRule } from './list-sort';
export {
  EXPORT_BATCH,
  auditExport,
  batchesAfter,
  exportFileName,
  exportListeners,
  exportWorkbook,
  safeSheetName,
  streamWorkbook,
  type ExportAudit,
  type ExportCell,
  type ExportListener,
  type WorkbookExport,
} from './excel-export';
export {
  IMPORT_FAILED,
  cellDay,
  cellMonth,
  cellText,
  cellValue,
  columnsOf,
  importFailed,
  importTemplate,
  noProgress,
  parseRows,
  readWorkbookRows,
  rowPlace,
  rowProblem,
  type ImportColumns,
  type ImportProblem,
  type ImportProgress,
  type ImportSummary,
  type RowPlace,
  type SheetCount,
  type SheetRow,
} from './excel-import';
export { IMPORT, IMPORT_STALE_MS, ImportJobRunner, jobResult, type NewImport } from './import-jobs';
export { directWrite, type ImportContext, type ImportWork, type ImportWrite } from './import-task';
export { appendOperationLog, logOperation, type OperationLogEntry } from './operation-log.repo';
export { IMPORT_MAX_BYTES, answerImport, uploadedWorkbook } from './import-upload';
