import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  gte,
  ilike,
  inArray,
  is,
  isNull,
  lte,
  ne,
  Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { FieldDef } from '@pm/contracts';
import { isCodeLike, textOf } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import { schema } from '@pm/db';
import type { Session } from '../../http/session';
import {
  contains,
  countRows,
  likePattern,
  pageOfRows,
  pageQuery as listPageQuery,
  type SortOrder,
} from './toolkit/paged-list.repo';
import type { RecordBinding, RecordRegistry } from './record-binding';

type Row = Record<string, unknown>;

/** The column of a field (binding override, else the table property of the same name). */
export function columnOf(binding: RecordBinding, field: string): AnyPgColumn {
  const col = binding.columns?.[field] ?? (getTableColumns(binding.table) as Record<string, AnyPgColumn>)[field];
  if (!col) throw new Error(`record ${binding.def.key}: no column for field ${field}`);
  return col;
}

export function companyColumnOf(binding: RecordBinding): AnyPgColumn | null {
  if (binding.companyColumn === null) return null;
  return binding.companyColumn ?? (getTableColumns(binding.table) as Record<string, AnyPgColumn>).companyId ?? null;
}

export function deletedColumnOf(binding: RecordBinding): AnyPgColumn | undefined {
  return binding.deletedColumn ?? (getTableColumns(binding.table) as Record<string, AnyPgColumn | undefined>).deletedAt;
}

export function idColumn(binding: RecordBinding): AnyPgColumn {
  return binding.table.id;
}

/** Only the chosen records (an export of the rows ticked in the list). */
export function idIn(binding: RecordBinding, ids: number[]): SQL {
  return inArray(idColumn(binding), ids);
}

/** Company scope and live rows; `company` is the caller's company id or a placeholder for it. */
function fixedScope(binding: RecordBinding, company: unknown): SQL[] {
  const conds: SQL[] = [];
  const col = companyColumnOf(binding);
  if (col) conds.push(eq(col, company));
  const deleted = deletedColumnOf(binding);
  if (deleted) conds.push(isNull(deleted));
  return conds;
}

/** Company scope, live rows, and the binding's own scope: the WHERE of every read and write. */
export async function scopeOf(binding: RecordBinding, session: Session, db: DbOrTx): Promise<SQL[]> {
  const conds = fixedScope(binding, session.companyId);
  const extra = binding.where ? await binding.where(session, db) : undefined;
  if (extra) conds.push(extra);
  return conds;
}

/**
 * One filter of a list query: `key` names it (field, or field + From/To), `cond` builds the
 * condition from the value or from a placeholder for it.
 */
export interface FilterTerm {
  key: string;
  cond: (value: unknown) => SQL;
  value: unknown;
}

/** Filter terms from the list query, by the declaration's filter fields; bad values give a message. */
export function filterTerms(
  binding: RecordBinding,
  query: Record<string, unknown>,
): { terms: FilterTerm[]; error?: { path: string; message: string } } {
  const terms: FilterTerm[] = [];
  // Comparisons bind through the column's encoder, as drizzle's eq/gte/lte do with plain values.
  const compare = (key: string, col: AnyPgColumn, op: typeof eq, value: unknown) =>
    terms.push({ key, cond: (v) => op(col, is(v, Placeholder) ? sql.param(v, col) : v), value });
  for (const name of binding.def.list.filters) {
    const field = binding.def.fields[name] as FieldDef;
    const col = columnOf(binding, name);
    if (field.kind === 'date') {
      for (const [suffix, op] of [
        ['From', gte],
        ['To', lte],
      ] as const) {
        const v = query[`${name}${suffix}`];
        if (typeof v !== 'string' || v === '') continue;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(v))
          return {
            terms,
            error: { path: `${name}${suffix}`, message: `${field.label.cn}日期格式不正确（YYYY-MM-DD）` },
          };
        compare(`${name}${suffix}`, col, op, suffix === 'To' && field.withTime ? `${v} 23:59:59` : v);
      }
      continue;
    }
    const v = query[name];
    if (typeof v !== 'string' || v === '') continue;
    if (field.kind === 'text') {
      const pattern = likePattern(v);
      terms.push({ key: name, cond: (p) => ilike(col, p as string), value: pattern });
    } else if (field.kind === 'number' || field.kind === 'ref' || field.kind === 'file') {
      const n = Number(v);
      if (!Number.isFinite(n)) return { terms, error: { path: name, message: `${field.label.cn}必须是数字` } };
      compare(name, col, eq, n);
    } else if (field.kind === 'bool') compare(name, col, eq, v === 'true' || v === '1');
    else compare(name, col, eq, v);
  }
  return { terms };
}

