import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// The settlement ledger's triggers (packages/db/sql/settlement_ledger.sql) on a real database:
// allocations move the open part of lines and never past it, account balances move only through
// entries and never below zero, every payment balances at commit, and nothing posted changes.
let database: Database;
const company = 9201;
const house = 88001;
let lineId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.sql<{ id: number }[]>`insert into bill_lines ${database.sql({
    company_id: company,
    estate_id: 1,
    house_id: house,
    item_id: 1,
    target_type: 'house',
    period: '2026-01',
    period_from: '2026-01-01',
    period_to: '2026-01-31',
    bill_key: 'settle-a',
    gross: '205.78',
    net: '205.78',
    due_date: '2026-01-15',
    status: 'released',
    released_at: new Date().toISOString(),
  })} returning id`;
  lineId = Number(row!.id);
});
afterAll(async () => database?.close());

const openOf = async (id: number) => (await database.sql<{ open: string }[]>`select open from bill_line_open where line_id = ${id}`)[0]?.open;
const owed = async () => (await database.sql<{ open: string }[]>`select open from house_receivables where house_id = ${house}`)[0]?.open;

/** One payment in one transaction: the payment row, its tenders, allocations and entries. */
async function pay(p: { total: string; principal?: string; type?: string; tenders?: string[]; allocations?: string[]; entries?: { account: number; amount: string }[]; reversalOf?: number; received?: string; changeGiven?: string }) {
  return database.sql.begin(async (tx) => {
    const [payment] = await tx<{ id: number }[]>`insert into payments ${tx({
      company_id: company,
      estate_id: 1,
      house_id: house,
      settle_type: p.type ?? '1',
      total: p.total,
      principal: p.principal ?? '0',
      late_fee: '0',
      business_date: '2026-02-01',
      reversal_of: p.reversalOf ?? null,
      received: p.received ?? null,
      change_given: p.changeGiven ?? null,
    })} returning id`;
    const id = Number(payment!.id);
    for (const [i, amount] of (p.tenders ?? []).entries()) {
      await tx`insert into payment_tenders ${tx({ payment_id: id, seq: i + 1, company_id: company, method: '1', amount })}`;
    }
    if (p.allocations?.length) {
      await tx`insert into payment_allocations ${tx(p.allocations.map((principal) => ({ company_id: company, payment_id: id, line_id: lineId, house_id: house, item_id: 1, principal })))}`;
    }
    for (const e of p.entries ?? []) {
      await tx`insert into settle_account_entries ${tx({ company_id: company, account_id: e.account, payment_id: id, amount: e.amount, summary: 'test' })}`;
    }
    return id;
  });
}

