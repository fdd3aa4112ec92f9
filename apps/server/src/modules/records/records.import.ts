import {
  IMPORT_ID_HEADER,
  IMPORT_ID_HEADERS,
  IMPORT_VERSION_HEADER,
  IMPORT_VERSION_HEADERS,
  type RecordDef,
} from '@pm/contracts';
import { textOf, type FieldDef, type FieldValue } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import { AppError, badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from './dictionaries.service';
import type { RecordBinding, RecordRegistry, WriteContext } from './record-binding';
import * as repo from './records.repo';
import * as importRepo from './records.import.repo';
import { fieldProperty, RECORD_NOT_FOUND, type RecordsService } from './records.service';
import { toJsonValue, validateValues } from './record-values';
import { uniqueFields, violatedUnique } from './record-unique';
import { orderUniqueMoves, uniqueText, type UniqueMove } from './import-order';
import { versionOf } from './record-version';
import type { ImportContext } from './toolkit/import-task';
import {
  importFailed,
  readWorkbookRows,
  rowPlace as where,
  rowProblem as problemOf,
  type ImportProblem,
  type ImportProgress,
  type ImportSummary,
  type SheetRow,
} from './toolkit/excel-import';

export { IMPORT_FAILED } from './toolkit/excel-import';

/** The id and version columns' keys among the row's cells (no field is named so). */
const ID = '__id';
const VERSION = '__version';

type Row = Record<string, unknown>;
type Problem = ImportProblem;

interface ParsedRow {
  sheet: string;
  row: number;
  values: Record<string, FieldValue>;
  /** Set for a row with an id: the stored record it updates, at the version the file was based on. */
  id?: number;
  version?: number;
  existing?: Row;
  /** Whether the row changes the stored record (always true for a new one). */
  changed: boolean;
}

/** Header text → field name (labels in both scripts, field names) and the id column. */
function headerMap(def: RecordDef): Map<string, string> {
  const byHeader = new Map<string, string>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    byHeader.set(name, name);
    byHeader.set(field.label.cn, name);
    byHeader.set(field.label.tw, name);
  }
  const labels = new Set(Object.values(def.fields).flatMap((field) => [field.label.cn, field.label.tw]));
  for (const h of IMPORT_ID_HEADERS) if (!labels.has(h) && !byHeader.has(h)) byHeader.set(h, ID);
  for (const h of IMPORT_VERSION_HEADERS) if (!labels.has(h) && !byHeader.has(h)) byHeader.set(h, VERSION);
  return byHeader;
}

/**
 * Excel import: every sheet, every row validated (field rules, dictionaries, references by id or
 * display name, uniqueness in the file and in the database, the binding's hooks); nothing is
 * written unless every row passes. A row with an id updates that record of the caller's company
 * (the cells present replace its values), a row without one creates a record. Errors name the
 * sheet and row. The writes are the context's last transaction (a job's task: with its done mark).
 */
export async function importWorkbook(db: Db, service: RecordsService, ctx: ImportContext): Promise<ImportSummary> {
  const { session, jobKey: key, buffer, progress } = ctx;
  const binding = service.registry.bindingFor(key, session, 'write');
  const def = binding.def;
  if (!def.importable) throw badRequest('records.not_importable', '该记录不支持导入');
  await progress.report('read', 0, 0);
  const { rows, sheets, problems } = await readRows(def, buffer);
  const total = rows.length;
  await progress.report('validate', total, 0, sheets);

  const parsed = await validateRows(db, service.registry, binding, session, rows, problems, progress);
  if (problems.length === 0 && parsed.length === 0) problems.push({ path: 'file', message: '文件中没有数据行' });
  await uniqueProblems(db, binding, session, parsed, problems);
  if (problems.length > 0) throw importFailed(problems);
  await progress.report('validate', total, total);

  const toWrite = parsed.filter((p) => p.changed);
  await progress.report('write', toWrite.length, 0);
  const unchanged = parsed.length - toWrite.length;
  return ctx
    .write(async (tx) => ({ total, ...(await writeRows(tx, service, binding, session, toWrite, progress)), unchanged, sheets }))
    .catch((error: unknown) => {
      throw duplicateRefusal(binding, toWrite, error) ?? error;
    });
}

/** The data rows of every sheet by header (the field labels in both scripts, the id and version columns). */
function readRows(def: RecordDef, buffer: Buffer) {
  return readWorkbookRows(buffer, {
    byHeader: headerMap(def),
    label: (name) => def.fields[name]?.label.cn ?? (name === VERSION ? IMPORT_VERSION_HEADER : IMPORT_ID_HEADER),
    auxiliary: new Set([ID, VERSION]),
  });
}

