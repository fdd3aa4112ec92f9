import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { zhCN } from 'zod/locales';
import type { ImportPhase } from '@pm/contracts';
import { BAD_CHARACTERS_MESSAGE, hasBadCharacters, textOf } from '@pm/domain';
import { type AppError, badRequest } from '../../../errors/app-error';
import { safeSheetName } from './excel-export';

export const IMPORT_FAILED = '导入失败！';
/** Row errors kept and answered (the first ones; the file is refused whole anyway). */
const MAX_PROBLEMS = 200;

/** One error of an import: `path` is `<sheet>!<row>` (or `file`), `message` names the sheet and row. */
export interface ImportProblem {
  path: string;
  message: string;
}

/** Where a row of the file is: sheet name and 1-based row number (row 1 is the header). */
export interface RowPlace {
  sheet: string;
  row: number;
}

/** A data row of the file: its place and its cells by column key. */
export interface SheetRow extends RowPlace {
  body: Record<string, unknown>;
}

export interface SheetCount {
  name: string;
  rows: number;
}

/** What an import did, as its job row keeps it. */
export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  sheets: SheetCount[];
}

/**
 * Where an import reports how far it is. `report` may write the job row and is awaited; inside the
 * write transaction `reportDetached` is used instead and never awaited (the embedded database has
 * one connection, held by that transaction).
 */
export interface ImportProgress {
  report(phase: ImportPhase, total: number, processed: number, sheets?: SheetCount[]): Promise<void>;
  reportDetached(phase: ImportPhase, total: number, processed: number): void;
}
export const noProgress: ImportProgress = { report: async () => undefined, reportDetached: () => undefined };

/** `工作表“<sheet>”第<n>行`: how every message names a row. */
export const rowPlace = (p: RowPlace): string => `工作表“${p.sheet}”第${p.row}行`;

export const rowProblem = (p: RowPlace, message: string): ImportProblem => ({
  path: `${p.sheet}!${p.row}`,
  message: `${rowPlace(p)}：${message}`,
});

/** The file is refused whole: 400 `导入失败！` with the first 200 row errors. */
export function importFailed(problems: ImportProblem[]): AppError {
  return badRequest('records.import_failed', IMPORT_FAILED, problems.slice(0, MAX_PROBLEMS));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell as text for a row rule: trimmed, empty as undefined; numbers and booleans as their text, anything else as is. */
export const cellText = (v: unknown): unknown =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).trim() || undefined : v === null || v === undefined ? undefined : v;

