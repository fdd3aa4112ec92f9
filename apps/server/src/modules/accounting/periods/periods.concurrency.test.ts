import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { periodEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { dec } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser } from '../../../../test/factories/users';
import { buildBook, buildVoucher } from '../../../../test/factories/accounting-books';

// 结账 racing a posting or a new voucher needs several connections: PostgreSQL only (PGlite serves
// one connection, so the requests would run one after another).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const db = t.database.db;
  const c = await buildCompany(db);
  const book = await buildBook(db, c.id, { periods: ['2026-02'] });
  const emp = await buildUser(db, { companyId: c.id, role: 'emp' });
  await buildVoucher(db, book, '2026-02', [{ code: '1002', debit: '300.00' }, { code: '500101', credit: '300.00' }], { number: 1 });
  return { book, emp };
}

/** The books are consistent: a closed period has every voucher posted, 损益 closed to zero, totals = Σ posted lines. */
async function expectConsistent(companyId: number) {
  const db = t.database.db;
  const [period] = await db.select().from(schema.acctPeriods).where(eq(schema.acctPeriods.companyId, companyId));
  const facts = [...(await db.execute<{ pending: number; pl: string; drift: number }>(sql`
    select
      (select count(*)::int from acct_vouchers where company_id = ${companyId} and status < 4) as pending,
      (select coalesce(sum(t.debit - t.credit), 0)::text from acct_subject_totals t join acct_subjects s on s.id = t.subject_id
        where t.company_id = ${companyId} and s.category = 5) as pl,
      (select count(*)::int from (
        select l.subject_id, sum(l.debit) d, sum(l.credit) c from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id
        where v.company_id = ${companyId} and v.status = 4 group by l.subject_id) x
        full join (select subject_id, sum(debit) d, sum(credit) c from acct_subject_totals where company_id = ${companyId} group by subject_id) y
        on x.subject_id = y.subject_id where x.d is distinct from y.d or x.c is distinct from y.c) as drift`))];
  const f = facts[0]!;
  expect(f.drift).toBe(0);
  if (period?.status === 'closed') {
    expect(f.pending).toBe(0);
    expect(dec(f.pl).isZero()).toBe(true);
  }
  return period?.status;
}

describe.skipIf(!onPostgres)('结账 racing other writers (PostgreSQL)', () => {
  it('close against the posting of a 待登账 voucher: the books stay consistent whoever wins', async () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const w = await world();
      const pending = await buildVoucher(t.database.db, w.book, '2026-02', [{ code: '1002', debit: '50.00' }, { code: '500101', credit: '50.00' }], { number: 2, status: 3 });
      const [close, posted] = await Promise.all([
        t.as(w.emp).post(e.close.path, { period: '2026-02' }),
        t.database.db.update(schema.acctVouchers).set({ status: 4 }).where(eq(schema.acctVouchers.id, pending)).then(() => 'posted', () => 'refused'),
      ]);
      const status = await expectConsistent(w.book.companyId);
      expect(status === 'closed').toBe(close.status === 200);
      if (close.status !== 200) expect(close.body).toMatchObject({ code: 1, errorCode: 'accounting.pending_vouchers' });
      outcomes.add(`${close.status}/${posted}`);
    }
    expect([...outcomes].every((o) => ['200/posted', '409/posted'].includes(o))).toBe(true);
  });

  it('close against a new voucher saved into the period: one of them is refused', async () => {
    for (let i = 0; i < 4; i++) {
      const w = await world();
      const [close, saved] = await Promise.all([
        t.as(w.emp).post(e.close.path, { period: '2026-02' }),
        buildVoucher(t.database.db, w.book, '2026-02', [{ code: '1002', debit: '8.00' }, { code: '500101', credit: '8.00' }], { number: 5, status: 1 }).then(() => 'saved', () => 'refused'),
      ]);
      expect([close.status === 200, saved === 'saved']).not.toEqual([true, true]);
      await expectConsistent(w.book.companyId);
    }
  });
});
