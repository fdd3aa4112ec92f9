import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// packages/db/sql/owners.sql on a real database: the owners' ledgers are append-only with balances
// moved by their entries only, one ballot per voter on an open vote, a closed vote is final, and a
// repair-fund withdrawal needs a passed item-5 vote and a finished workflow document.
let database: Database;
const company = 9501;
const estate = 77;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const constraintOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as { constraint_name?: string; constraint?: string }).constraint_name ?? (e as { constraint?: string }).constraint ?? String(e);
  }
  return 'no error';
};

async function account(kind: 'public' | 'repair', houseId: number) {
  const [row] = await database.sql<{ id: number }[]>`insert into owner_accounts ${database.sql({ company_id: company, estate_id: estate, kind, house_id: houseId })} returning id`;
  return Number(row!.id);
}
// A public entry's category is its income source or spending; a repair-fund entry's is its kind again.
const CATEGORY: Readonly<Record<string, string>> = { income: 'advertising', spending: 'repair' };
const entry = (accountId: number, kind: string, amount: string) =>
  database.sql<{ id: number; seq: number; balance_after: string }[]>`insert into owner_account_entries ${database.sql({
    company_id: company,
    account_id: accountId,
    kind,
    category: CATEGORY[kind] ?? kind,
    amount,
    entry_date: '2026-11-01',
    summary: '测试',
    source_doc: 'D-1',
  })} returning id, seq, balance_after`;
const balanceOf = async (id: number) => (await database.sql<{ balance: string; entry_seq: number }[]>`select balance, entry_seq from owner_accounts where id = ${id}`)[0];

async function vote(kind: 'vote' | 'election', matterClass: string) {
  const [v] = await database.sql<{ id: number }[]>`insert into owner_votes ${database.sql({
    company_id: company,
    estate_id: estate,
    kind,
    title: '测试表决',
    matter_class: matterClass,
    starts_on: '2026-11-01',
    ends_on: '2026-11-30',
    total_area: '200.00',
    total_heads: 2,
  })} returning id`;
  const id = Number(v!.id);
  const voters: number[] = [];
  for (const [seq, owner] of [101, 102].entries()) {
    const [r] = await database.sql<{ id: number }[]>`insert into owner_vote_voters ${database.sql({
      company_id: company,
      vote_id: id,
      seq: seq + 1,
      voter_key: String(owner),
      developer: false,
      owner_ids: JSON.stringify([owner]),
      house_ids: JSON.stringify([owner]),
      names: `业主${owner}`,
      houses: `H${owner}`,
      area: '100.00',
    })} returning id`;
    voters.push(Number(r!.id));
  }
  return { id, voters };
}
const ballot = (voteId: number, voterId: number, choice: string | null = 'agree', candidates: number[] | null = null) =>
  database.sql`insert into owner_ballots ${database.sql({
    company_id: company,
    vote_id: voteId,
    voter_id: voterId,
    choice,
    candidate_ids: candidates === null ? null : JSON.stringify(candidates),
    source: 'paper',
  })}`;
const close = (voteId: number, passed: boolean) =>
  database.sql`update owner_votes set status = 'closed', passed = ${passed}, result = ${JSON.stringify({ passed })}, closed_at = now() where id = ${voteId}`;

describe('owner account ledgers', () => {
  it('move the balance and sequence in the writing statement and record the balance after', async () => {
    const id = await account('public', 0);
    expect((await entry(id, 'income', '1200.00'))[0]).toMatchObject({ seq: 1, balance_after: '1200.00' });
    expect((await entry(id, 'spending', '-200.50'))[0]).toMatchObject({ seq: 2, balance_after: '999.50' });
    expect(await balanceOf(id)).toEqual({ balance: '999.50', entry_seq: 2 });
  });

  it('refuse to update or delete an entry, and keep it', async () => {
    const id = await account('repair', 1);
    const [e] = await entry(id, 'deposit', '4475.00');
    await expect(database.sql`update owner_account_entries set amount = '1.00' where id = ${e!.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from owner_account_entries where id = ${e!.id}`).rejects.toThrow(/append-only/);
    expect(await balanceOf(id)).toEqual({ balance: '4475.00', entry_seq: 1 });
  });

  it('never let a balance below zero, nor move it without an entry, nor delete an account', async () => {
    const id = await account('repair', 2);
    await entry(id, 'deposit', '10.00');
    expect(await constraintOf(entry(id, 'withdrawal', '-10.01'))).toBe('owner_accounts_balance_check');
    expect(await constraintOf(database.sql`update owner_accounts set balance = 99 where id = ${id}`)).toBe('owner_accounts_entries_only');
    expect(await constraintOf(database.sql`delete from owner_accounts where id = ${id}`)).toBe('owner_accounts_entries_only');
    expect(await constraintOf(database.sql`insert into owner_accounts ${database.sql({ company_id: company, estate_id: estate, kind: 'repair', house_id: 3, balance: '5.00' })}`)).toBe(
      'owner_accounts_entries_only',
    );
    // The share may be set again; it does not touch the balance.
    await database.sql`update owner_accounts set area = '89.50', rate = '50', due = '4475.00' where id = ${id}`;
    expect(await balanceOf(id)).toEqual({ balance: '10.00', entry_seq: 1 });
  });

  it('refuse an entry whose sign does not match its kind, or an account of another company', async () => {
    const id = await account('public', 9);
    await entry(id, 'income', '5.00');
    expect(await constraintOf(entry(id, 'income', '-1.00'))).toBe('owner_account_entries_sign_check');
    expect(await constraintOf(entry(id, 'spending', '0.00'))).toBe('owner_account_entries_sign_check');
    expect(
      await constraintOf(
        database.sql`insert into owner_account_entries ${database.sql({ company_id: company + 1, account_id: id, kind: 'income', category: 'advertising', amount: '1.00', entry_date: '2026-11-01', summary: 'x' })}`,
      ),
    ).toBe('owner_account_entries_account');
  });
});

