import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@pm/db';
import type { RecordBinding } from './record-binding';
import { columnOf, idColumn } from './records.repo';

type Row = Record<string, unknown>;
const CHUNK = 1000;

/** Rows among `ids` inside `where` (company scope, live rows), by id; `lock` takes FOR UPDATE locks. */
export async function rowsByIds(db: DbOrTx, binding: RecordBinding, where: SQL[], ids: number[], lock = false): Promise<Map<number, Row>> {
  const out = new Map<number, Row>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const query = db
      .select()
      .from(binding.table)
      .where(and(inArray(idColumn(binding), ids.slice(i, i + CHUNK)), ...where));
    const rows = (await (lock ? query.for('update') : query)) as Row[];
    for (const row of rows) out.set(Number(row.id), row);
  }
  return out;
}

/** Live rows inside `where` holding one of `values` in `field`: (id, value as text). */
export async function valueHolders(db: DbOrTx, binding: RecordBinding, where: SQL[], field: string, values: unknown[]): Promise<{ id: number; value: string }[]> {
  const out: { id: number; value: string }[] = [];
  const col = columnOf(binding, field);
  for (let i = 0; i < values.length; i += CHUNK) {
    const rows = await db
      .select({ id: idColumn(binding), v: col })
      .from(binding.table)
      .where(and(...where, inArray(col, values.slice(i, i + CHUNK))));
    for (const r of rows) out.push({ id: Number(r.id), value: String(r.v) });
  }
  return out;
}

/** Writes `set` to the row `id` inside `where`; the row after the write. */
export async function updateRow(tx: DbOrTx, binding: RecordBinding, where: SQL[], id: number, set: Row): Promise<Row | undefined> {
  const [row] = await tx
    .update(binding.table as PgTable)
    .set(set as never)
    .where(and(eq(idColumn(binding), id), ...where))
    .returning();
  return row;
}

/** Inserts rows; their ids in order. */
export async function insertRows(tx: DbOrTx, binding: RecordBinding, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const out = await tx
    .insert(binding.table as PgTable)
    .values(rows as never)
    .returning({ id: idColumn(binding) });
  return out.map((r) => Number(r.id));
}

/** Inserts one row; the row as stored (hooks get it). */
export async function insertRow(tx: DbOrTx, binding: RecordBinding, row: Row): Promise<Row> {
  const [out] = await tx
    .insert(binding.table as PgTable)
    .values(row as never)
    .returning();
  return out as Row;
}
