import { describe, expect, it } from 'vitest';
import { openTestDatabase, type PreparedData } from './index';
import { reusedTestDatabases } from './pglite-memory';

// A PGlite test database is put back to what its dump held when a file closes it, and the next file
// of the process gets that one instead of loading the dump again: it must not see anything the
// previous file wrote, nor where its sequences had got to.

const COMPANY = { code: 'c', name: '物业公司', nick: '物业', level: 1, type: 'A' };

const ONE_COMPANY: PreparedData = {
  name: 'reuse-test-one-company',
  async write(database) {
    await database.sql`insert into companies ${database.sql(COMPANY)}`;
  },
};

// On PostgreSQL each file gets its own database; PM_TEST_PGLITE_REUSE=0 turns reuse off.
const reusing = !process.env.TEST_DATABASE_URL && process.env.PM_TEST_PGLITE_REUSE !== '0';

describe.runIf(reusing)('a reused PGlite test database', () => {
  it('starts as its dump held it: rows, sequences and session state of the last file gone', async () => {
    const first = await openTestDatabase({ prepared: ONE_COMPANY });
    const seeded = await first.sql<{ id: string }[]>`select id from companies`;
    expect(seeded.map((r) => r.id)).toEqual(['1']);
    await first.sql`insert into companies ${first.sql({ ...COMPANY, code: 'd' })}`;
    await first.sql`delete from companies where code = 'c'`;
    await first.sql`create temporary table scratch (a int)`;
    await first.sql`select pg_advisory_lock(42)`;
    await first.close();

    const before = reusedTestDatabases();
    const second = await openTestDatabase({ prepared: ONE_COMPANY });
    expect(reusedTestDatabases()).toBe(before + 1);
    try {
      expect(await second.sql`select id, code from companies`).toEqual([{ id: '1', code: 'c' }]);
      const [next] = await second.sql<{ id: string }[]>`insert into companies ${second.sql({ ...COMPANY, code: 'e' })} returning id`;
      expect(next!.id).toBe('2');
      expect(await second.sql`select to_regclass('pg_temp.scratch') as t`).toEqual([{ t: null }]);
      expect(await second.sql`select pg_try_advisory_lock(42) as got`).toEqual([{ got: true }]);
    } finally {
      await second.close();
    }
  });

  it('is not reused when a file changed the catalogue', async () => {
    const first = await openTestDatabase({ prepared: ONE_COMPANY });
    await first.sql`create table left_behind (a int)`;
    await first.close();
    const before = reusedTestDatabases();
    const second = await openTestDatabase({ prepared: ONE_COMPANY });
    expect(reusedTestDatabases()).toBe(before);
    try {
      expect(await second.sql`select to_regclass('left_behind') as t`).toEqual([{ t: null }]);
    } finally {
      await second.close();
    }
  });

  it('makes room for the newest when databases of another dump fill the pool', async () => {
    const mine = await openTestDatabase({ prepared: ONE_COMPANY });
    // Three of another dump, open at once and then put back: the pool holds three.
    const other: PreparedData = { name: 'reuse-test-other', write: (database) => ONE_COMPANY.write(database) };
    const others = await Promise.all([1, 2, 3].map(() => openTestDatabase({ prepared: other })));
    for (const database of others) await database.close();
    await mine.close();
    const before = reusedTestDatabases();
    const again = await openTestDatabase({ prepared: ONE_COMPANY });
    expect(reusedTestDatabases()).toBe(before + 1);
    await again.close();
  });
});