describe('votes and ballots', () => {
  it('take one ballot per voter, only from the list, only while open; a closed vote is final', async () => {
    const v = await vote('vote', '4');
    await ballot(v.id, v.voters[0]!);
    expect(await constraintOf(ballot(v.id, v.voters[0]!, 'disagree'))).toBe('owner_ballots_voter_unique');
    const other = await vote('vote', '4');
    expect(await constraintOf(ballot(v.id, other.voters[0]!))).toBe('owner_ballots_voter_listed');
    expect(await constraintOf(ballot(v.id, v.voters[1]!, null, [1]))).toBe('owner_ballots_shape_check');
    await close(v.id, false);
    expect(await constraintOf(ballot(v.id, v.voters[1]!))).toBe('owner_ballots_vote_open');
    expect(await constraintOf(close(v.id, true))).toBe('owner_votes_closed_final');
    expect(await constraintOf(database.sql`delete from owner_votes where id = ${v.id}`)).toBe('owner_votes_closed_final');
    await expect(database.sql`update owner_ballots set choice = 'disagree' where vote_id = ${v.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from owner_ballots where vote_id = ${v.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from owner_vote_voters where vote_id = ${v.id}`).rejects.toThrow(/append-only/);
  });

  it('refuse closing without the tally, and changing the electorate of an open vote', async () => {
    const v = await vote('election', '3');
    await ballot(v.id, v.voters[0]!, null, [1, 2]);
    expect(await constraintOf(database.sql`update owner_votes set status = 'closed' where id = ${v.id}`)).toBe('owner_votes_closed_check');
    expect(await constraintOf(database.sql`update owner_votes set total_heads = 1 where id = ${v.id}`)).toBe('owner_votes_closed_final');
  });
});

async function doc(status: string, companyId = company) {
  const [d] = await database.sql<{ id: number }[]>`insert into wf_docs ${database.sql({
    company_id: companyId,
    kind: 'report',
    template_id: 1,
    template_version_id: 1,
    subject: '维修资金使用申请',
    starter_id: 1,
    finisher_id: 1,
    status,
    flow: JSON.stringify([]),
  })} returning id`;
  return Number(d!.id);
}

describe('repair-fund withdrawals', () => {
  const withdraw = (voteId: number, docId: number) =>
    database.sql`insert into repair_withdrawals ${database.sql({ company_id: company, estate_id: estate, project: '电梯更换', amount: '1000.00', vote_id: voteId, wf_doc_id: docId, entry_date: '2026-11-20' })}`;

  it('need a closed, passed vote of item 5 and a finished document of the company; one per vote', async () => {
    const finished = await doc('finished');
    const open = await vote('vote', '5');
    expect(await constraintOf(withdraw(open.id, finished))).toBe('repair_withdrawals_vote_passed');
    const failed = await vote('vote', '5');
    await close(failed.id, false);
    expect(await constraintOf(withdraw(failed.id, finished))).toBe('repair_withdrawals_vote_passed');
    const otherMatter = await vote('vote', '4');
    await close(otherMatter.id, true);
    expect(await constraintOf(withdraw(otherMatter.id, finished))).toBe('repair_withdrawals_vote_passed');
    const passed = await vote('vote', '5');
    await close(passed.id, true);
    expect(await constraintOf(withdraw(passed.id, await doc('running')))).toBe('repair_withdrawals_doc_finished');
    expect(await constraintOf(withdraw(passed.id, await doc('finished', company + 1)))).toBe('repair_withdrawals_doc_finished');
    await withdraw(passed.id, finished);
    expect(await constraintOf(withdraw(passed.id, finished))).toBe('repair_withdrawals_vote_unique');
    await expect(database.sql`update repair_withdrawals set amount = '1.00' where vote_id = ${passed.id}`).rejects.toThrow(/append-only/);
    await expect(database.sql`delete from repair_withdrawals where vote_id = ${passed.id}`).rejects.toThrow(/append-only/);
  });
});

