import type { BatchDeleteResult, DictionaryItems, RecordDef, RecordRow } from '@pm/contracts';
import { textOf, type FieldValue } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error';
import type { Session } from '../../http/session';
import type { RecordBinding, RecordRegistry, WriteContext } from './record-binding';
import { effectiveDictionaries } from './dictionaries.service';
import * as repo from './records.repo';
import * as writeRepo from './records.import.repo';
import { isoText, toJsonValue, validateValues, type FieldProblem } from './record-values';
import { duplicateError, uniqueFields } from './record-unique';
import { baseVersion, checkVersion } from './record-version';
import { listSort } from './toolkit/list-sort';

type Row = Record<string, unknown>;

export const RECORD_NOT_FOUND = '记录不存在或无权访问';

export function fieldError(problems: FieldProblem[]): AppError {
  const first = problems[0];
  return badRequest(
    'validation.failed',
    first?.message ?? '错误请求',
    problems.map((p) => ({ path: p.field, message: p.message })),
  );
}

export class RecordsService {
  constructor(
    private readonly db: Db,
    readonly registry: RecordRegistry,
  ) {}

  /** Rows as the API answers them, with labels of enum and reference values. */
  async present(
    binding: RecordBinding,
    rows: Row[],
    dictionaries: DictionaryItems,
    tx: DbOrTx = this.db,
  ): Promise<RecordRow[]> {
    const def = binding.def;
    const refLabels = new Map<string, Map<number, string>>();
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'ref') continue;
      const target = this.registry.find(field.record);
      if (!target) continue;
      // The list joins labels already; other callers look them up.
      if (rows.length > 0 && rows.every((r) => repo.labelKey(name) in r)) {
        refLabels.set(
          name,
          new Map(rows.map((r) => [Number(r[fieldProperty(binding, name)]), textOf(r[repo.labelKey(name)])])),
        );
        continue;
      }
      const ids = [
        ...new Set(
          rows
            .map((r) => r[fieldProperty(binding, name)])
            .filter((v) => v !== null && v !== undefined)
            .map(Number),
        ),
      ];
      refLabels.set(name, await repo.displayLabels(tx, target, ids));
    }
    // Per field, once per call: its row property and where its label comes from (a list presents
    // every row of the page with these).
    const fields = Object.entries(def.fields).map(([name, field]) => ({
      name,
      field,
      prop: fieldProperty(binding, name),
      enumLabels:
        field.kind === 'enum' ? new Map((dictionaries[field.dict] ?? []).map((i) => [i.value, i.cn])) : undefined,
      refLabels: field.kind === 'ref' ? refLabels.get(name) : undefined,
    }));
    return rows.map((row) => {
      const out: RecordRow = {
        id: Number(row.id),
        version: Number(row.version),
        labels: {},
        createdAt: isoText(row.createdAt),
        createdBy: row.createdBy === null || row.createdBy === undefined ? null : Number(row.createdBy),
        updatedAt: isoText(row.updatedAt),
        updatedBy: row.updatedBy === null || row.updatedBy === undefined ? null : Number(row.updatedBy),
      };
      for (const { name, field, prop, enumLabels, refLabels: labels } of fields) {
        const value = toJsonValue(field, row[prop]);
        out[name] = value;
        if (value === null) continue;
        const label = enumLabels ? enumLabels.get(value as string) : labels?.get(Number(value));
        if (label !== undefined) out.labels[name] = label;
      }
      return out;
    });
  }

  async list(session: Session, key: string, query: Record<string, unknown>, page: number, size: number) {
    const binding = this.registry.bindingFor(key, session, 'read');
    const def = binding.def;
    const sort = listSort(query, def.list);
    const filters = repo.filterTerms(binding, query);
    if (filters.error) throw badRequest('validation.failed', filters.error.message, [filters.error]);
    await binding.beforeRead?.(session, this.db);
    const [{ total, rows }, dictionaries] = await Promise.all([
      repo.listPage(this.db, this.registry, binding, session, filters.terms, sort, page, size),
      effectiveDictionaries(this.db, session.companyId),
    ]);
    return { total, page, size, rows: await this.present(binding, rows, dictionaries) };
  }

  async get(session: Session, key: string, id: number): Promise<RecordRow> {
    const binding = this.registry.bindingFor(key, session, 'read');
    await binding.beforeRead?.(session, this.db);
    const row = await repo.findOne(this.db, binding, await repo.scopeOf(binding, session, this.db), id);
    if (!row) throw notFound(RECORD_NOT_FOUND, 'records.not_found');
    const [out] = await this.present(binding, [row], await effectiveDictionaries(this.db, session.companyId));
    return out as RecordRow;
  }

  async options(
    session: Session,
    key: string,
    q: string | undefined,
    ids: number[],
    by?: { field: string; value: number },
  ) {
    const binding = this.registry.bindingFor(key, session, 'read');
    await binding.beforeRead?.(session, this.db);
    const where = await repo.scopeOf(binding, session, this.db);
    if (by) {
      // Only a reference field of the target may narrow the choice.
      if (binding.def.fields[by.field]?.kind !== 'ref')
        throw badRequest('validation.failed', 'by：不能按该字段筛选', [{ path: 'by', message: '不能按该字段筛选' }]);
      where.push(repo.fieldEquals(binding, by.field, by.value));
    }
    return repo.options(this.db, binding, where, q, ids);
  }

  /** Reference and file ids must be live records of the caller's company. */
  async checkReferences(
    tx: DbOrTx,
    session: Session,
    def: RecordDef,
    values: Record<string, FieldValue>,
  ): Promise<FieldProblem[]> {
    const problems: FieldProblem[] = [];
    for (const [name, field] of Object.entries(def.fields)) {
      const value = values[name];
      if (value === null || value === undefined) continue;
      if (field.kind === 'ref') {
        const target = this.registry.find(field.record);
        if (!target) continue;
        const found = await repo.existingIds(tx, target, await repo.scopeOf(target, session, tx), [Number(value)]);
        if (!found.has(Number(value))) problems.push({ field: name, message: `${field.label.cn}不存在或无权访问` });
      } else if (field.kind === 'file') {
        const found = await repo.companyFileIds(tx, session.companyId, [Number(value)]);
        if (!found.has(Number(value))) problems.push({ field: name, message: `${field.label.cn}文件不存在` });
      }
    }
    return problems;
  }

  /**
   * The friendly check before a write (one message per field, and the import names the row); the
   * unique indexes are the guard between parallel writers (record-unique.ts).
   */
  async checkUnique(
    tx: DbOrTx,
    binding: RecordBinding,
    session: Session,
    values: Record<string, FieldValue>,
    exceptId?: number,
  ): Promise<void> {
    const where = await repo.scopeOf(binding, session, tx);
    for (const unique of uniqueFields(binding)) {
      const value = values[unique.field];
      if (value === null || value === undefined) continue;
      if (await repo.valueTaken(tx, binding, where, unique.field, value, exceptId)) throw duplicateError(unique);
    }
  }

  /** Column values of a write: fields by column property, audit, company. */
  insertValues(binding: RecordBinding, session: Session, values: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    // A null leaves the column default (a new row has nothing to clear).
    for (const [name, value] of Object.entries(values)) if (value !== null) out[fieldProperty(binding, name)] = value;
    const company = repo.companyColumnOf(binding);
    if (company) out[columnPropertyOf(binding, company.name)] = session.companyId;
    out.createdBy = session.userId;
    out.updatedBy = session.userId;
    return out;
  }

  async create(session: Session, key: string, body: Record<string, unknown>): Promise<RecordRow> {
    const binding = this.registry.bindingFor(key, session, 'write');
    const dictionaries = await effectiveDictionaries(this.db, session.companyId);
    const { values, problems } = validateValues(binding.def, body, dictionaries);
    if (problems.length > 0) throw fieldError(problems);
    const row = await this.db.transaction(async (tx) => {
      const refProblems = await this.checkReferences(tx, session, binding.def, values);
      if (refProblems.length > 0) throw fieldError(refProblems);
      const ctx: WriteContext = { tx, session, existing: undefined, via: 'form' };
      await binding.beforeWrite?.(values, ctx);
      await this.checkUnique(tx, binding, session, values);
      const created = await writeRepo.insertRow(tx, binding, this.insertValues(binding, session, values));
      await binding.afterWrite?.(created, ctx);
      await repo.appendOperationLog(tx, [
        {
          companyId: session.companyId,
          userId: session.userId,
          recordKey: key,
          recordId: Number(created.id),
          action: 'create',
        },
      ]);
      return created;
    });
    const [out] = await this.present(binding, [row], dictionaries);
    return out as RecordRow;
  }

  async update(session: Session, key: string, id: number, body: Record<string, unknown>): Promise<RecordRow> {
    const binding = this.registry.bindingFor(key, session, 'write');
    const version = baseVersion(body);
    const dictionaries = await effectiveDictionaries(this.db, session.companyId);
    const row = await this.db.transaction(async (tx) => {
      const where = await repo.scopeOf(binding, session, tx);
      // Locked, so a parallel update of the same version waits here and then finds it changed.
      const existing = await repo.lockOne(tx, binding, where, id);
      if (!existing) throw notFound(RECORD_NOT_FOUND, 'records.not_found');
      checkVersion(existing, version);
      const { values, problems } = validateValues(binding.def, body, dictionaries, existing);
      if (problems.length > 0) throw fieldError(problems);
      const refProblems = await this.checkReferences(tx, session, binding.def, values);
      if (refProblems.length > 0) throw fieldError(refProblems);
      const ctx: WriteContext = { tx, session, existing, via: 'form' };
      await binding.beforeWrite?.(values, ctx);
      await this.checkUnique(tx, binding, session, { ...pick(existing, binding), ...values }, id);
      const set: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(values)) set[fieldProperty(binding, name)] = value;
      set.updatedBy = session.userId;
      set.updatedAt = new Date();
      const updated = await writeRepo.updateRow(tx, binding, where, id, set);
      const changed = Object.keys(values).filter(
        (k) => textOf(existing[fieldProperty(binding, k)]) !== textOf(values[k]),
      );
      await binding.afterWrite?.(updated as Row, ctx);
      await repo.appendOperationLog(tx, [
        {
          companyId: session.companyId,
          userId: session.userId,
          recordKey: key,
          recordId: id,
          action: 'update',
          detail: { changed },
        },
      ]);
      return updated as Row;
    });
    const [out] = await this.present(binding, [row], dictionaries);
    return out as RecordRow;
  }

  /** Whether any row (live or soft-deleted: history counts) references the record. */
  async isReferenced(tx: DbOrTx, binding: RecordBinding, id: number): Promise<boolean> {
    for (const ref of this.registry.referencesTo(binding.def.key)) {
      if (await repo.anyRowWith(tx, ref.binding.table, repo.columnOf(ref.binding, ref.field), id)) return true;
    }
    for (const ref of binding.referencedBy ?? []) {
      if (await repo.anyRowWith(tx, ref.table, ref.column, id)) return true;
    }
    return false;
  }

  /**
   * Deletes the chosen records one by one, each in its own transaction as the form's delete does:
   * a row the rules refuse (referenced, not found, a hook's refusal) is reported with its message
   * and the others go ahead. A caller without the right to write is refused for the whole batch.
   */
  async removeMany(session: Session, key: string, ids: number[]): Promise<BatchDeleteResult> {
    this.registry.bindingFor(key, session, 'write');
    const results: BatchDeleteResult['results'] = [];
    for (const id of new Set(ids)) {
      try {
        const { mode } = await this.remove(session, key, id);
        results.push({ id, ok: true, mode });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, msg: error.message });
      }
    }
    return { results };
  }

  async remove(session: Session, key: string, id: number): Promise<{ id: number; mode: 'deleted' | 'soft-deleted' }> {
    const binding = this.registry.bindingFor(key, session, 'write');
    return this.db.transaction(async (tx) => {
      const where = await repo.scopeOf(binding, session, tx);
      const existing = await repo.lockOne(tx, binding, where, id);
      if (!existing) throw notFound(RECORD_NOT_FOUND, 'records.not_found');
      await binding.beforeDelete?.(existing, { tx, session, existing, via: 'form' });
      const referenced = await this.isReferenced(tx, binding, id);
      const deleted = repo.deletedColumnOf(binding);
      let mode: 'deleted' | 'soft-deleted';
      if (referenced) {
        if (!binding.def.softDelete || !deleted)
          throw conflict('records.referenced', '该记录已被其他数据引用，不能删除');
        await repo.softDeleteRow(tx, binding, id, {
          [columnPropertyOf(binding, deleted.name)]: new Date(),
          updatedBy: session.userId,
          updatedAt: new Date(),
        });
        mode = 'soft-deleted';
      } else {
        await repo.deleteRow(tx, binding, id);
        mode = 'deleted';
      }
      await repo.appendOperationLog(tx, [
        {
          companyId: session.companyId,
          userId: session.userId,
          recordKey: key,
          recordId: id,
          action: mode === 'deleted' ? 'delete' : 'soft-delete',
        },
      ]);
      return { id, mode };
    });
  }
}

function pick(row: Row, binding: RecordBinding): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const name of Object.keys(binding.def.fields))
    out[name] = (row[fieldProperty(binding, name)] ?? null) as FieldValue;
  return out;
}

/** The table property name of a field's column (bindings may map a field to another column). */
export function fieldProperty(binding: RecordBinding, field: string): string {
  return binding.columns?.[field] ? columnPropertyOf(binding, repo.columnOf(binding, field).name) : field;
}

export function columnPropertyOf(binding: RecordBinding, sqlName: string): string {
  const cols = binding.table as unknown as Record<string, { name?: string } | undefined>;
  for (const [prop, col] of Object.entries(cols))
    if (col && typeof col === 'object' && col.name === sqlName) return prop;
  return sqlName;
}
