import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { periodEndpoints as e, voucherEndpoints as v } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser } from '../../../../test/factories/users';
import { buildBook, buildVoucher } from '../../../../test/factories/accounting-books';

// 结账 of N racing 反结账 of N−1, 开启下一期间 and a posting (issue 24: both answered 200 and N−1 ended open after a
// closed N). On PostgreSQL only: PGlite serves one connection, so the requests would run one after another.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 20);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const db = t.database.db;
  const c = await buildCompany(db);
  const book = await buildBook(db, c.id, { periods: ['2026-01', '2026-02', '2026-03'] });
  const clerk = await buildUser(db, { companyId: c.id, role: 'emp' });
  const poster = await buildUser(db, { companyId: c.id, role: 'emp' });
  const chief = await buildUser(db, { companyId: c.id, role: 'sa' });
  await buildVoucher(db, book, '2026-01', [{ code: '1002', debit: '300.00' }, { code: '500101', credit: '300.00' }], { number: 1 });
  await buildVoucher(db, book, '2026-02', [{ code: '1002', debit: '120.00' }, { code: '500101', credit: '120.00' }], { number: 1 });
  // 待登账 in 2026-03: the posting of the race (2026-02 has nothing pending, so its close may win).
  const pending = await buildVoucher(db, book, '2026-03', [{ code: '1002', debit: '45.67' }, { code: '500101', credit: '45.67' }], { number: 2, status: 3 });
  const closedJan = await t.as(chief).post(e.close.path, { period: '2026-01' });
  expect(closedJan.status).toBe(200);
  return { companyId: c.id, clerk, poster, chief, pending };
}

/** The books as a recount sees them: closed periods a prefix, nothing pending in them, totals equal to the posted lines. */
async function recount(companyId: number) {
  const db = t.database.db;
  const periods = [...(await db.execute<{ period: string; status: string }>(sql`
    select period, status from acct_periods where company_id = ${companyId} order by period`))];
  const firstOpen = periods.findIndex((p) => p.status !== 'closed');
  const prefix = firstOpen === -1 || periods.slice(firstOpen).every((p) => p.status !== 'closed');
  const [facts] = [
    ...(await db.execute<{ pending_closed: number; drift: number; unbalanced: number }>(sql`
      select
        (select count(*)::int from acct_vouchers x join acct_periods p on p.company_id = x.company_id and p.period = x.period
          where x.company_id = ${companyId} and p.status = 'closed' and x.status < 4) as pending_closed,
        (select count(*)::int from (
          select l.subject_id, v.period, sum(l.debit) d, sum(l.credit) c from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id
          where v.company_id = ${companyId} and v.status = 4 group by l.subject_id, v.period) a
          full join (select subject_id, period, debit d, credit c from acct_subject_totals where company_id = ${companyId}) b
          on a.subject_id = b.subject_id and a.period = b.period
          where coalesce(a.d, 0) <> coalesce(b.d, 0) or coalesce(a.c, 0) <> coalesce(b.c, 0)) as drift,
        (select count(*)::int from (select period from acct_subject_totals where company_id = ${companyId}
          group by period having sum(debit) <> sum(credit)) u) as unbalanced`)),
  ];
  return { periods: periods.map((p) => `${p.period}:${p.status}`), prefix, ...facts! };
}

describe.skipIf(!onPostgres)('period changes of one company are serialised (PostgreSQL)', () => {
  it(`${ROUNDS} rounds of close(N) racing reopen(N−1), open-next and a posting end as a serial order`, async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      const w = await world();
      // Each call starts after a random few milliseconds, so every interleaving gets its chance (close reads the
      // chart before its transaction: without a head start for it, the re-open would always win).
      const later = <T>(call: () => Promise<T>) => new Promise<T>((resolve, reject) => {
          setTimeout(() => void call().then(resolve, reject), Math.random() * 2000);
        });
      const [close, reopen, ...others] = await Promise.all([
        later(() => t.as(w.clerk).post(e.close.path, { period: '2026-02' })),
        later(() => t.as(w.chief).post(e.reopen.path, { period: '2026-01', reason: '更正凭证' })),
        later(() => t.as(w.clerk).post(e.openNext.path, {})),
        later(() => t.as(w.poster).post(v.postVoucher.path.replace(':id', String(w.pending)), {})),
      ]);
      for (const r of [close, reopen, ...others]) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
      // Both cannot succeed: N−1 open after N closed is no serial order.
      expect(close.status === 200 && reopen.status === 200).toBe(false);
      const books = await recount(w.companyId);
      expect(books, JSON.stringify(books)).toMatchObject({ prefix: true, pending_closed: 0, drift: 0, unbalanced: 0 });
      const key = `close ${close.status} reopen ${reopen.status}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (process.env.RACE_LOG) console.log(round, key, books.periods.join(' '), close.body.msg, reopen.body.msg);
    }
    // Each round has exactly one winner of the two; which one depends on who takes the book row first.
    for (const key of outcomes.keys()) expect(['close 200 reopen 409', 'close 409 reopen 200']).toContain(key);
  }, 600_000);
});