/** A day cell as YYYY-MM-DD: a date cell (Excel keeps dates as UTC midnight), or text (2024/01/25, a datetime's day). */
export const cellDay = (v: unknown): unknown => {
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad2(v.getUTCMonth() + 1)}-${pad2(v.getUTCDate())}`;
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/\//g, '-');
  return /^\d{4}-\d{2}-\d{2}[ T]/.test(t) ? t.slice(0, 10) : t;
};

/** A month cell as YYYY-MM: a date cell's month, or text (2024/01). */
export const cellMonth = (v: unknown): unknown =>
  v instanceof Date ? `${v.getUTCFullYear()}-${pad2(v.getUTCMonth() + 1)}` : typeof v === 'string' ? v.trim().replace(/\//g, '-') : v;

/** A cell's value as imports read it: text, number, Date or null (formulas give their result). */
export function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellValue(value.result);
    if ('text' in value) return String(value.text);
    return null;
  }
  return value;
}

/** The columns an import reads: header text → column key, and each key's label for messages. */
export interface ImportColumns {
  /** Header text (trimmed) → column key; headers not listed are ignored. */
  byHeader: ReadonlyMap<string, string>;
  label: (key: string) => string;
  /** Keys that alone do not make a sheet's header recognisable (the engine's id and version columns). */
  auxiliary?: ReadonlySet<string>;
}

/**
 * Opens the workbook and collects the non-empty data rows of every sheet by header. A file that is
 * not .xlsx is refused; a sheet with data but no known header, and cells with characters a database
 * cannot keep, are problems naming the row.
 */
export async function readWorkbookRows(
  buffer: Buffer,
  columns: ImportColumns,
): Promise<{ rows: SheetRow[]; sheets: SheetCount[]; problems: ImportProblem[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw importFailed([{ path: 'file', message: '文件不是有效的 Excel（.xlsx）文件' }]);
  }
  const problems: ImportProblem[] = [];
  const rows: SheetRow[] = [];
  const sheets: SheetCount[] = [];
  workbook.eachSheet((sheet) => {
    const header = new Map<number, string>();
    sheet.getRow(1).eachCell((cell, col) => {
      const key = columns.byHeader.get(textOf(cellValue(cell.value)).trim());
      if (key) header.set(col, key);
    });
    let count = 0;
    if ([...header.values()].every((key) => columns.auxiliary?.has(key))) {
      if (sheet.actualRowCount > 0)
        problems.push({ path: `${sheet.name}!1`, message: `工作表“${sheet.name}”第1行：没有可识别的表头` });
      sheets.push({ name: sheet.name, rows: 0 });
      return;
    }
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const body: Record<string, unknown> = {};
      const unreadable: string[] = [];
      let empty = true;
      for (const [col, key] of header) {
        const v = cellValue(row.getCell(col).value);
        if (v !== null && v !== '') empty = false;
        // Cells may carry NUL or a half surrogate pair (the _x0000_ escape of the file format).
        if (typeof v === 'string' && hasBadCharacters(v)) unreadable.push(columns.label(key));
        body[key] = v;
      }
      if (empty) return;
      count += 1;
      if (unreadable.length > 0) {
        problems.push(
          rowProblem(
            { sheet: sheet.name, row: rowNumber },
            unreadable.map((label) => `${label}${BAD_CHARACTERS_MESSAGE}`).join('；'),
          ),
        );
        return;
      }
      rows.push({ sheet: sheet.name, row: rowNumber, body });
    });
    sheets.push({ name: sheet.name, rows: count });
  });
  return { rows, sheets, problems };
}

/** Header text → key for columns declared as key → Chinese label (the key itself is accepted too). */
export function columnsOf(labels: Record<string, string>): ImportColumns {
  const byHeader = new Map<string, string>();
  for (const [key, label] of Object.entries(labels)) {
    byHeader.set(key, key);
    byHeader.set(label, key);
  }
  return { byHeader, label: (key) => labels[key] ?? key };
}

/**
 * Each row's cells through a zod schema (the use case's own row rule): the parsed values with
 * their places, and one Chinese problem per bad row naming the row and each bad column's label.
 */
export function parseRows<S extends z.ZodType>(
  rows: SheetRow[],
  schema: S,
  label: (key: string) => string,
): { parsed: (RowPlace & { values: z.output<S> })[]; problems: ImportProblem[] } {
  const parsed: (RowPlace & { values: z.output<S> })[] = [];
  const problems: ImportProblem[] = [];
  for (const raw of rows) {
    const result = schema.safeParse(raw.body, { error: zhCN().localeError });
    if (result.success) {
      parsed.push({ sheet: raw.sheet, row: raw.row, values: result.data });
      continue;
    }
    const messages = result.error.issues.map((issue) => {
      const key = issue.path[0];
      return key === undefined ? issue.message : `${label(String(key))}：${issue.message}`;
    });
    problems.push(rowProblem(raw, messages.join('；')));
  }
  return { parsed, problems };
}

/** An import template: one sheet with the header row only, named `<title>导入模板.xlsx`. */
export async function importTemplate(title: string, header: string[]): Promise<{ buffer: Buffer; fileName: string }> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet(safeSheetName(title)).addRow(header);
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: `${title}导入模板.xlsx` };
}
