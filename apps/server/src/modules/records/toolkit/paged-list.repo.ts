import {
  and,
  asc,
  desc,
  Column,
  getTableColumns,
  gt,
  ilike,
  is,
  sql,
  type InferSelectModel,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@pm/db';

export type SortOrder = 'asc' | 'desc';

/** A list's query over one table: the rows it may show, their order, and per-row look-ups. */
export interface ListSpec<
  T extends PgTable,
  L extends Record<string, SQL> = Record<never, SQL>,
  K extends keyof InferSelectModel<T> = keyof InferSelectModel<T>,
> {
  table: T;
  /** Company scope, live rows and the filters: every condition of the list. */
  where: SQL | undefined;
  /** `natural`: a code (house 101 before 1001), ordered by natural_sort_key (packages/db/sql/natural_sort.sql). */
  sort: { column: AnyPgColumn; order: SortOrder; natural?: boolean };
  /**
   * A unique column of the table (its id) that breaks ties, so pages never overlap or skip a row: ascending, or in
   * the order given (newest first is `sort` desc and `{ column: id, order: 'desc' }`).
   */
  tiebreak: AnyPgColumn | { column: AnyPgColumn; order: SortOrder };
  /**
   * Values beside each row of the page (a name from another table, looked up by key): built over
   * the page's columns, so each is one look-up per row of the page, never a join over the table.
   * `onPage` names the page's column with the page ("page"."house_id"), so a looked-up table's column of
   * the same name never stands for it. A value comes as the driver gives it: `.mapWith(column)` for a bigint or a
   * timestamp.
   */
  lookups?: (onPage: (column: AnyPgColumn) => SQL) => L;
  /** The total when something cheaper than counting knows it (a maintained count); else counted. */
  total?: SQL;
  /** The table's columns a row carries, all by default: leaves out a wide one the list does not show. */
  columns?: readonly K[];
}

/** The row type of a list: the table's (chosen) columns and the look-ups' values. */
export type ListRow<T extends PgTable, L extends Record<string, SQL>, K extends keyof InferSelectModel<T>> = Pick<
  InferSelectModel<T>,
  K
> & { [P in keyof L]: L[P] extends SQL<infer V> ? V : unknown };

/** One page and the total of the whole list. */
export interface PageRows<R> {
  total: number;
  rows: R[];
}

/** Newest first: `column` descending, ties broken by the unique `id` descending (a spec's `sort` and `tiebreak`). */
export function newestFirst(column: AnyPgColumn, id: AnyPgColumn): Pick<ListSpec<PgTable>, 'sort' | 'tiebreak'> {
  return { sort: { column, order: 'desc' }, tiebreak: { column: id, order: 'desc' } };
}

/** A code's natural order key (digit runs compared as numbers); indexable, see packages/db/sql/natural_sort.sql. */
export function naturalSortKey(column: AnyPgColumn): SQL {
  return sql`natural_sort_key(${column})`;
}

/** Column alias of the total carried on every row of a page. */
const TOTAL = '__total';

/**
 * The page query, with the total and the look-ups beside the rows: the page is cut in a subquery
 * on the table alone, each look-up is one primary-key read per row of the page, and the count is an
 * uncorrelated subquery PostgreSQL runs once. One round trip, and a plan cheap to make (joins over
 * the whole table made planning the costliest part of a list). `limit` and `offset` may be
 * placeholders (the record engine prepares its page queries).
 */
export function pageQuery<T extends PgTable, L extends Record<string, SQL>, K extends keyof InferSelectModel<T>>(
  db: DbOrTx,
  spec: ListSpec<T, L, K>,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const table = spec.table as PgTable;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const tiebreak = is(spec.tiebreak, Column) ? { column: spec.tiebreak, order: 'asc' as const } : spec.tiebreak;
  const sortKey = (column: AnyPgColumn) => (spec.sort.natural ? naturalSortKey(column) : column);
  const order = (of: (column: AnyPgColumn) => AnyPgColumn) => [
    (spec.sort.order === 'desc' ? desc : asc)(sortKey(of(spec.sort.column))),
    (tiebreak.order === 'desc' ? desc : asc)(of(tiebreak.column)),
  ];
  const page = db
    .select(columns)
    .from(table)
    .where(spec.where)
    .orderBy(...order((column) => column))
    .limit(limit)
    .offset(offset)
    .as('page');
  const pageFields = page as unknown as Record<string, AnyPgColumn>;
  /** The page's field for a column of the table. */
  const onPage = (column: AnyPgColumn): AnyPgColumn => {
    const property = Object.keys(columns).find((key) => columns[key] === column);
    const field = property === undefined ? undefined : pageFields[property];
    if (!field) throw new Error(`list: column ${column.name} is not on the table`);
    return field;
  };
  const selection: Record<string, AnyPgColumn | SQL> = {};
  const carried = (spec.columns as readonly string[] | undefined) ?? Object.keys(columns);
  for (const property of carried) selection[property] = onPage(columns[property] as AnyPgColumn);
  // Wrapped: a select from one source leaves the columns written straight into a selected expression unqualified.
  Object.assign(
    selection,
    spec.lookups?.((column) => sql`${onPage(column)}`),
  );
  // Last, so deleting it from each row (pageOfRows) does not slow the row objects down.
  selection[TOTAL] = spec.total ?? sql<number>`(select count(*)::int from ${table} where ${spec.where ?? sql`true`})`;
  return db
    .select(selection)
    .from(page)
    .orderBy(...order(onPage));
}

/** Rows of `table` inside `where`. */
export async function countRows(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(count?.n ?? 0);
}

/**
 * The page's rows without the total they carry, and the total. A page past the end has no row to
 * carry it, so `count` is asked then (not for page 1: an empty first page means none).
 */
export async function pageOfRows<R extends Record<string, unknown>>(
  rows: R[],
  page: number,
  count: () => Promise<number>,
): Promise<PageRows<R>> {
  const first = rows[0];
  if (!first) return { total: page === 1 ? 0 : await count(), rows };
  const total = Number(first[TOTAL]);
  for (const row of rows) delete row[TOTAL];
  return { total, rows };
}

/**
 * One page (1-based, `size` rows) of a hand-written list and its total, in one round trip: the
 * table's columns (or the spec's `columns`) plus the spec's look-ups per row.
 */
export async function pagedList<
  T extends PgTable,
  L extends Record<string, SQL> = Record<never, SQL>,
  K extends keyof InferSelectModel<T> = keyof InferSelectModel<T>,
>(
  db: DbOrTx,
  spec: ListSpec<T, L, K>,
  page: number,
  size: number,
): Promise<PageRows<ListRow<T, L, K> & Record<string, unknown>>> {
  const rows = (await pageQuery(db, spec, size, (page - 1) * size)) as (ListRow<T, L, K> & Record<string, unknown>)[];
  return pageOfRows(rows, page, () => countRows(db, spec.table, spec.where));
}

/**
 * The next `limit` rows of `table` inside `where` after `afterId` by `id` (keyset, so each batch of
 * a long export costs the same): the batches of a hand-written export (`batchesAfter`).
 */
export async function rowsAfter<T extends PgTable>(
  db: DbOrTx,
  table: T,
  id: AnyPgColumn,
  where: SQL | undefined,
  afterId: number,
  limit: number,
): Promise<InferSelectModel<T>[]> {
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(and(where, gt(id, afterId)))
    .orderBy(asc(id))
    .limit(limit);
  return rows as InferSelectModel<T>[];
}

/** `%text%` with LIKE's wildcards in `text` escaped: a "contains" search term. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition "`column` contains `text`" (case-insensitive): a list's keyword filter. */
export const contains = (column: AnyPgColumn, text: string): SQL => ilike(column, likePattern(text));
