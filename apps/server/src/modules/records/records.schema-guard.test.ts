import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordBindings } from '../../features';
import { RecordRegistry } from './record-binding';
import { uniqueFields } from './record-unique';
import { companyColumnOf, deletedColumnOf, columnOf } from './records.repo';
import { toSnakeCase } from 'drizzle-orm/casing';

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
