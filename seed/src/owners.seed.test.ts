import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { DEMO_STEPS, runDemoSeed } from './index';

// The owners' demo data: the repair fund with shares, deposits, interest and one withdrawal, the
// public account, a vote that passed, one that failed on participation, an open one, an election.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const steps = DEMO_STEPS.filter((s) => ['companies', 'users', 'estates', 'people', 'workflow', 'owners'].includes(s.name));
  expect(await runDemoSeed(database.db, steps)).toEqual(['companies', 'users', 'estates', 'people', 'workflow', 'owners']);
}, 120_000);
afterAll(() => database.close());

const rows = <T>(q: ReturnType<typeof sql>) => database.db.execute(q) as unknown as Promise<T[]>;

describe('the owners seed', () => {
  it('keeps every account’s balance equal to its entries, and the interest split sums exactly', async () => {
    const drift = await rows<{ n: number }>(sql`
      select count(*)::int as n from owner_accounts a
      where a.balance <> coalesce((select sum(e.amount) from owner_account_entries e where e.account_id = a.id), 0)`);
    expect(drift[0]!.n).toBe(0);
    const interest = await rows<{ amount: string; parts: string }>(sql`
      select i.amount::text, (select sum(e.amount) from owner_account_entries e where e.interest_id = i.id)::text as parts from repair_interest_allocations i`);
    expect(interest).toHaveLength(1);
    expect(interest[0]!.parts).toBe(interest[0]!.amount);
    const withdrawal = await rows<{ amount: string; parts: string }>(sql`
      select w.amount::text, (-sum(e.amount))::text as parts from repair_withdrawals w join owner_account_entries e on e.withdrawal_id = w.id group by w.id`);
    expect(withdrawal).toHaveLength(1);
    expect(withdrawal[0]!.parts).toBe(withdrawal[0]!.amount);
    const [pub] = await rows<{ balance: string; entries: number }>(sql`select a.balance::text, (select count(*)::int from owner_account_entries e where e.account_id = a.id) as entries from owner_accounts a where a.kind = 'public'`);
    expect(pub).toEqual({ balance: '22100.00', entries: 13 });
  });

  it('has a passed fund vote with a finished approval, a vote failed on participation, an open vote and an election', async () => {
    const votes = await rows<{ title: string; status: string; passed: boolean | null; participation: boolean | null }>(sql`
      select title, status, passed, (result->'participation'->>'met')::boolean as participation from owner_votes order by id`);
    expect(votes.map((v) => [v.status, v.passed, v.participation])).toEqual([
      ['closed', true, true],
      ['closed', false, false],
      ['closed', true, true],
      ['open', null, null],
      ['closed', true, true],
      ['closed', true, true],
    ]);
    const [doc] = await rows<{ status: string }>(sql`select d.status from repair_withdrawals w join wf_docs d on d.id = w.wf_doc_id`);
    expect(doc!.status).toBe('finished');
    const [developer] = await rows<{ n: number }>(sql`select count(*)::int as n from owner_vote_voters where developer`);
    expect(developer!.n).toBe(6);
  });

  it('has the 2026 public budget in execution, audited, voted and with spending charged to its lines', async () => {
    const [budget] = await rows<{ status: string; doc: string; passed: boolean; planned: string; actual: string }>(sql`
      select b.status, d.status as doc, v.passed,
        (select sum(planned)::text from public_budget_lines l where l.budget_id = b.id) as planned,
        (select (-sum(e.amount))::text from owner_account_entries e join public_budget_lines l on l.id = e.budget_line_id where l.budget_id = b.id) as actual
      from public_budgets b join wf_docs d on d.id = b.wf_doc_id join owner_votes v on v.id = b.vote_id`);
    expect(budget).toEqual({ status: 'exec', doc: 'finished', passed: true, planned: '47000.00', actual: '10050.00' });
  });

  it('has a cleaning contract signed after its passed vote and paid four times, and a greening contract in draft', async () => {
    const contracts = await rows<{ no: string; status: string; passed: boolean | null; paid: string | null }>(sql`
      select c.contract_no as no, c.status, v.passed,
        (select (-sum(e.amount))::text from owner_account_entries e where e.outsourcing_contract_id = c.id) as paid
      from outsourcing_contracts c left join owner_votes v on v.id = c.vote_id order by c.id`);
    expect(contracts).toEqual([
      { no: 'WB-2026-001', status: 'signed', passed: true, paid: '19200.00' },
      { no: 'WB-2027-001', status: 'draft', passed: null, paid: null },
    ]);
  });

  it('puts every finished vote to an archived 业主大会 of its estate, and leaves the open vote to none', async () => {
    const votes = await rows<{ status: string; meeting: string | null; type: string | null; same: boolean | null; archived: boolean | null }>(sql`
      select v.status, m.subject as meeting, m.meeting_type as type, m.estate_id = v.estate_id as same, m.status = '3' as archived
      from owner_votes v left join meetings m on m.id = v.meeting_id order by v.id`);
    for (const v of votes.filter((x) => x.status === 'closed')) expect([v.type, v.same, v.archived]).toEqual(['1', true, true]);
    expect(votes.filter((x) => x.status === 'open').map((v) => v.meeting)).toEqual([null]);
    expect(new Set(votes.map((v) => v.meeting).filter(Boolean)).size).toBe(3);
  });

  it('has the committee the election produced, with its five-year term and a link to the election', async () => {
    const members = await rows<{ name: string; position: string; term: string; status: string; title: string; elected: boolean }>(sql`
      select c.member_name as name, c.position, c.term_start || '~' || c.term_end as term, c.status, c.election_title as title,
        exists (select 1 from jsonb_array_elements(v.result->'candidates') x where x->>'name' = c.member_name and (x->>'elected')::boolean) as elected
      from committee_members c join owner_votes v on v.id = c.election_id and v.kind = 'election' order by c.id`);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((m) => m.elected && m.term === '2026-09-01~2031-08-31' && m.status === '1' && m.title === '第三届业主委员会选举')).toBe(true);
    expect(members[0]!.position).toBe('1');
  });
});