/** Filter conditions from the list query (the terms with their values). */
export function filterConditions(
  binding: RecordBinding,
  query: Record<string, unknown>,
): { conds: SQL[]; error?: { path: string; message: string } } {
  const { terms, error } = filterTerms(binding, query);
  return { conds: terms.map((t) => t.cond(t.value)), ...(error ? { error } : {}) };
}

/** Rows of the binding's table with `labelKey(field)` = the display label of each reference, joined. */
export function selectWithLabels(db: DbOrTx, registry: RecordRegistry, binding: RecordBinding) {
  const table = binding.table as PgTable;
  const selection: Record<string, AnyPgColumn> = { ...(getTableColumns(table) as Record<string, AnyPgColumn>) };
  const joins: { table: PgTable; on: SQL }[] = [];
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = registry.find(field.record);
    // A display field mapped to another column is looked up afterwards instead.
    if (!target || target.columns?.[target.def.display]) continue;
    const joined = alias(target.table as PgTable, `ref_${name.replace(/[^A-Za-z0-9_]/g, '_')}`);
    const cols = getTableColumns(joined) as Record<string, AnyPgColumn>;
    const display = cols[target.def.display];
    const id = cols.id;
    if (!display || !id) continue;
    selection[labelKey(name)] = display;
    joins.push({ table: joined, on: eq(id, columnOf(binding, name)) });
  }
  let query = db.select(selection).from(table).$dynamic();
  for (const j of joins) query = query.leftJoin(j.table, j.on);
  return query;
}

/** Row key carrying a reference field's display label when the list joined it. */
export const labelKey = (field: string) => `__label_${field}`;

type ListSort = { field: string; order: SortOrder };

/**
 * Codes (house 101 before 1001) are ordered naturally: by the key the table stores beside the code
 * (`<field>Sort`, e.g. houses.code_sort, indexed), else by natural_sort_key() of the column. Other
 * fields as their column type orders them.
 */
function sortSpec(binding: RecordBinding, sort: ListSort): { column: AnyPgColumn; order: SortOrder; natural?: boolean } {
  const column = columnOf(binding, sort.field);
  const field = binding.def.fields[sort.field];
  if (!field || !isCodeLike(sort.field, field)) return { column, order: sort.order };
  const stored = (getTableColumns(binding.table) as Record<string, AnyPgColumn | undefined>)[`${sort.field}Sort`];
  return stored ? { column: stored, order: sort.order } : { column, order: sort.order, natural: true };
}

/** The engine's page query: the toolkit's, with each reference field's display label looked up. */
function pageQuery(
  db: DbOrTx,
  registry: RecordRegistry,
  binding: RecordBinding,
  cond: SQL | undefined,
  sort: ListSort,
  limit: number | Placeholder,
  offset: number | Placeholder,
  total?: SQL,
) {
  return listPageQuery(
    db,
    {
      table: binding.table,
      where: cond,
      sort: sortSpec(binding, sort),
      tiebreak: idColumn(binding),
      lookups: (onPage) => labelLookups(registry, binding, onPage),
      ...(total ? { total } : {}),
    },
    limit,
    offset,
  );
}

/** `labelKey(field)` → the display label of each reference field, read per row of the page. */
function labelLookups(registry: RecordRegistry, binding: RecordBinding, onPage: (column: AnyPgColumn) => SQL): Record<string, SQL> {
  const out: Record<string, SQL> = {};
  for (const [name, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'ref') continue;
    const target = registry.find(field.record);
    // A display field mapped to another column is looked up afterwards instead.
    if (!target || target.columns?.[target.def.display]) continue;
    const targetColumns = getTableColumns(target.table as PgTable) as Record<string, AnyPgColumn>;
    const display = targetColumns[target.def.display];
    const id = targetColumns.id;
    if (!display || !id) continue;
    // Nested, so Drizzle keeps the table names on these columns (a single-table select drops
    // them from top-level columns, and "id" = "parent_id" would then compare within the target).
    const lookup = sql`select ${display} from ${target.table} where ${id} = ${onPage(columnOf(binding, name))}`;
    out[labelKey(name)] = sql`(${lookup})`.mapWith(display);
  }
  return out;
}

/**
 * The total read from the binding's live counts when the list is filtered by the counted field
 * alone (and the binding adds no scope of its own); otherwise undefined and the rows are counted.
 */
