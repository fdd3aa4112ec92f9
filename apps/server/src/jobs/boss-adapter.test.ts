import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { bossDb } from './boss-adapter';

// pg-boss completes a job without awaiting the statement; the engine's stop waits for the queue's statements
// under way (settled) before the app may end the pool.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the queue database', () => {
  it('answers rows as node-postgres would, for a parameterised statement and a wrapped one', async () => {
    const db = bossDb(database.sql);
    expect((await db.executeSql('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
    expect((await db.executeSql('BEGIN; select 1 as a; select 2 as b; COMMIT;')).rows).toEqual([{ b: 2 }]);
  });

  it('settles only once every statement under way has ended, one that failed included', async () => {
    const db = bossDb(database.sql);
    const ended: string[] = [];
    void db.executeSql('select pg_sleep(0.3)').then(() => ended.push('slow'));
    void db.executeSql('select 1/0').catch(() => ended.push('failed'));
    await db.settled();
    expect(ended.sort()).toEqual(['failed', 'slow']);
    await db.settled(); // nothing under way: at once
  });
});
