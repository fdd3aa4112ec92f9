import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ExportPurpose, ImportResult, RecordDef } from '@pm/contracts';
import { textOf, type FieldValue } from '@pm/domain';
import { schema, type Db } from '@pm/db';
import { AppError, badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from './dictionaries.service';
import { findBinding, type RecordBinding, type WriteContext } from './record-binding';
import * as repo from './records.repo';
import { bindingFor, fieldProperty, type RecordsService } from './records.service';
import { toJsonValue, validateValues } from './record-values';

export const IMPORT_FAILED = '导入失败！';
const BATCH = 5000;

function exportFields(def: RecordDef): string[] {
  return Object.keys(def.fields).filter((name) => !def.fields[name]?.hidden);
}

function safeSheetName(title: string): string {
  return title.replace(/[\\/*?:[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}

/**
 * Excel export of every row in scope (no cap), streamed: rows are read by id in batches and each
 * row is committed to the exceljs streaming writer, so memory stays flat whatever the row count.
 */
export async function startExport(
  db: Db,
  session: Session,
  key: string,
  purpose: ExportPurpose,
  filters: Record<string, string>,
): Promise<{ stream: PassThrough; fileName: string; done: Promise<number> }> {
  const binding = bindingFor(key, session, 'read');
  const def = binding.def;
  if (!def.exportable) throw badRequest('records.not_exportable', '该记录不支持导出');
  const filter = repo.filterConditions(binding, filters);
  if (filter.error) throw badRequest('validation.failed', filter.error.message, [filter.error]);
  await binding.beforeRead?.(session, db);
  const where = [...(await repo.scopeOf(binding, session, db)), ...filter.conds];
  const dictionaries = await effectiveDictionaries(db, session.companyId);
  const [audit] = await db
    .insert(schema.exportAudits)
    .values({ companyId: session.companyId, userId: session.userId, recordKey: key, ...purpose, filters })
    .returning({ id: schema.exportAudits.id });
  await repo.appendOperationLog(db, [
    { companyId: session.companyId, userId: session.userId, recordKey: key, recordId: null, action: 'export', detail: { usage: purpose.usage, auditor: purpose.auditor, auditDate: purpose.auditDate } },
  ]);

  const stream = new PassThrough();
  const fields = exportFields(def);
  const props = fields.map((name) => fieldProperty(binding, name));
  const done = (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet(safeSheetName(def.title.cn));
    sheet.addRow(fields.map((name) => def.fields[name]?.label.cn ?? name)).commit();
    let lastId = 0;
    let count = 0;
    const idCol = repo.idColumn(binding);
    for (;;) {
      const rows = (await repo
        .selectWithLabels(db, binding)
        .where(and(...where, gt(idCol, lastId)))
        .orderBy(asc(idCol))
        .limit(BATCH)) as Record<string, unknown>[];
      if (rows.length === 0) break;
      const refLabels = await referenceLabels(db, binding, rows);
      for (const row of rows) {
        sheet
          .addRow(
            fields.map((name, i) => {
              const field = def.fields[name];
              const value = field ? toJsonValue(field, row[props[i] ?? name]) : null;
              if (value === null || !field) return null;
              if (field.kind === 'enum') return dictionaries[field.dict]?.find((item) => item.value === value)?.cn ?? value;
              if (field.kind === 'ref') return refLabels.get(name)?.get(Number(value)) ?? value;
              if (field.kind === 'bool') return value ? '是' : '否';
              return value;
            }),
          )
          .commit();
      }
      count += rows.length;
      lastId = Number(rows[rows.length - 1]?.id);
      if (stream.writableNeedDrain) await once(stream, 'drain');
      if (rows.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
    if (audit) await db.update(schema.exportAudits).set({ rows: count }).where(eq(schema.exportAudits.id, audit.id));
    return count;
  })();
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream, fileName: `${def.title.cn}.xlsx`, done };
}

async function referenceLabels(db: Db, binding: RecordBinding, rows: Record<string, unknown>[]) {
  const out = new Map<string, Map<number, string>>();
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = findBinding(field.record);
    if (!target) continue;
    const prop = fieldProperty(binding, name);
    if (rows.every((r) => repo.labelKey(name) in r)) {
      out.set(name, new Map(rows.map((r) => [Number(r[prop]), textOf(r[repo.labelKey(name)])])));
      continue;
    }
    const ids = [...new Set(rows.map((r) => r[prop]).filter((v) => v !== null && v !== undefined).map(Number))];
    out.set(name, await repo.displayLabels(db, target, ids));
  }
  return out;
}

/** The import template: the header row only. */
export async function templateWorkbook(session: Session, key: string): Promise<{ buffer: Buffer; fileName: string }> {
  const binding = bindingFor(key, session, 'write');
  const def = binding.def;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(safeSheetName(def.title.cn));
  sheet.addRow(def.form.map((name) => def.fields[name]?.label.cn ?? name));
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), fileName: `${def.title.cn}导入模板.xlsx` };
}

/** A cell's value as the engine reads it: text, number, Date or null (formulas give their result). */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellValue(value.result);
    if ('text' in value) return String(value.text);
    if ('error' in value) return null;
    return null;
  }
  return value;
}

