import { IMPORT_ID_HEADER, IMPORT_VERSION_HEADER, type ExportPurpose, type RecordDef } from '@pm/contracts';
import { textOf } from '@pm/domain';
import type { Db } from '@pm/db';
import { badRequest } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { effectiveDictionaries } from './dictionaries.service';
import type { RecordBinding, RecordRegistry } from './record-binding';
import * as repo from './records.repo';
import * as exportRepo from './records.export.repo';
import { fieldProperty } from './records.service';
import { toJsonValue } from './record-values';
import { batchesAfter, exportWorkbook, type ExportCell, type WorkbookExport } from './toolkit/excel-export';
import { importTemplate } from './toolkit/excel-import';

function exportFields(def: RecordDef): string[] {
  return Object.keys(def.fields).filter((name) => !def.fields[name]?.hidden);
}

/**
 * Excel export of every row in scope (no cap), streamed: rows are read by id in batches and each
 * row is committed to the exceljs streaming writer, so memory stays flat whatever the row count.
 */
export async function startExport(
  db: Db,
  registry: RecordRegistry,
  session: Session,
  key: string,
  purpose: ExportPurpose,
  filters: Record<string, string>,
): Promise<WorkbookExport> {
  const binding = registry.bindingFor(key, session, 'read');
  const def = binding.def;
  if (!def.exportable) throw badRequest('records.not_exportable', '该记录不支持导出');
  const filter = repo.filterConditions(binding, filters);
  if (filter.error) throw badRequest('validation.failed', filter.error.message, [filter.error]);
  await binding.beforeRead?.(session, db);
  const chosen = selectedIds(filters.ids);
  if (chosen === 'bad') throw badRequest('validation.failed', '所选记录ID格式不正确', [{ path: 'filters.ids', message: '所选记录ID格式不正确' }]);
  const where = [...(await repo.scopeOf(binding, session, db)), ...filter.conds, ...(chosen ? [repo.idIn(binding, chosen)] : [])];
  const dictionaries = await effectiveDictionaries(db, session.companyId);
  const fields = exportFields(def);
  const props = fields.map((name) => fieldProperty(binding, name));
  const cellsOf = async function* (): AsyncGenerator<ExportCell[][]> {
    for await (const rows of batchesAfter(
      (afterId, size) => exportRepo.exportBatch(db, registry, binding, where, afterId, size),
      (row) => Number(row.id),
    )) {
      const refLabels = await referenceLabels(db, registry, binding, rows);
      yield rows.map((row) => [
        ...fields.map((name, i): ExportCell => {
          const field = def.fields[name];
          const value = field ? toJsonValue(field, row[props[i] ?? name]) : null;
          if (value === null || !field) return null;
          if (field.kind === 'enum') return dictionaries[field.dict]?.find((item) => item.value === value)?.cn ?? value;
          if (field.kind === 'ref') return refLabels.get(name)?.get(Number(value)) ?? value;
          if (field.kind === 'bool') return value ? '是' : '否';
          // A spreadsheet number, not text, so the sheet sums and sorts it (the answer's decimal text is exact).
          if (field.kind === 'number' && typeof value === 'string') return Number(value);
          return value;
        }),
        Number(row.id),
        Number(row.version),
      ]);
    }
  };
  // The id and version columns come last, so the field columns keep their places; on import a
  // row with an id updates that record if it is still at that version.
  return exportWorkbook(db, session, {
    recordKey: key,
    purpose,
    filters,
    title: def.title.cn,
    header: [...fields.map((name) => def.fields[name]?.label.cn ?? name), IMPORT_ID_HEADER, IMPORT_VERSION_HEADER],
    rows: cellsOf(),
  });
}

/** The ticked rows of an export (filters.ids: comma-separated ids, at most 1000); undefined for every row in scope. */
function selectedIds(text: string | undefined): number[] | 'bad' | undefined {
  if (text === undefined || text === '') return undefined;
  const parts = text.split(',');
  if (parts.length > 1000 || !parts.every((p) => /^[1-9]\d{0,15}$/.test(p.trim()))) return 'bad';
  return parts.map((p) => Number(p.trim()));
}

async function referenceLabels(
  db: Db,
  registry: RecordRegistry,
  binding: RecordBinding,
  rows: Record<string, unknown>[],
) {
  const out = new Map<string, Map<number, string>>();
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = registry.find(field.record);
    if (!target) continue;
    const prop = fieldProperty(binding, name);
    if (rows.every((r) => repo.labelKey(name) in r)) {
      out.set(name, new Map(rows.map((r) => [Number(r[prop]), textOf(r[repo.labelKey(name)])])));
      continue;
    }
    const ids = [
      ...new Set(
        rows
          .map((r) => r[prop])
          .filter((v) => v !== null && v !== undefined)
          .map(Number),
      ),
    ];
    out.set(name, await repo.displayLabels(db, target, ids));
  }
  return out;
}

/** The import template: the header row only (the id and version columns last: left empty, a row creates a record). */
export async function templateWorkbook(
  registry: RecordRegistry,
  session: Session,
  key: string,
): Promise<{ buffer: Buffer; fileName: string }> {
  const binding = registry.bindingFor(key, session, 'write');
  const def = binding.def;
  return importTemplate(def.title.cn, [
    ...def.form.map((name) => def.fields[name]?.label.cn ?? name),
    IMPORT_ID_HEADER,
    IMPORT_VERSION_HEADER,
  ]);
}
