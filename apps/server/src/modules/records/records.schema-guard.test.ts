import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordBindings } from '../../features';
import { RecordRegistry } from './record-binding';
import { uniqueFields } from './record-unique';
import { companyColumnOf, deletedColumnOf, columnOf } from './records.repo';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { FieldDef, FieldKind } from '@pm/domain';

const registry = new RecordRegistry(recordBindings);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.database.db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

interface IndexInfo {
  is_unique: boolean;
  table_name: string;
  columns: string[];
  predicate: string | null;
}

async function indexNamed(name: string): Promise<IndexInfo | undefined> {
  const [found] = await rows<IndexInfo>(sql`
    select i.indisunique as is_unique, t.relname as table_name, pg_get_expr(i.indpred, i.indrelid) as predicate,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) as columns
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
    where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace`);
  return found;
}

const sqlName = (column: { name: string }) => toSnakeCase(column.name);

/** The PostgreSQL column types (information_schema data_type) that hold each field kind's value. */
const COLUMN_TYPES: Record<FieldKind, readonly string[]> = {
  text: ['text', 'character varying'],
  enum: ['text', 'character varying'],
  number: ['smallint', 'integer', 'bigint', 'numeric', 'real', 'double precision'],
  money: ['numeric'],
  date: ['date', 'timestamp without time zone', 'timestamp with time zone'],
  ref: ['integer', 'bigint'],
  file: ['integer', 'bigint'],
  bool: ['boolean'],
};

interface ColumnInfo {
  data_type: string;
  nullable: boolean;
  has_default: boolean;
  max_length: number | null;
  precision: number | null;
  scale: number | null;
}

/** What the column needs beyond its type to hold every value the field's rule accepts (packages/domain records/fields.ts). */
function capacityProblem(field: FieldDef, column: ColumnInfo): string | null {
  if (field.kind === 'text' && column.max_length !== null) {
    const max = field.max ?? 200;
    if (max > column.max_length) return `takes up to ${max} characters, the column ${column.max_length}`;
  }
  if ((field.kind === 'money' || field.kind === 'number') && column.data_type === 'numeric' && column.scale !== null) {
    const scale = field.kind === 'money' ? (field.scale ?? 2) : (field.scale ?? (field.integer ? 0 : 4));
    if (scale > column.scale) return `takes ${scale} decimals, the column keeps ${column.scale}`;
    // isDecimalText lets 12 integer digits through; a field with a max needs only as many as the max has.
    const digits = field.kind === 'number' && field.max !== undefined ? String(Math.trunc(field.max)).length : 12;
    if (column.precision !== null && column.precision - column.scale < digits)
      return `takes ${digits} integer digits, the column ${column.precision - column.scale}`;
  }
  if (field.kind === 'number' && ['smallint', 'integer'].includes(column.data_type) && !field.integer && (field.scale ?? 4) > 0)
    return `takes decimals, the column is ${column.data_type}`;
  // An optional field sends null when left empty: a NOT NULL column without a default would refuse it with a 500.
  if (!field.required && !column.nullable && !column.has_default && field.kind !== 'bool')
    return 'is optional, the column NOT NULL without a default';
  return null;
}

/** Field by field: the column a binding stores it in exists, has a type that holds the kind and room for every accepted value. */
async function fieldColumnProblems(): Promise<string[]> {
  const columns = new Map(
    (
      await rows<{ table_name: string; column_name: string } & ColumnInfo>(sql`
        select table_name::text, column_name::text, data_type::text, is_nullable = 'YES' as nullable,
          (column_default is not null or is_identity = 'YES' or is_generated = 'ALWAYS') as has_default,
          character_maximum_length::int as max_length, numeric_precision::int as precision, numeric_scale::int as scale
        from information_schema.columns
        where table_schema = current_schema()`)
    ).map((c) => [`${c.table_name}.${c.column_name}`, c]),
  );
  const problems: string[] = [];
  for (const binding of registry.all()) {
    const table = getTableName(binding.table);
    for (const [name, field] of Object.entries(binding.def.fields)) {
      const where = `${binding.def.key}.${name} (${field.kind})`;
      let column: string;
      try {
        column = sqlName(columnOf(binding, name));
      } catch {
        problems.push(`${where}: ${table} has no column for it (name the column in the binding's columns)`);
        continue;
      }
      const info = columns.get(`${table}.${column}`);
      const type = info?.data_type;
      // A read-only view may show an integer column through a dictionary of digit codes (company
      // level 1/2/3): the engine reads it as text and never writes it.
      const viewCode = field.kind === 'enum' && binding.def.readOnly === true && type === 'integer';
      if (info === undefined) problems.push(`${where}: ${table}.${column} is not in the database (migrations)`);
      else if (!COLUMN_TYPES[field.kind].includes(info.data_type) && !viewCode)
        problems.push(`${where}: ${table}.${column} is ${info.data_type}, expected ${COLUMN_TYPES[field.kind].join(' or ')}`);
      else if (binding.def.readOnly !== true && field.readOnly !== true) {
        const problem = capacityProblem(field, info);
        if (problem) problems.push(`${where}: ${table}.${column} ${problem}`);
      }
    }
  }
  return problems;
}

describe('the database guards what the record declarations promise', () => {
  it('has a unique index, per company and over live rows, for every field a declaration calls unique', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const binding of registry.all()) {
      for (const unique of uniqueFields(binding)) {
        checked += 1;
        const where = `${binding.def.key}.${unique.field}`;
        if (binding.where) {
          problems.push(
            `${where}: the binding adds its own scope; declare an index for that scope and teach this test about it`,
          );
          continue;
        }
        const index = await indexNamed(unique.index);
        if (!index?.is_unique) {
          problems.push(`${where}: no unique index named ${unique.index} (packages/db liveUnique)`);
          continue;
        }
        const company = companyColumnOf(binding);
        const expected = [...(company ? [sqlName(company)] : []), sqlName(columnOf(binding, unique.field))];
        if (index.table_name !== getTableName(binding.table) || index.columns.join(',') !== expected.join(',')) {
          problems.push(
            `${where}: ${unique.index} is on ${index.table_name}(${index.columns.join(', ')}), expected (${expected.join(', ')})`,
          );
        }
        const deleted = deletedColumnOf(binding);
        const live = deleted ? `(${sqlName(deleted)} IS NULL)` : null;
        if (live && !index.predicate?.includes(live))
          problems.push(`${where}: ${unique.index} must cover live rows only (WHERE ${live})`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(21);
  });

  it('stores every declared field in a column of its bound table whose type holds the field kind', async () => {
    expect(await fieldColumnProblems()).toEqual([]);
  });

  it('bumps the version of every record table by trigger', async () => {
    const triggers = new Set(
      (await rows<{ name: string }>(sql`select tgname::text as name from pg_trigger where not tgisinternal`)).map(
        (r) => r.name,
      ),
    );
    const missing = [...new Set(registry.all().map((b) => getTableName(b.table)))].filter(
      (table) => !triggers.has(`${table}_version`),
    );
    expect(missing).toEqual([]);
  });
});
