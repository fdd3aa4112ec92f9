import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connect';
import { openTestDatabase } from './testing/index';

// The books' triggers (packages/db/sql/voucher_ledger.sql) on a real database: vouchers only in
// open periods, lines only while 待修改, balance when leaving 待修改, posted vouchers immutable,
// period totals moved by posting only, periods closed in order with everything posted.
let database: Database;
const company = 9301;
const subjects: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const sql = database.sql;
  await sql`insert into acct_periods ${sql([{ company_id: company, period: '2026-09' }, { company_id: company, period: '2026-10' }])}`;
  const add = async (code: string, direction: string, parent?: number) => {
    const [row] = await sql<{ id: number }[]>`insert into acct_subjects ${sql({
      company_id: company,
      code,
      name: code,
      category: Number(code[0]),
      direction,
      parent_id: parent ?? null,
      level: parent ? 2 : 1,
    })} returning id`;
    subjects[code] = Number(row!.id);
  };
  await add('1002', 'D');
  await add('1122', 'D');
  await add('112201', 'D', subjects['1122']);
  await add('2203', 'C');
});
afterAll(async () => database?.close());

const message = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return (e as { constraint_name?: string; constraint?: string }).constraint_name ?? (e as { constraint?: string }).constraint ?? String(e);
  }
  return 'no error';
};

async function draft(period: string, lines: { code: string; debit?: string; credit?: string }[], number: number) {
  const sql = database.sql;
  const [v] = await sql<{ id: number }[]>`insert into acct_vouchers ${sql({
    company_id: company,
    period,
    word: '记',
    number,
    voucher_date: `${period}-15`,
  })} returning id`;
  const id = Number(v!.id);
  for (const [i, l] of lines.entries()) {
    await sql`insert into acct_voucher_lines ${sql({
      company_id: company,
      voucher_id: id,
      seq: i + 1,
      summary: '测试',
      subject_id: subjects[l.code]!,
      debit: l.debit ?? '0',
      credit: l.credit ?? '0',
    })}`;
  }
  return id;
}
const setStatus = (id: number, status: number) => database.sql`update acct_vouchers set status = ${status} where id = ${id}`;
const totals = async (period: string, code: string) =>
  (await database.sql<{ debit: string; credit: string }[]>`select debit, credit from acct_subject_totals where company_id = ${company} and period = ${period} and subject_id = ${subjects[code]!}`)[0];