function countedTotal(
  binding: RecordBinding,
  terms: FilterTerm[],
  company: unknown,
  value: (t: FilterTerm) => unknown,
): SQL | undefined {
  const counts = binding.liveCounts;
  const only = terms.length === 1 ? terms[0] : undefined;
  if (!counts || binding.where || only?.key !== counts.field) return undefined;
  return sql`coalesce((select ${counts.liveColumn} from ${counts.table} where ${counts.companyColumn} = ${company} and ${counts.groupColumn} = ${value(only)}), 0)::int`;
}

type Compiled = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/**
 * Page queries built and compiled once per shape (binding, sort, filters used) and run as named
 * prepared statements: Drizzle does not rebuild the SQL per request and PostgreSQL does not parse
 * it again. Values go in as placeholders.
 *
 * Every pooled connection keeps each prepared statement it has run (about 128 kB of plan cache in
 * the backend for the house list) until it closes, and filters combine into many shapes: so only
 * the first shapes of a process are prepared, and the rest are built per request as unnamed
 * statements (nothing kept).
 */
const compiled = new WeakMap<object, WeakMap<RecordBinding, Map<string, Compiled>>>();
const SHAPES_PER_BINDING = 16;
const SHAPES_IN_ALL = 128;
let shapesInAll = 0;

function compiledPage(
  db: Db,
  registry: RecordRegistry,
  binding: RecordBinding,
  terms: FilterTerm[],
  sort: ListSort,
): Compiled | undefined {
  let byBinding = compiled.get(db);
  if (!byBinding) compiled.set(db, (byBinding = new WeakMap()));
  let shapes = byBinding.get(binding);
  if (!shapes) byBinding.set(binding, (shapes = new Map<string, Compiled>()));
  const shape = `${sort.field} ${sort.order}|${terms.map((t) => t.key).join(',')}`;
  let query = shapes.get(shape);
  if (!query) {
    if (shapes.size >= SHAPES_PER_BINDING || shapesInAll >= SHAPES_IN_ALL) return undefined;
    const cond = and(
      ...fixedScope(binding, sql.placeholder('company')),
      ...terms.map((t) => t.cond(sql.placeholder(`f_${t.key}`))),
    );
    const total = countedTotal(binding, terms, sql.placeholder('company'), (t) => sql.placeholder(`f_${t.key}`));
    query = pageQuery(
      db,
      registry,
      binding,
      cond,
      sort,
      sql.placeholder('limit'),
      sql.placeholder('offset'),
      total,
    ).prepare(`records_page_${++shapesInAll}`);
    shapes.set(shape, query);
  }
  return query;
}

/**
 * One page and the total: the compiled query of the shape, or a query built for this request (a
 * binding with its own scope function, whose SQL depends on the caller; shapes past the limit).
 * A page past the end has no row to carry the total, so it is counted on its own.
 */
export async function listPage(
  db: Db,
  registry: RecordRegistry,
  binding: RecordBinding,
  session: Session,
  terms: FilterTerm[],
  sort: ListSort,
  page: number,
  size: number,
): Promise<{ total: number; rows: Row[] }> {
  const query = binding.where ? undefined : compiledPage(db, registry, binding, terms, sort);
  let rows: Row[];
  if (query) {
    const values: Record<string, unknown> = { company: session.companyId, limit: size, offset: (page - 1) * size };
    for (const t of terms) values[`f_${t.key}`] = t.value;
    rows = await query.execute(values);
  } else {
    const cond = and(...(await scopeOf(binding, session, db)), ...terms.map((t) => t.cond(t.value)));
    rows = await pageQuery(
      db,
      registry,
      binding,
      cond,
      sort,
      size,
      (page - 1) * size,
      countedTotal(binding, terms, session.companyId, (t) => t.value),
    );
  }
  return pageOfRows(rows, page, async () =>
    countRows(db, binding.table, and(...(await scopeOf(binding, session, db)), ...terms.map((t) => t.cond(t.value)))),
  );
}

/** The condition "the field equals `value`" (a reference narrowing a picker). */
export const fieldEquals = (binding: RecordBinding, field: string, value: unknown): SQL =>
  eq(columnOf(binding, field), value);

/**
 * SQL name of a unique field's index, `<table>_<column>_unique` (packages/db `liveUnique`): schema
 * introspection, so it lives with the other binding-to-column knowledge here.
 */
export function uniqueIndexName(binding: RecordBinding, field: string): string {
  return `${getTableName(binding.table)}_${toSnakeCase(columnOf(binding, field).name)}_unique`;
}

export async function findOne(db: DbOrTx, binding: RecordBinding, where: SQL[], id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(binding.table)
    .where(and(eq(idColumn(binding), id), ...where))
    .limit(1);
  return row;
}

