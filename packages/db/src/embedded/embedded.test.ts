import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../connect';

const dataDir = mkdtempSync(join(tmpdir(), 'pm-embedded-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps committed data across a clean close and reopen, through the postgres driver', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.mode).toBe('embedded');
    await first.sql`create table kept (id int primary key, amount numeric(14,2))`;
    await first.sql.begin(async (tx) => {
      await tx`insert into kept values (1, 1234.56)`;
      await tx`insert into kept values (2, 0.10)`;
    });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.sql<{ id: number; amount: string }[]>`select id, amount from kept order by id`;
    expect(rows.map((r) => [r.id, r.amount])).toEqual([
      [1, '1234.56'],
      [2, '0.10'],
    ]);
    await second.close();
  });

  it('rolls a failed transaction back', async () => {
    const database = await openDatabase({ dataDir });
    await expect(
      database.sql.begin(async (tx) => {
        await tx`insert into kept values (3, 1)`;
        await tx`insert into kept values (3, 1)`;
      }),
    ).rejects.toThrow();
    const [count] = await database.sql<{ n: number }[]>`select count(*)::int as n from kept`;
    expect(count?.n).toBe(2);
    await database.close();
  });
});
