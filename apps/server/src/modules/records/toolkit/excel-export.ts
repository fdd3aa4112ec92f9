import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportPurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { insertExportAudit, setExportAuditRows } from './export-audit.repo';
import { appendOperationLog } from './operation-log.repo';

/** Rows read per batch of an export. */
export const EXPORT_BATCH = 5000;

/** A streamed workbook: send `stream` as the reply; `done` settles with the row count once written. */
export interface WorkbookExport {
  stream: PassThrough;
  fileName: string;
  done: Promise<number>;
}

/** Who listens to a workbook being streamed: an export job, told the rows so far and given the end's promise. */
export interface ExportListener {
  /** Data rows written so far (after each batch). */
  rows(count: number): void;
  /** Settles with the row count once the workbook's last byte is written and its audit counted, or rejects. */
  written(done: Promise<number>): void;
}

/**
 * Listeners by session (token id): an export job replays its request with a token of its own and listens under that
 * token's id (modules/jobs/export-jobs.ts); a stream that ends is whole only when `written` settles. The request
 * passes through HTTP in-process, so the session is what reaches the export, not the job.
 */
export const exportListeners = new Map<string, ExportListener>();

/** A cell as written: text, number, Date or empty. Money goes as its decimal text, never a JS number. */
export type ExportCell = string | number | boolean | Date | null;

/** A title as a sheet name Excel accepts (no \ / * ? : [ ], at most 31 characters). */
export function safeSheetName(title: string): string {
  return title.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/** The download's file name for a title: `<title>.xlsx`. */
export const exportFileName = (title: string): string => `${title}.xlsx`;

/**
 * Batches by keyset: `fetch(afterId, size)` until a short or empty batch (`rowsAfter` is the usual
 * fetch). Each batch costs the same however deep the export is. A list in another order than its id
 * pages by a cursor of its own: `cursorOf` the last row, starting from `start`.
 */
export function batchesAfter<R>(fetch: (afterId: number, size: number) => Promise<R[]>, idOf: (row: R) => number, size?: number): AsyncGenerator<R[]>;
export function batchesAfter<R, C>(fetch: (after: C, size: number) => Promise<R[]>, cursorOf: (row: R) => C, size: number, start: C): AsyncGenerator<R[]>;
export async function* batchesAfter<R, C>(
  fetch: (after: C | number, size: number) => Promise<R[]>,
  cursorOf: (row: R) => C | number,
  size = EXPORT_BATCH,
  start: C | number = 0,
): AsyncGenerator<R[]> {
  let after = start;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || last === undefined) return;
    after = cursorOf(last);
  }
}

/**
 * A one-sheet workbook streamed as it is written: the header, then each batch's rows committed to
 * the exceljs streaming writer (waiting when the reader is slow), so memory stays flat whatever the
 * row count. `finish` runs after the last row with the count. A failure destroys the stream.
 */
export function streamWorkbook(
  sheetName: string,
  header: string[],
  batches: AsyncIterable<ExportCell[][]>,
  finish?: (count: number) => Promise<void>,
  listener?: ExportListener,
): { stream: PassThrough; done: Promise<number> } {
  const stream = new PassThrough();
  const done = (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(safeSheetName(sheetName));
    sheet.addRow(header).commit();
    let count = 0;
    for await (const rows of batches) {
      for (const cells of rows) sheet.addRow(cells).commit();
      count += rows.length;
      listener?.rows(count);
      if (stream.writableNeedDrain) await once(stream, 'drain');
    }
    sheet.commit();
    await workbook.commit();
    await finish?.(count);
    return count;
  })();
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  listener?.written(done);
  return { stream, done };
}

/** What an audited export is of: the resource key in the logs, the purpose form, the filters used. */
export interface ExportAudit {
  recordKey: string;
  purpose: ExportPurpose;
  filters: Record<string, string>;
}

/**
 * The export's audit before any row leaves: the purpose row (export_audits, its row count set when
 * done) and an `export` line in the operation log. Returns what to call with the count at the end.
 */
export async function auditExport(
  db: Db,
  session: Pick<Session, 'companyId' | 'userId'>,
  audit: ExportAudit,
): Promise<(count: number) => Promise<void>> {
  const { recordKey, purpose, filters } = audit;
  const auditId = await insertExportAudit(db, {
    companyId: session.companyId,
    userId: session.userId,
    recordKey,
    ...purpose,
    filters,
  });
  await appendOperationLog(db, [
    {
      companyId: session.companyId,
      userId: session.userId,
      recordKey,
      recordId: null,
      action: 'export',
      detail: { usage: purpose.usage, auditor: purpose.auditor, auditDate: purpose.auditDate },
    },
  ]);
  return async (count) => {
    if (auditId !== undefined) await setExportAuditRows(db, auditId, count);
  };
}

/**
 * The batches with the first one already read. Once the reply has sent its 200 and the first bytes,
 * a refusal (a foreign id, a bad filter) can only cut the connection and leave a truncated file:
 * reading the first batch before answering lets it reach the client as a 4xx with its message.
 */
export async function firstBatchRead<T>(batches: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  })();
}

/**
 * An Excel export as the spec wants every export: audited (purpose, who, filters), streamed, named
 * `<title>.xlsx` with one sheet `<title>`. `rows` yields the cells of each batch in header order;
 * its first batch is read (and any refusal thrown) before the audit and the first byte.
 */
export async function exportWorkbook(
  db: Db,
  session: Pick<Session, 'companyId' | 'userId'> & Partial<Pick<Session, 'jti'>>,
  spec: ExportAudit & { title: string; header: string[]; rows: AsyncIterable<ExportCell[][]> },
): Promise<WorkbookExport> {
  const rows = await firstBatchRead(spec.rows);
  const finish = await auditExport(db, session, spec);
  const listener = session.jti === undefined ? undefined : exportListeners.get(session.jti);
  const { stream, done } = streamWorkbook(spec.title, spec.header, rows, finish, listener);
  return { stream, fileName: exportFileName(spec.title), done };
}