interface ParsedRow {
  sheet: string;
  row: number;
  values: Record<string, FieldValue>;
}

/**
 * Excel import: every sheet, every row validated (field rules, dictionaries, references by id or
 * display name, uniqueness in the file and in the database, the binding's hooks); nothing is
 * written unless every row passes. Errors name the sheet and row.
 */
export async function importWorkbook(db: Db, service: RecordsService, session: Session, key: string, buffer: Buffer): Promise<ImportResult> {
  const binding = bindingFor(key, session, 'write');
  const def = binding.def;
  if (!def.importable) throw badRequest('records.not_importable', '该记录不支持导入');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest('records.import_failed', IMPORT_FAILED, [{ path: 'file', message: '文件不是有效的 Excel（.xlsx）文件' }]);
  }
  const dictionaries = await effectiveDictionaries(db, session.companyId);
  const refMaps = await referenceMaps(db, session, def);
  const byHeader = new Map<string, string>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    byHeader.set(name, name);
    byHeader.set(field.label.cn, name);
    byHeader.set(field.label.tw, name);
  }
  const problems: { path: string; message: string }[] = [];
  const parsed: ParsedRow[] = [];
  const sheets: { name: string; rows: number }[] = [];
  workbook.eachSheet((sheet) => {
    const header = new Map<number, string>();
    sheet.getRow(1).eachCell((cell, col) => {
      const name = byHeader.get(textOf(cellValue(cell.value)).trim());
      if (name) header.set(col, name);
    });
    let rows = 0;
    if (header.size === 0) {
      if (sheet.actualRowCount > 0) problems.push({ path: `${sheet.name}!1`, message: `工作表“${sheet.name}”第1行：没有可识别的表头` });
      sheets.push({ name: sheet.name, rows });
      return;
    }
    sheet.eachRow((row, rowNumber) => {
      if (rowNumber === 1) return;
      const body: Record<string, unknown> = {};
      let empty = true;
      for (const [col, name] of header) {
        const v = cellValue(row.getCell(col).value);
        if (v !== null && v !== '') empty = false;
        body[name] = v;
      }
      if (empty) return;
      rows += 1;
      const refProblems: string[] = [];
      // Plain references first, then narrowed ones in declaration order (estate, building, unit).
      const refs = Object.entries(def.fields).filter(([, field]) => field.kind === 'ref');
      for (const pass of [0, 1]) {
        for (const [name, field] of refs) {
          if (field.kind !== 'ref' || (pass === 0) !== !field.narrowBy) continue;
          if (body[name] === null || body[name] === undefined || body[name] === '') continue;
          const map = refMaps.get(name);
          const by = map?.narrowBy ? body[map.narrowBy] : undefined;
          const resolved = resolveReference(map, body[name], typeof by === 'number' ? by : undefined);
          if (typeof resolved === 'string') refProblems.push(`${field.label.cn}${resolved}`);
          else body[name] = resolved;
        }
      }
      const { values, problems: rowProblems } = validateValues(def, body, dictionaries);
      const messages = [...refProblems, ...rowProblems.map((p) => p.message)];
      if (messages.length > 0) {
        problems.push({ path: `${sheet.name}!${rowNumber}`, message: `工作表“${sheet.name}”第${rowNumber}行：${messages.join('；')}` });
        return;
      }
      parsed.push({ sheet: sheet.name, row: rowNumber, values });
    });
    sheets.push({ name: sheet.name, rows });
  });
  if (problems.length === 0 && parsed.length === 0) problems.push({ path: 'file', message: '文件中没有数据行' });
  await uniqueProblems(db, binding, session, parsed, problems);
  if (problems.length > 0) throw importFailed(problems);

  await db.transaction(async (tx) => {
    const hooks = binding.beforeWrite ?? binding.afterWrite;
    const ids: number[] = [];
    if (hooks) {
      for (const p of parsed) {
        const ctx: WriteContext = { tx, session, existing: undefined, via: 'import' };
        try {
          await binding.beforeWrite?.(p.values, ctx);
          const [row] = await tx.insert(binding.table as PgTable).values(service.insertValues(binding, session, p.values) as never).returning();
          await binding.afterWrite?.(row as Record<string, unknown>, ctx);
          ids.push(Number((row as { id: unknown }).id));
        } catch (error) {
          if (error instanceof AppError) problems.push({ path: `${p.sheet}!${p.row}`, message: `工作表“${p.sheet}”第${p.row}行：${error.message}` });
          else throw error;
        }
      }
      if (problems.length > 0) throw importFailed(problems);
    } else {
      for (let i = 0; i < parsed.length; i += 500) {
        const chunk = parsed.slice(i, i + 500).map((p) => service.insertValues(binding, session, p.values));
        const rows = await tx.insert(binding.table as PgTable).values(chunk as never).returning({ id: repo.idColumn(binding) });
        for (const r of rows) ids.push(Number(r.id));
      }
    }
    await repo.appendOperationLog(
      tx,
      ids.map((id) => ({ companyId: session.companyId, userId: session.userId, recordKey: key, recordId: id, action: 'import' })),
    );
  });
  return { imported: parsed.length, sheets };
}

