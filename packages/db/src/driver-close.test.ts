import { afterEach, describe, expect, it } from 'vitest';
import postgres from 'postgres';

// The driver's patch (patches/postgres@3.4.9.patch): a pool ended while its first connection asks for the array types
// (right after authentication) left that query's rejection unhandled — a test run ending pools failed on it now and
// then ("write CONNECTION_CLOSED … select b.oid, b.typarray"). Ending 200 pools at moments around that step made 26
// such rejections before the patch.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('ending a pool while it connects (PostgreSQL)', () => {
  const seen: unknown[] = [];
  const listen = (error: unknown) => seen.push(error);
  afterEach(() => {
    process.off('unhandledRejection', listen);
  });

  it('leaves no unhandled rejection, whatever the moment', async () => {
    process.on('unhandledRejection', listen);
    for (let i = 0; i < 200; i++) {
      const sql = postgres(url!, { max: 1, onnotice: () => undefined });
      const query = sql`select 1`.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, (i % 8) * 0.5));
      await sql.end({ timeout: 0 }).catch(() => undefined);
      await query;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
  });
});
