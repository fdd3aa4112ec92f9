import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// The charging ledger's triggers (packages/db/sql/charging_ledger.sql) on a real database: released
// lines are immutable, releasing opens them, reversals close them, house_receivables follows.
let database: Database;
const company = 9101;
const house = 77001;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

async function line(key: string, net: string, extra: Record<string, unknown> = {}): Promise<number> {
  const row = {
    company_id: company,
    estate_id: 1,
    house_id: house,
    item_id: 1,
    target_type: 'house',
    period: '2026-01',
    period_from: '2026-01-01',
    period_to: '2026-01-31',
    bill_key: key,
    gross: net,
    net,
    due_date: '2026-01-15',
    status: 'audited',
    ...extra,
  };
  const [inserted] = await database.sql<{ id: number }[]>`insert into bill_lines ${database.sql(row)} returning id`;
  return Number(inserted!.id);
}
const receivable = async () =>
  (await database.sql<{ open: string; open_lines: number }[]>`select open, open_lines from house_receivables where house_id = ${house}`)[0];
const openOf = async (id: number) => (await database.sql<{ open: string }[]>`select open from bill_line_open where line_id = ${id}`)[0]?.open;

describe('charging ledger triggers', () => {
  it('opens a line when it is released and adds it to what the house owes', async () => {
    const a = await line('a', '205.78');
    const b = await line('b', '100.05');
    expect(await receivable()).toBeUndefined();
    await database.sql`update bill_lines set status = 'released', released_at = now() where id in (${a}, ${b})`;
    expect(await openOf(a)).toBe('205.78');
    expect(await receivable()).toEqual({ open: '305.83', open_lines: 2 });
  });

  it('refuses an update or delete of a released line, in the database', async () => {
    const c = await line('c', '50.00', { status: 'released', released_at: new Date().toISOString() });
    expect(await receivable()).toEqual({ open: '355.83', open_lines: 3 });
    await expect(database.sql`update bill_lines set net = 1 where id = ${c}`).rejects.toThrow(/released/);
    await expect(database.sql`delete from bill_lines where id = ${c}`).rejects.toThrow(/released/);
    const draft = await line('d', '10.00');
    await database.sql`update bill_lines set net = 11, gross = 11 where id = ${draft}`;
    await database.sql`delete from bill_lines where id = ${draft}`;
  });

  it('closes the reversed line when the reversal is released, and lowers an adjusted one', async () => {
    const [a] = await database.sql<{ id: number }[]>`select id from bill_lines where bill_key = 'a'`;
    const reversal = await line('a', '-205.78', { generation: 1, reversal_of: a!.id });
    await database.sql`update bill_lines set status = 'released', released_at = now() where id = ${reversal}`;
    expect(await openOf(Number(a!.id))).toBeUndefined();
    expect(await receivable()).toEqual({ open: '150.05', open_lines: 2 });
    const [b] = await database.sql<{ id: number }[]>`select id from bill_lines where bill_key = 'b'`;
    await line('b-adj', '-0.05', { adjusts_line_id: b!.id, status: 'released', released_at: new Date().toISOString() });
    expect(await openOf(Number(b!.id))).toBe('100.00');
    expect(await receivable()).toEqual({ open: '150.00', open_lines: 2 });
  });

  it('keeps one line per bill key and generation, and one reversal per line', async () => {
    await expect(line('b', '1.00')).rejects.toThrow(/bill_lines_bill_key_unique/);
    const [a] = await database.sql<{ id: number }[]>`select id from bill_lines where bill_key = 'a' and generation = 0`;
    await expect(line('a', '-205.78', { generation: 2, reversal_of: a!.id })).rejects.toThrow(/bill_lines_reversal_unique/);
  });

  it('keeps the event log append-only', async () => {
    await database.sql`insert into bill_line_events (company_id, line_id, action) values (${company}, 1, 'create')`;
    await expect(database.sql`update bill_line_events set action = 'x'`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from bill_line_events`).rejects.toThrow(/append-only/);
  });
});