function importFailed(problems: { path: string; message: string }[]): AppError {
  return badRequest('records.import_failed', IMPORT_FAILED, problems.slice(0, 200));
}

/** label → candidates (id and, for narrowed fields, the narrowing value), per reference field, over the caller's live records. */
async function referenceMaps(db: Db, session: Session, def: RecordDef) {
  const out = new Map<string, RefMap>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = findBinding(field.record);
    if (!target) continue;
    const where = await repo.scopeOf(target, session, db);
    const narrowCol = field.narrowBy ? repo.columnOf(target, field.narrowBy.target) : undefined;
    const rows = await db
      .select({ id: repo.idColumn(target), label: repo.columnOf(target, target.def.display), ...(narrowCol ? { narrow: narrowCol } : {}) })
      .from(target.table)
      .where(and(...where));
    const byLabel = new Map<string, { id: number; narrow: number | null }[]>();
    const ids = new Map<number, number | null>();
    for (const r of rows as { id: unknown; label: unknown; narrow?: unknown }[]) {
      const id = Number(r.id);
      const narrow = r.narrow === null || r.narrow === undefined ? null : Number(r.narrow);
      ids.set(id, narrow);
      const label = textOf(r.label);
      byLabel.set(label, [...(byLabel.get(label) ?? []), { id, narrow }]);
    }
    out.set(name, { byLabel, ids, narrowBy: field.narrowBy?.field });
  }
  return out;
}

interface RefMap {
  byLabel: Map<string, { id: number; narrow: number | null }[]>;
  ids: Map<number, number | null>;
  /** The field of the same row that narrows the choice (a building by the row's estate). */
  narrowBy: string | undefined;
}

function resolveReference(map: RefMap | undefined, raw: unknown, narrow: number | undefined): number | string {
  if (!map) return '无法识别';
  const text = textOf(raw).trim();
  const all = map.byLabel.get(text) ?? [];
  const matches = narrow === undefined ? all : all.filter((m) => m.narrow === narrow);
  if (matches.length === 1 && matches[0]) return matches[0].id;
  if (matches.length > 1) return `“${text}”不唯一，请填写编号`;
  const n = Number(text);
  if (Number.isSafeInteger(n) && map.ids.has(n) && (narrow === undefined || map.ids.get(n) === narrow)) return n;
  return `“${text}”不存在`;
}

async function uniqueProblems(db: Db, binding: RecordBinding, session: Session, parsed: ParsedRow[], problems: { path: string; message: string }[]) {
  const where = await repo.scopeOf(binding, session, db);
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (!field.unique) continue;
    const seen = new Map<string, ParsedRow>();
    const values: unknown[] = [];
    for (const p of parsed) {
      const v = p.values[name];
      if (v === null || v === undefined) continue;
      const first = seen.get(String(v));
      if (first) problems.push({ path: `${p.sheet}!${p.row}`, message: `工作表“${p.sheet}”第${p.row}行：${field.label.cn}“${String(v)}”与工作表“${first.sheet}”第${first.row}行重复` });
      else seen.set(String(v), p);
      values.push(v);
    }
    for (let i = 0; i < values.length; i += 1000) {
      const taken = await repo.takenValues(db, binding, where, name, values.slice(i, i + 1000));
      for (const v of taken) {
        const p = seen.get(v);
        if (p) problems.push({ path: `${p.sheet}!${p.row}`, message: `工作表“${p.sheet}”第${p.row}行：${field.label.cn}“${v}”已存在` });
      }
    }
  }
}