describe('voucher ledger triggers', () => {
  it('keeps the voucher totals from its lines and refuses an unbalanced submit (A2)', async () => {
    const id = await draft('2026-10', [{ code: '1002', debit: '100.00' }, { code: '2203', credit: '99.99' }], 1);
    const [v] = await database.sql<{ total_debit: string; total_credit: string }[]>`select total_debit, total_credit from acct_vouchers where id = ${id}`;
    expect(v).toEqual({ total_debit: '100.00', total_credit: '99.99' });
    expect(await message(setStatus(id, 2))).toBe('acct_vouchers_balanced');
    await database.sql`update acct_voucher_lines set credit = '100.00' where voucher_id = ${id} and seq = 2`;
    await setStatus(id, 2);
    expect(await message(database.sql`update acct_voucher_lines set credit = '1.00' where voucher_id = ${id} and seq = 2`)).toBe(
      'acct_voucher_lines_draft_only',
    );
  });

  it('refuses a line with both sides or neither, and a non-leaf subject (A3, A4)', async () => {
    expect(await message(draft('2026-10', [{ code: '1002', debit: '10.00', credit: '10.00' }], 2))).toBe('acct_voucher_lines_one_side_check');
    expect(await message(draft('2026-10', [{ code: '1002' }], 3))).toBe('acct_voucher_lines_one_side_check');
    expect(await message(draft('2026-10', [{ code: '1122', debit: '10.00' }], 4))).toBe('acct_voucher_lines_leaf_subject');
  });

  it('posts into the period totals, then refuses any update or delete of the posted voucher', async () => {
    const id = await draft('2026-09', [{ code: '1002', debit: '617.34' }, { code: '112201', credit: '617.34' }], 1);
    await setStatus(id, 2);
    await setStatus(id, 3);
    await setStatus(id, 4);
    expect(await totals('2026-09', '1002')).toEqual({ debit: '617.34', credit: '0.00' });
    expect(await message(database.sql`update acct_vouchers set remark = 'x' where id = ${id}`)).toBe('acct_vouchers_posted_immutable');
    expect(await message(database.sql`delete from acct_vouchers where id = ${id}`)).toBe('acct_vouchers_delete_draft_only');
    expect(await message(database.sql`delete from acct_voucher_lines where voucher_id = ${id}`)).toBe('acct_voucher_lines_draft_only');
    expect(await message(database.sql`update acct_subject_totals set debit = 0 where company_id = ${company}`)).toBe('acct_subject_totals_posting_only');
    expect(
      await message(database.sql`insert into acct_subject_totals ${database.sql({ company_id: company, period: '2026-09', subject_id: 1, debit: '1' })}`),
    ).toBe('acct_subject_totals_posting_only');
  });

  it('renumbers a posted voucher only inside close (acct.renumber) and only its number', async () => {
    const [v] = await database.sql<{ id: number }[]>`select id from acct_vouchers where company_id = ${company} and period = '2026-09' and status = 4`;
    await database.sql.begin(async (tx) => {
      await tx`select set_config('acct.renumber', 'on', true)`;
      await tx`update acct_vouchers set number = 7 where id = ${v!.id}`;
    });
    expect(
      await message(
        database.sql.begin(async (tx) => {
          await tx`select set_config('acct.renumber', 'on', true)`;
          await tx`update acct_vouchers set number = 8, remark = 'x' where id = ${v!.id}`;
        }),
      ),
    ).toBe('acct_vouchers_posted_immutable');
  });

  it('closes a period only with everything posted and in order; re-opens only the latest', async () => {
    const pending = await draft('2026-09', [{ code: '1002', debit: '1.00' }, { code: '2203', credit: '1.00' }], 2);
    expect(await message(database.sql`update acct_periods set status = 'closed' where company_id = ${company} and period = '2026-10'`)).toBe(
      'acct_periods_all_posted',
    );
    expect(await message(database.sql`update acct_periods set status = 'closed' where company_id = ${company} and period = '2026-09'`)).toBe(
      'acct_periods_all_posted',
    );
    await database.sql`delete from acct_vouchers where id = ${pending}`;
    expect(await database.sql`select 1 from acct_voucher_lines where voucher_id = ${pending}`).toHaveLength(0);
    await database.sql`update acct_periods set status = 'closed' where company_id = ${company} and period = '2026-09'`;
    expect(await message(draft('2026-09', [{ code: '1002', debit: '1.00' }], 3))).toBe('acct_vouchers_period_open');
    expect(await message(database.sql`delete from acct_periods where company_id = ${company}`)).toBe('acct_periods_kept');
    await database.sql`delete from acct_vouchers where company_id = ${company} and period = '2026-10' and status = 1`;
    await database.sql`update acct_vouchers set status = 4 where company_id = ${company} and period = '2026-10' and status = 2`;
    await database.sql`update acct_periods set status = 'closed' where company_id = ${company} and period = '2026-10'`;
    expect(await message(database.sql`update acct_periods set status = 'open' where company_id = ${company} and period = '2026-09'`)).toBe(
      'acct_periods_reopen_latest',
    );
    await database.sql`update acct_periods set status = 'open' where company_id = ${company} and period = '2026-10'`;
  });

  it('keeps voucher events append-only', async () => {
    await database.sql`insert into acct_voucher_events ${database.sql({ company_id: company, voucher_id: 1, action: 'save' })}`;
    expect(await message(database.sql`delete from acct_voucher_events where company_id = ${company}`)).toBe('acct_voucher_events_append_only');
  });
});