/** The id cell: undefined (no id: a new record), a positive id, or the text of a bad one. */
function idOf(raw: unknown): number | string | undefined {
  if (raw === null || raw === undefined || textOf(raw).trim() === '') return undefined;
  const n = Number(textOf(raw).trim());
  return Number.isSafeInteger(n) && n > 0 ? n : textOf(raw).trim();
}

async function validateRows(
  db: Db,
  registry: RecordRegistry,
  binding: RecordBinding,
  session: Session,
  rows: SheetRow[],
  problems: Problem[],
  progress: ImportProgress,
): Promise<ParsedRow[]> {
  const def = binding.def;
  const dictionaries = await effectiveDictionaries(db, session.companyId);
  const refMaps = await referenceMaps(db, registry, session, def);
  const scope = await repo.scopeOf(binding, session, db);
  const ids = [...new Set(rows.map((r) => idOf(r.body[ID])).filter((id): id is number => typeof id === 'number'))];
  const stored = await importRepo.rowsByIds(db, binding, scope, ids);
  const firstWithId = new Map<number, SheetRow>();
  // Plain references first, then narrowed ones in declaration order (estate, building, unit).
  const refs = Object.entries(def.fields).filter(([, field]) => field.kind === 'ref');
  const ordered = [
    ...refs.filter(([, field]) => field.kind === 'ref' && !field.narrowBy),
    ...refs.filter(([, field]) => field.kind === 'ref' && field.narrowBy),
  ];
  const parsed: ParsedRow[] = [];

  for (const [index, raw] of rows.entries()) {
    if (index % 100 === 0) await progress.report('validate', rows.length, index);
    const { [ID]: idCell, [VERSION]: versionCell, ...body } = raw.body;
    const id = idOf(idCell);
    let existing: Row | undefined;
    if (typeof id === 'string') {
      problems.push(problemOf(raw, `ID“${id}”不是有效的记录ID`));
      continue;
    }
    if (id !== undefined) {
      const first = firstWithId.get(id);
      if (first) {
        problems.push(problemOf(raw, `ID“${id}”与${where(first)}重复`));
        continue;
      }
      firstWithId.set(id, raw);
      existing = stored.get(id);
      if (!existing) {
        problems.push(problemOf(raw, `ID“${id}”的${RECORD_NOT_FOUND}`));
        continue;
      }
      const stale = versionProblem(existing, versionCell);
      if (stale) {
        problems.push(problemOf(raw, stale));
        continue;
      }
    }
    const messages: string[] = [];
    for (const [name, field] of ordered) {
      if (field.kind !== 'ref' || body[name] === null || body[name] === undefined || body[name] === '') continue;
      const map = refMaps.get(name);
      const by = map?.narrowBy ? body[map.narrowBy] : undefined;
      const current = existing ? Number(existing[fieldProperty(binding, name)]) : undefined;
      const resolved = resolveReference(map, body[name], typeof by === 'number' ? by : undefined, current);
      if (typeof resolved === 'string') messages.push(`${field.label.cn}${resolved}`);
      else body[name] = resolved;
    }
    const { values, problems: fieldProblems } = validateValues(def, body, dictionaries, existing);
    messages.push(...fieldProblems.map((p) => p.message));
    if (messages.length > 0) {
      problems.push(problemOf(raw, messages.join('；')));
      continue;
    }
    const changed =
      !existing ||
      Object.entries(values).some(
        ([name, value]) => !sameValue(def.fields[name], existing[fieldProperty(binding, name)], value),
      );
    parsed.push({
      sheet: raw.sheet,
      row: raw.row,
      values,
      changed,
      ...(existing && id !== undefined ? { id, version: Number(existing.version), existing } : {}),
    });
  }
  return parsed;
}

const STALE_ROW = '该记录已被他人修改，请重新导出后再导入';

/** A row with an id updates the record only at the version it was exported with. */
function versionProblem(existing: Row, cell: unknown): string | undefined {
  const empty = cell === null || cell === undefined || textOf(cell).trim() === '';
  if (empty) return '缺少版本，请使用最新导出的文件（ID列旁的“版本”列）';
  const version = versionOf(cell);
  if (version === undefined) return `版本“${textOf(cell)}”不正确`;
  if (version !== Number(existing.version)) return STALE_ROW;
  return undefined;
}

/**
 * A unique index refused the write (a parallel writer took the value after the check): the file
 * is refused, naming the row that holds the value when the database says which.
 */
function duplicateRefusal(binding: RecordBinding, rows: ParsedRow[], error: unknown): AppError | undefined {
  const violation = violatedUnique(binding, error);
  if (!violation) return undefined;
  const { unique, value } = violation;
  const label = binding.def.fields[unique.field]?.label.cn ?? unique.field;
  const holder =
    value === undefined
      ? undefined
      : rows.find((p) => p.values[unique.field] !== undefined && String(p.values[unique.field]) === value);
  if (!holder) return importFailed([{ path: 'file', message: unique.message }]);
  return importFailed([problemOf(holder, `${label}“${value}”已存在`)]);
}