describe('public budgets', () => {
  async function budget(year: number) {
    const [b] = await database.sql<{ id: number }[]>`insert into public_budgets ${database.sql({ company_id: company, estate_id: estate, year, title: `${year}年度公共收益预算` })} returning id`;
    const id = Number(b!.id);
    const [l] = await database.sql<{ id: number }[]>`insert into public_budget_lines ${database.sql({ company_id: company, budget_id: id, seq: 1, category: '共用部位维修养护', planned: '5000.00' })} returning id`;
    return { id, lineId: Number(l!.id) };
  }
  const step = (id: number, set: Record<string, unknown>) => database.sql`update public_budgets set ${database.sql(set)} where id = ${id}`;
  const charge = (accountId: number, lineId: number, kind = 'spending', amount = '-100.00') =>
    database.sql`insert into owner_account_entries ${database.sql({ company_id: company, account_id: accountId, kind, category: 'repair', amount, entry_date: '2026-11-02', summary: '预算支出', source_doc: 'F-1', budget_line_id: lineId })}`;

  it('go draft → audit → vote → exec → closed, each step with its proof, lines changing only in draft', async () => {
    const b = await budget(2031);
    const [existing] = await database.sql<{ id: number }[]>`select id from owner_accounts where company_id = ${company} and estate_id = ${estate} and kind = 'public'`;
    const pub = existing ? Number(existing.id) : await account('public', 0);
    await entry(pub, 'income', '1000.00');
    expect(await constraintOf(step(b.id, { status: 'vote' }))).toBe('public_budgets_step');
    expect(await constraintOf(step(b.id, { status: 'audit' }))).toBe('public_budgets_audit_doc');
    const running = await doc('running');
    await step(b.id, { status: 'audit', wf_doc_id: running });
    expect(await constraintOf(database.sql`update public_budget_lines set planned = '1.00' where id = ${b.lineId}`)).toBe('public_budget_lines_draft_only');
    expect(await constraintOf(database.sql`delete from public_budget_lines where id = ${b.lineId}`)).toBe('public_budget_lines_draft_only');
    const v = await vote('vote', '9');
    expect(await constraintOf(step(b.id, { status: 'vote', vote_id: v.id }))).toBe('public_budgets_audit_finished');
    await database.sql`update wf_docs set status = 'finished' where id = ${running}`;
    await step(b.id, { status: 'vote', vote_id: v.id });
    expect(await constraintOf(charge(pub, b.lineId))).toBe('owner_account_entries_budget_exec');
    expect(await constraintOf(step(b.id, { status: 'exec' }))).toBe('public_budgets_vote_passed');
    await close(v.id, true);
    await step(b.id, { status: 'exec' });
    expect(await constraintOf(charge(pub, b.lineId, 'income', '100.00'))).toBe('owner_account_entries_budget_exec');
    await charge(pub, b.lineId);
    expect(await constraintOf(step(b.id, { status: 'closed' }))).toBe('public_budgets_step');
    await step(b.id, { status: 'closed', actuals: JSON.stringify([{ lineId: b.lineId, planned: '5000.00', actual: '100.00' }]), closed_at: '2026-12-31T00:00:00Z' });
    expect(await constraintOf(step(b.id, { title: '改' }))).toBe('public_budgets_closed_final');
    expect(await constraintOf(database.sql`delete from public_budgets where id = ${b.id}`)).toBe('public_budgets_closed_final');
    expect(await constraintOf(charge(pub, b.lineId))).toBe('owner_account_entries_budget_exec');
  });

  it('refuse a vote that failed, a vote of another estate, and a budget starting past draft', async () => {
    const b = await budget(2032);
    const finished = await doc('finished');
    await step(b.id, { status: 'audit', wf_doc_id: finished });
    const failed = await vote('vote', '9');
    await step(b.id, { status: 'vote', vote_id: failed.id });
    await close(failed.id, false);
    expect(await constraintOf(step(b.id, { status: 'exec' }))).toBe('public_budgets_vote_passed');
    expect(await constraintOf(step(b.id, { vote_id: null }))).toBe('public_budgets_step');
    expect(
      await constraintOf(database.sql`insert into public_budgets ${database.sql({ company_id: company, estate_id: estate, year: 2033, title: 'x', status: 'exec' })}`),
    ).toBe('public_budgets_step');
  });
});
