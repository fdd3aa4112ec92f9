import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';
import { pgArray } from './pg-array';

describe('pgArray', () => {
  it.each([
    [[], '{}'],
    [[1, 22, null], '{1,22,NULL}'],
    [['a', null, ''], '{a,NULL,""}'],
    [['2025-01-31', '89.4700', '12:3:house:12:2025-01', 'pending_audit'], '{2025-01-31,89.4700,12:3:house:12:2025-01,pending_audit}'],
    [['NULL', 'Null', 'a b', 'a,b', '{x}'], '{"NULL","Null","a b","a,b","{x}"}'],
    [['say "hi"', 'C:\\dir'], '{"say \\"hi\\"","C:\\\\dir"}'],
  ])('%j → %s', (values, literal) => {
    expect(pgArray(values)).toBe(literal);
  });

  it('refuses a number that is not a safe integer (ids and generations only)', () => {
    expect(() => pgArray([1.5])).toThrow(RangeError);
    expect(() => pgArray([2 ** 60])).toThrow(RangeError);
  });

  describe('read back by the database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => database?.close());

    const readBack = async (literal: string, type: 'varchar' | 'bigint') =>
      (await database.sql.unsafe<{ v: string | null }[]>(`select v::text as v from unnest($1::text::${type}[]) with ordinality as t(v, n) order by n`, [literal])).map((r) => r.v);

    it('gives back any text, NULL and the text "NULL" apart, in order', async () => {
      const tricky = ['NULL', 'null', 'nUlL', 'NULLS', '-1.50', '', ' ', ' a', 'a ', 'a,b', '{x}', '"', '\\', '\\"', "it's", '物业费 2024-01', '\t\n', 'é😀'];
      expect(await readBack(pgArray([...tricky, null]), 'varchar')).toEqual([...tricky, null]);
      // Every printable ASCII character alone, next to a quote and a backslash, and doubled.
      const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
      const mixed = ascii.flatMap((ch) => [ch, `"${ch}\\`, ch + ch]);
      expect(await readBack(pgArray(mixed), 'varchar')).toEqual(mixed);
    });

    it('gives back ids as bigint', async () => {
      expect(await readBack(pgArray([1, null, Number.MAX_SAFE_INTEGER, -7]), 'bigint')).toEqual(['1', null, String(Number.MAX_SAFE_INTEGER), '-7']);
    });
  });
});