/** Decimal text without trailing zeros ('12.50' and '12.5' are the same amount). */
function decimalKey(text: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

/** Whether an imported value equals the stored column value (so the row changes nothing). */
export function sameValue(field: FieldDef | undefined, stored: unknown, value: FieldValue): boolean {
  if (!field) return true;
  const before = toJsonValue(field, stored);
  if (before === null || value === null) return before === value;
  if (field.kind === 'money' || field.kind === 'number')
    return decimalKey(textOf(before)) === decimalKey(textOf(value));
  return textOf(before) === textOf(value);
}

/** Creates and updates in the caller's transaction; a hook refusing a row refuses the file (rolled back). */
async function writeRows(
  tx: DbOrTx,
  service: RecordsService,
  binding: RecordBinding,
  session: Session,
  rows: ParsedRow[],
  progress: ImportProgress,
) {
  const key = binding.def.key;
  const creates = rows.filter((p) => p.id === undefined);
  // Updates first, each after the rows whose unique values it takes, so the unique indexes never
  // see a value twice on the way (a new row may take a value an updated row gives up).
  const updates = orderUniqueMoves(uniqueMoves(binding, rows)).ordered.filter(
    (p): p is ParsedRow & { id: number } => p.id !== undefined,
  );
  const problems: Problem[] = [];
  const step = Math.max(100, Math.ceil(rows.length / 50));
  let done = 0;
  const tick = (n: number) => {
    const before = done;
    done += n;
    if (Math.floor(before / step) !== Math.floor(done / step)) progress.reportDetached('write', rows.length, done);
  };
  const logs: Parameters<typeof repo.appendOperationLog>[1] = [];
  const log = (recordId: number, action: string, detail?: unknown) =>
    logs.push({ companyId: session.companyId, userId: session.userId, recordKey: key, recordId, action, detail });
  const refuse = (p: ParsedRow, error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    problems.push(problemOf(p, error.message));
  };
  const scope = await repo.scopeOf(binding, session, tx);
  const locked = await importRepo.rowsByIds(
    tx,
    binding,
    scope,
    updates.map((p) => p.id),
    true,
  );
  for (const p of updates) {
    const existing = locked.get(p.id);
    if (!existing) {
      problems.push(problemOf(p, `ID“${p.id}”的${RECORD_NOT_FOUND}`));
      continue;
    }
    // Changed by someone else since the file was checked (the row is locked from here on).
    if (Number(existing.version) !== p.version) {
      problems.push(problemOf(p, STALE_ROW));
      continue;
    }
    const ctx: WriteContext = { tx, session, existing, via: 'import' };
    try {
      await binding.beforeWrite?.(p.values, ctx);
      const set: Row = {};
      for (const [name, value] of Object.entries(p.values)) set[fieldProperty(binding, name)] = value;
      set.updatedBy = session.userId;
      set.updatedAt = new Date();
      const row = await importRepo.updateRow(tx, binding, scope, p.id, set);
      if (row) await binding.afterWrite?.(row, ctx);
      const changed = Object.keys(p.values).filter(
        (name) =>
          !sameValue(binding.def.fields[name], existing[fieldProperty(binding, name)], p.values[name] ?? null),
      );
      log(p.id, 'update', { via: 'import', changed });
    } catch (error) {
      refuse(p, error);
    }
    tick(1);
  }
  if (binding.beforeWrite || binding.afterWrite) {
    for (const p of creates) {
      const ctx: WriteContext = { tx, session, existing: undefined, via: 'import' };
      try {
        await binding.beforeWrite?.(p.values, ctx);
        const row = await importRepo.insertRow(tx, binding, service.insertValues(binding, session, p.values));
        await binding.afterWrite?.(row, ctx);
        log(Number(row.id), 'import');
      } catch (error) {
        refuse(p, error);
      }
      tick(1);
    }
  } else {
    for (let i = 0; i < creates.length; i += 500) {
      const chunk = creates.slice(i, i + 500);
      const ids = await importRepo.insertRows(
        tx,
        binding,
        chunk.map((p) => service.insertValues(binding, session, p.values)),
      );
      for (const id of ids) log(id, 'import');
      tick(chunk.length);
    }
  }
  if (problems.length > 0) throw importFailed(problems);
  await repo.appendOperationLog(tx, logs);
  return { created: creates.length, updated: updates.length };
}

/** label → candidates (id and, for narrowed fields, the narrowing value), per reference field, over the caller's live records. */
async function referenceMaps(db: Db, registry: RecordRegistry, session: Session, def: RecordDef) {
  const out = new Map<string, RefMap>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = registry.find(field.record);
    if (!target) continue;
    const scope = await repo.scopeOf(target, session, db);
    const rows = await repo.labelRows(db, target, scope, field.narrowBy?.target);
    const byLabel = new Map<string, { id: number; narrow: number | null }[]>();
    const ids = new Map<number, { narrow: number | null; label: string }>();
    for (const r of rows) {
      const id = Number(r.id);
      const narrow = r.narrow === null || r.narrow === undefined ? null : Number(r.narrow);
      const label = textOf(r.label);
      ids.set(id, { narrow, label });
      byLabel.set(label, [...(byLabel.get(label) ?? []), { id, narrow }]);
    }
    out.set(name, { byLabel, ids, narrowBy: field.narrowBy?.field });
  }
  return out;
}