describe('settlement ledger triggers', () => {
  it('lowers the open part of a line and what the house owes; paid in full, the line is no longer open', async () => {
    expect(await owed()).toBe('205.78');
    await pay({ total: '100.00', principal: '100.00', tenders: ['100.00'], allocations: ['100.00'] });
    expect(await openOf(lineId)).toBe('105.78');
    expect(await owed()).toBe('105.78');
    await pay({ total: '105.78', principal: '105.78', tenders: ['5.78', '100.00'], allocations: ['105.78'] });
    expect(await openOf(lineId)).toBeUndefined();
    expect(await owed()).toBe('0.00');
  });

  it('refuses a payment of a line with nothing open, and writes none of it', async () => {
    const before = (await database.sql`select count(*)::int as n from payments`)[0]!.n;
    await expect(pay({ total: '1.00', principal: '1.00', tenders: ['1.00'], allocations: ['1.00'] })).rejects.toThrow(/nothing open/);
    expect((await database.sql`select count(*)::int as n from payments`)[0]!.n).toBe(before);
  });

  it('a reversal opens the line again', async () => {
    const [first] = await database.sql<{ id: number }[]>`select id from payments order by id limit 1`;
    await pay({ total: '-100.00', principal: '-100.00', type: '14', tenders: ['-100.00'], allocations: ['-100.00'], reversalOf: Number(first!.id) });
    expect(await openOf(lineId)).toBe('100.00');
    expect(await owed()).toBe('100.00');
    await expect(pay({ total: '-100.00', principal: '-100.00', type: '14', tenders: ['-100.00'], allocations: ['-100.00'], reversalOf: Number(first!.id) })).rejects.toThrow(/payments_reversal_unique/);
  });

  it('refuses paying more than is open', async () => {
    await expect(pay({ total: '100.01', principal: '100.01', tenders: ['100.01'], allocations: ['100.01'] })).rejects.toThrow(/bill_line_open_open_check/);
    expect(await openOf(lineId)).toBe('100.00');
  });

  it('refuses, at commit, a payment whose tenders, allocations and entries do not balance', async () => {
    await expect(pay({ total: '50.00', principal: '50.00', tenders: ['40.00'], allocations: ['50.00'] })).rejects.toThrow(/does not balance/);
    await expect(pay({ total: '50.00', principal: '40.00', tenders: ['50.00'], allocations: ['40.00'] })).rejects.toThrow(/does not balance/);
    expect(await openOf(lineId)).toBe('100.00');
  });

  it('moves an account only through entries, never below zero', async () => {
    const [account] = await database.sql<{ id: number }[]>`insert into settle_accounts ${database.sql({ company_id: company, estate_id: 1, house_id: house, kind: 'prepay' })} returning id`;
    const accountId = Number(account!.id);
    await pay({ total: '300.00', type: '2', tenders: ['300.00'], entries: [{ account: accountId, amount: '300.00' }] });
    await pay({ total: '0.00', principal: '100.00', entries: [{ account: accountId, amount: '-100.00' }], allocations: ['100.00'] });
    expect(await openOf(lineId)).toBeUndefined();
    const balance = async () => (await database.sql<{ balance: string }[]>`select balance from settle_accounts where id = ${accountId}`)[0]!.balance;
    expect(await balance()).toBe('200.00');
    const entries = await database.sql<{ balance_after: string }[]>`select balance_after from settle_account_entries where account_id = ${accountId} order by id`;
    expect(entries.map((e) => e.balance_after)).toEqual(['300.00', '200.00']);
    await expect(pay({ total: '-200.01', type: '8', tenders: ['-200.01'], entries: [{ account: accountId, amount: '-200.01' }] })).rejects.toThrow(/settle_accounts_balance_check/);
    await expect(database.sql`update settle_accounts set balance = 1000 where id = ${accountId}`).rejects.toThrow(/only through their entries/);
    await expect(database.sql`delete from settle_accounts where id = ${accountId}`).rejects.toThrow(/only through their entries/);
    await expect(database.sql`insert into settle_accounts ${database.sql({ company_id: company, estate_id: 1, house_id: house, kind: 'change', balance: '5' })}`).rejects.toThrow(/opens empty/);
    expect(await balance()).toBe('200.00');
  });

  it('keeps 实收 and 找零 only together, the change positive and 实收 = total + 找零', async () => {
    // (a payment of nothing kept balances without lines or accounts; the check is on the row itself)
    await expect(pay({ total: '0.00', received: '1.00', changeGiven: '1.00' })).resolves.toBeGreaterThan(0);
    for (const bad of [{ received: '2.00', changeGiven: '1.00' }, { received: '1.00' }, { changeGiven: '1.00' }, { received: '0.00', changeGiven: '0.00' }]) {
      await expect(pay({ total: '0.00', ...bad })).rejects.toThrow(/payments_change_check/);
    }
  });

  it('refuses an update or delete of any posted row, in the database', async () => {
    const [p] = await database.sql<{ id: number }[]>`select id from payments order by id limit 1`;
    const id = Number(p!.id);
    await database.sql`insert into receipts ${database.sql({ company_id: company, estate_id: 1, payment_id: id, number: 'SJ2026000001' })}`;
    for (const [table, where] of [
      ['payments', 'id'],
      ['payment_tenders', 'payment_id'],
      ['payment_allocations', 'payment_id'],
      ['receipts', 'payment_id'],
    ] as const) {
      await expect(database.sql.unsafe(`update ${table} set company_id = company_id where ${where} = ${id}`)).rejects.toThrow(/append-only/);
      await expect(database.sql.unsafe(`delete from ${table} where ${where} = ${id}`)).rejects.toThrow(/append-only/);
    }
    await expect(database.sql`update settle_account_entries set amount = 0`).rejects.toThrow(/append-only/);
    await expect(database.sql`insert into receipts ${database.sql({ company_id: company, estate_id: 1, payment_id: id + 1000, number: 'SJ2026000001' })}`).rejects.toThrow(/receipts_number_unique/);
  });
});
