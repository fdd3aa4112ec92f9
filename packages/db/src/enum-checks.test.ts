import { ENUM_CHECKS } from '@pm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// The vocabulary and the migrated database agree: every CHECK that holds a column to a list of words is made from
// a tuple of packages/domain/src/vocabulary, registered in ENUM_CHECKS, and holds exactly that tuple's words. A list
// CHECK written by hand, a tuple changed without regenerating the migrations, or a registered CHECK dropped fails here.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The quoted words of a CHECK's definition as PostgreSQL prints it (`= ANY (ARRAY['a'::text, …])`). */
function listedWords(definition: string): string[] | null {
  const arrays = [...definition.matchAll(/ARRAY\[([^\]]*)\]/g)];
  if (arrays.length === 0) return null;
  return arrays.flatMap((a) => [...a[1]!.matchAll(/'((?:[^']|'')*)'/g)].map((w) => w[1]!.replaceAll("''", "'")));
}

describe('list CHECKs of the schema', () => {
  it('reads the words of a definition as PostgreSQL prints it', () => {
    expect(listedWords(`CHECK (((state)::text = ANY ((ARRAY['open'::character varying, 'paid'::character varying])::text[])))`)).toEqual(['open', 'paid']);
    expect(listedWords(`CHECK ((rating IS NULL) OR (rating = ANY (ARRAY['1'::text, 'it''s'::text])))`)).toEqual(['1', "it's"]);
    expect(listedWords('CHECK ((amount > (0)::numeric))')).toBeNull();
  });

  it('are each made from a registered tuple and hold exactly its words', async () => {
    const rows = await database.sql<{ name: string; definition: string }[]>`
      select c.conname as name, pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'c' and n.nspname = 'public'`;
    const listed = rows.map((r) => ({ name: r.name, words: listedWords(r.definition) })).filter((r) => r.words !== null);
    expect(listed.length).toBeGreaterThan(40);
    const unregistered = listed.filter((r) => !(r.name in ENUM_CHECKS)).map((r) => r.name);
    expect(unregistered, 'list CHECKs not made from a vocabulary tuple (register them in ENUM_CHECKS)').toEqual([]);
    for (const r of listed) expect([...r.words!].sort(), r.name).toEqual([...ENUM_CHECKS[r.name]!].sort());
    const missing = Object.keys(ENUM_CHECKS).filter((name) => !listed.some((r) => r.name === name));
    expect(missing, 'registered CHECKs the database does not have').toEqual([]);
  });
});