/** The row `id` inside `where`, locked FOR UPDATE until the transaction ends. */
export async function lockOne(tx: DbOrTx, binding: RecordBinding, where: SQL[], id: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(binding.table)
    .where(and(eq(idColumn(binding), id), ...where))
    .for('update')
    .limit(1);
  return row;
}

/** Whether any row of `table` (live or soft-deleted) has `id` in `column`. */
export async function anyRowWith(tx: DbOrTx, table: PgTable, column: AnyPgColumn, id: number): Promise<boolean> {
  const hit = await tx
    .select({ one: sql`1` })
    .from(table)
    .where(eq(column, id))
    .limit(1);
  return hit.length > 0;
}

/** Marks the row `id` deleted (`set` names the deleted column and the audit columns). */
export async function softDeleteRow(tx: DbOrTx, binding: RecordBinding, id: number, set: Row): Promise<void> {
  await tx
    .update(binding.table)
    .set(set)
    .where(eq(idColumn(binding), id));
}

export async function deleteRow(tx: DbOrTx, binding: RecordBinding, id: number): Promise<void> {
  await tx.delete(binding.table).where(eq(idColumn(binding), id));
}

/** Id, display label and (when given) the value of `narrowField` of every row inside `where`. */
export async function labelRows(
  db: DbOrTx,
  binding: RecordBinding,
  where: SQL[],
  narrowField?: string,
): Promise<{ id: unknown; label: unknown; narrow?: unknown }[]> {
  const narrowCol = narrowField ? columnOf(binding, narrowField) : undefined;
  return db
    .select({
      id: idColumn(binding),
      label: columnOf(binding, binding.def.display),
      ...(narrowCol ? { narrow: narrowCol } : {}),
    })
    .from(binding.table)
    .where(and(...where));
}

/** Ids of live rows among `ids` (company scope applied by `where`). */
export async function existingIds(
  db: DbOrTx,
  binding: RecordBinding,
  where: SQL[],
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: idColumn(binding) })
    .from(binding.table)
    .where(and(inArray(idColumn(binding), ids), ...where));
  return new Set(rows.map((r) => Number(r.id)));
}

/** Display labels of the given ids. */
export async function displayLabels(db: DbOrTx, binding: RecordBinding, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: idColumn(binding), label: columnOf(binding, binding.def.display) })
    .from(binding.table)
    .where(inArray(idColumn(binding), ids));
  return new Map(rows.map((r) => [Number(r.id), textOf(r.label)]));
}

/** Options for a reference picker: display contains q, or the given ids. */
export async function options(db: Db, binding: RecordBinding, where: SQL[], q: string | undefined, ids: number[]) {
  const display = columnOf(binding, binding.def.display);
  const conds = [...where];
  if (ids.length > 0) conds.push(inArray(idColumn(binding), ids));
  else if (q) conds.push(contains(display, q));
  const rows = await db
    .select({ id: idColumn(binding), label: display })
    .from(binding.table)
    .where(and(...conds))
    .orderBy(asc(display))
    .limit(50);
  return rows.map((r) => ({ id: Number(r.id), label: textOf(r.label) }));
}

/** Whether a live row other than `exceptId` has this value in `field`. */
export async function valueTaken(
  db: DbOrTx,
  binding: RecordBinding,
  where: SQL[],
  field: string,
  value: unknown,
  exceptId?: number,
): Promise<boolean> {
  const conds = [...where, eq(columnOf(binding, field), value)];
  if (exceptId !== undefined) conds.push(ne(idColumn(binding), exceptId));
  const rows = await db
    .select({ id: idColumn(binding) })
    .from(binding.table)
    .where(and(...conds))
    .limit(1);
  return rows.length > 0;
}

/** Values of `field` already used among live rows, out of `values`. */
export async function takenValues(
  db: DbOrTx,
  binding: RecordBinding,
  where: SQL[],
  field: string,
  values: unknown[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const col = columnOf(binding, field);
  const rows = await db
    .select({ v: col })
    .from(binding.table)
    .where(and(...where, inArray(col, values)));
  return new Set(rows.map((r) => String(r.v)));
}

/** Files of the company among `ids`. */
export async function companyFileIds(db: DbOrTx, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: schema.files.id })
    .from(schema.files)
    .where(and(eq(schema.files.companyId, companyId), inArray(schema.files.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The operation log is the toolkit's (the engine's writes and hand-written use cases share it). */
export { appendOperationLog } from './toolkit/operation-log.repo';