interface RefMap {
  byLabel: Map<string, { id: number; narrow: number | null }[]>;
  ids: Map<number, { narrow: number | null; label: string }>;
  /** The field of the same row that narrows the choice (a building by the row's estate). */
  narrowBy: string | undefined;
}

/**
 * A reference cell → id: the display name (narrowed by the row's other reference), or the id.
 * An updated row whose cell still names its current record keeps it even when the name is shared.
 */
function resolveReference(
  map: RefMap | undefined,
  raw: unknown,
  narrow: number | undefined,
  current: number | undefined,
): number | string {
  if (!map) return '无法识别';
  const text = textOf(raw).trim();
  const fits = (id: number) => {
    const known = map.ids.get(id);
    return known !== undefined && (narrow === undefined || known.narrow === narrow);
  };
  const all = map.byLabel.get(text) ?? [];
  const matches = narrow === undefined ? all : all.filter((m) => m.narrow === narrow);
  if (matches.length === 1 && matches[0]) return matches[0].id;
  if (matches.length > 1) {
    if (current !== undefined && matches.some((m) => m.id === current)) return current;
    return `“${text}”不唯一，请填写编号`;
  }
  const n = Number(text);
  if (Number.isSafeInteger(n) && fits(n)) return n;
  return `“${text}”不存在`;
}

/** Updated rows with their unique values before and after the import. */
function uniqueMoves(binding: RecordBinding, rows: ParsedRow[]): UniqueMove<ParsedRow>[] {
  const fields = uniqueFields(binding).map((u) => u.field);
  return rows.flatMap((p) => {
    if (!p.existing) return [];
    const before = new Map<string, string>();
    const after = new Map<string, string>();
    for (const name of fields) {
      const field = binding.def.fields[name];
      if (!field) continue;
      const stored = uniqueText(toJsonValue(field, p.existing[fieldProperty(binding, name)]));
      const next = name in p.values ? uniqueText(p.values[name]) : stored;
      if (stored !== null) before.set(name, stored);
      if (next !== null) after.set(name, next);
    }
    return [{ row: p, before, after }];
  });
}

/**
 * Unique fields, as the table will be after the import: no two rows of the file share a value, and
 * no live record outside the file's updates holds it (an updated record's own value does not count).
 */
async function uniqueProblems(
  db: Db,
  binding: RecordBinding,
  session: Session,
  parsed: ParsedRow[],
  problems: Problem[],
) {
  const scope = await repo.scopeOf(binding, session, db);
  const updating = new Set(parsed.map((p) => p.id).filter((id): id is number => id !== undefined));
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (!field.unique) continue;
    const seen = new Map<string, ParsedRow>();
    for (const p of parsed) {
      const v =
        name in p.values
          ? p.values[name]
          : p.existing
            ? toJsonValue(field, p.existing[fieldProperty(binding, name)])
            : null;
      if (v === null || v === undefined) continue;
      const first = seen.get(String(v));
      if (first) problems.push(problemOf(p, `${field.label.cn}“${String(v)}”与${where(first)}重复`));
      else seen.set(String(v), p);
    }
    const holders = await importRepo.valueHolders(db, binding, scope, name, [...seen.keys()]);
    for (const holder of holders) {
      const p = seen.get(holder.value);
      if (p && !updating.has(holder.id)) problems.push(problemOf(p, `${field.label.cn}“${holder.value}”已存在`));
    }
  }
  for (const cycle of orderUniqueMoves(uniqueMoves(binding, parsed)).cycles) {
    const label = binding.def.fields[cycle.field]?.label.cn ?? cycle.field;
    problems.push(
      problemOf(cycle.row, `${label}“${cycle.value}”与${where(cycle.holder)}互换：同一文件中不能互换，请分两次导入`),
    );
  }
}
