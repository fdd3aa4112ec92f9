import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEndpoints as l, periodEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../../test/factories/users';
import { buildBook, buildVoucher, setOpenings, totalsOf, type Book } from '../../../../test/factories/accounting-books';

// 结账 and 反结账 over a book written straight into the tables (the triggers of voucher_ledger.sql on).

let t: TestApp;
let emp: TestUser;
let sa: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildCompany(db);
  const b = await buildCompany(db);
  emp = await buildUser(db, { companyId: a.id, role: 'emp' });
  sa = await buildUser(db, { companyId: a.id, role: 'sa' });
  outsider = await buildUser(db, { companyId: b.id, role: 'emp' });
});
afterAll(() => t.close());

/** A company of its own for one test: a book (small chart) with the periods, and its emp and sa. */
async function world(periods: string[], options: { renumberOnClose?: boolean } = {}) {
  const db = t.database.db;
  const c = await buildCompany(db);
  const book = await buildBook(db, c.id, { periods, ...options });
  return {
    book,
    emp: await buildUser(db, { companyId: c.id, role: 'emp' }),
    sa: await buildUser(db, { companyId: c.id, role: 'sa' }),
  };
}

const post = async <T>(who: TestUser, endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object = {}) => {
  const res = await t.as(who).post(endpoint.path, body);
  return { ...res, data: res.body.code === 200 ? endpoint.output.parse(res.body.data) : undefined };
};

async function a10Month(book: Book, period: string) {
  const db = t.database.db;
  await buildVoucher(db, book, period, [{ code: '1002', debit: '10000.00' }, { code: '500101', credit: '10000.00' }], { number: 1 });
  await buildVoucher(db, book, period, [{ code: '560201', debit: '6000.00' }, { code: '1002', credit: '6000.00' }], { number: 2 });
}

describe('结账 (close)', () => {
  it('posts 结转损益 (A10): Dr 500101 10,000 / Cr 3103 10,000; Dr 3103 6,000 / Cr 560201 6,000; 3103 credit 4,000.00', async () => {
    const w = await world(['2026-01']);
    await a10Month(w.book, '2026-01');
    const res = await post(w.emp, e.close, { period: '2026-01' });
    expect(res.status).toBe(200);
    expect(res.data!.voucherNo).toBe('记-0003');
    expect(res.data!.closingLines).toEqual([
      { summary: '结转本期损益', subjectCode: '500101', debit: '10000.00', credit: null },
      { summary: '结转本期损益', subjectCode: '560201', debit: null, credit: '6000.00' },
      { summary: '结转本期损益', subjectCode: '3103', debit: null, credit: '10000.00' },
      { summary: '结转本期损益', subjectCode: '3103', debit: '6000.00', credit: null },
    ]);
    expect(res.data!.openedNext).toBe('2026-02');
    const tb = await post(w.emp, l.balance, { from: '2026-01', to: '2026-01' });
    const row = (code: string) => tb.data!.rows.find((r) => r.code === code);
    expect(row('3103')).toMatchObject({ closingDebit: '0.00', closingCredit: '4000.00' });
    expect(row('5001')).toMatchObject({ closingDebit: '0.00', closingCredit: '0.00', credit: '10000.00', debit: '10000.00' });
    expect(tb.data!.balanced).toBe(true);
    const info = await post(w.emp, e.period);
    expect(info.data).toMatchObject({ current: '2026-02', latestClosed: '2026-01' });
    expect(info.data!.periods.find((p) => p.period === '2026-01')).toMatchObject({ status: 'closed', voucherCount: 3, pendingCount: 0 });
    // The closed period refuses postings (A7) by its trigger.
    await expect(buildVoucher(t.database.db, w.book, '2026-01', [{ code: '1001', debit: '1.00' }, { code: '1002', credit: '1.00' }])).rejects.toThrow();
  });

  it('moves 本年利润 to 利润分配-未分配利润 in December (A11)', async () => {
    const w = await world(['2026-12']);
    await setOpenings(t.database.db, w.book, { '1002': '48000.00', '3103': '-48000.00' });
    const res = await post(w.emp, e.close, { period: '2026-12' });
    expect(res.data!.closingLines).toEqual([
      { summary: '结转本年利润', subjectCode: '3103', debit: '48000.00', credit: null },
      { summary: '结转本年利润', subjectCode: '310401', debit: null, credit: '48000.00' },
    ]);
    const tb = await post(w.emp, l.balance, { from: '2026-12', to: '2026-12' });
    expect(tb.data!.rows.find((r) => r.code === '310401')).toMatchObject({ closingCredit: '48000.00' });
    expect(tb.data!.rows.find((r) => r.code === '3103')).toMatchObject({ closingCredit: '0.00', closingDebit: '0.00' });
  });

  it('refuses while the previous period is open (A8) and names the pending vouchers (A9)', async () => {
    const w = await world(['2026-03', '2026-04']);
    const a8 = await post(w.emp, e.close, { period: '2026-04' });
    expect(a8.status).toBe(409);
    expect(a8.body).toMatchObject({ code: 1, errorCode: 'accounting.previous_period_open', msg: '上一会计期间2026-03尚未结账，不能结账2026-04' });
    await buildVoucher(t.database.db, w.book, '2026-03', [{ code: '1002', debit: '5.00' }, { code: '1122'.concat('01'), credit: '5.00' }], { status: 2 });
    const a9 = await post(w.emp, e.close, { period: '2026-03' });
    expect(a9.body).toMatchObject({ code: 1, errorCode: 'accounting.pending_vouchers', msg: '会计期间2026-03有1张凭证未登账，不能结账' });
    expect((await post(w.emp, e.period)).data!.latestClosed).toBeNull();
  });

  it('renumbers the period when the book says so, else reports the gap (A17)', async () => {
    for (const renumberOnClose of [true, false]) {
      const w = await world(['2026-05'], { renumberOnClose });
      const ids: number[] = [];
      for (let n = 1; n <= 5; n++)
        ids.push(await buildVoucher(t.database.db, w.book, '2026-05', [{ code: '1002', debit: '1.00' }, { code: '1001', credit: '1.00' }], { number: n, status: n === 3 ? 1 : 4 }));
      await t.database.db.execute(`delete from acct_vouchers where id = ${ids[2]}`);
      const res = await post(w.emp, e.close, { period: '2026-05' });
      expect(res.status).toBe(200);
      if (renumberOnClose) {
        expect(res.data).toMatchObject({ renumbered: 2, gapMessages: [] });
        const rows = await t.database.db.execute<{ number: number }>(`select number from acct_vouchers where company_id = ${w.book.companyId} order by number`);
        expect([...rows].map((r) => Number(r.number))).toEqual([1, 2, 3, 4]);
      } else {
        expect(res.data).toMatchObject({ renumbered: 0, gapMessages: ['凭证号不连续，缺少记-0003'] });
      }
    }
  });

  it('answers 401 without a session, 400 for a bad period, 404 for a period of no book of the caller', async () => {
    expect((await t.call({ method: 'POST', url: e.close.path, payload: { period: '2026-01' } })).status).toBe(401);
    const bad = await post(emp, e.close, { period: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('period');
    const w = await world(['2026-01']);
    const w2 = await world(['2026-09']);
    // Each company closes its own book only: 2026-01 is not a period of w2's book (404), w's stays open.
    expect((await post(w2.emp, e.close, { period: '2026-01' })).status).toBe(404);
    expect((await post(outsider, e.close, { period: '2026-01' })).body).toMatchObject({ code: 1, errorCode: 'accounting.no_book' });
    expect((await post(w.emp, e.period)).data!.current).toBe('2026-01');
  });
});

describe('反结账 (re-open)', () => {
  it('re-opens the latest closed period with a reason: the closing voucher reversed red and posted, balances exactly as before', async () => {
    const w = await world(['2026-06']);
    await setOpenings(t.database.db, w.book, { '1002': '50000.00', '3001': '-50000.00' });
    await a10Month(w.book, '2026-06');
    const before = await post(w.emp, l.balance, { from: '2026-06', to: '2026-06' });
    const totalsBefore = await totalsOf(t.database.db, w.book, '2026-06');
    const closed = await post(w.emp, e.close, { period: '2026-06' });
    expect(closed.status).toBe(200);

    expect((await post(w.emp, e.reopen, { period: '2026-06', reason: '补录凭证' })).status).toBe(403);
    const noReason = await post(w.sa, e.reopen, { period: '2026-06', reason: ' ' });
    expect(noReason.status).toBe(400);
    const res = await post(w.sa, e.reopen, { period: '2026-06', reason: '补录凭证' });
    expect(res.status).toBe(200);
    expect(res.data!.reversalVoucherId).toBeGreaterThan(0);

    const after = await post(w.emp, l.balance, { from: '2026-06', to: '2026-06' });
    const closing = (tb: typeof before) => tb.data!.rows.filter((r) => r.closingDebit !== '0.00' || r.closingCredit !== '0.00').map((r) => [r.code, r.closingDebit, r.closingCredit]);
    expect(closing(after)).toEqual(closing(before));
    // The totals moved by the closing voucher and back by its red reversal: net debit/credit as before.
    const totalsAfter = await totalsOf(t.database.db, w.book, '2026-06');
    for (const [code, [d, c]] of Object.entries(totalsBefore)) expect(totalsAfter[code]).toEqual([d, c]);
    const events = await post(w.emp, e.events);
    expect(events.data!.map((x) => [x.action, x.reason])).toEqual([['reopen', '补录凭证'], ['close', null]]);
    // Closing again posts a second 结转损益 (closing:2026-06:2) with the same lines.
    const again = await post(w.emp, e.close, { period: '2026-06' });
    expect(again.data!.closingLines).toEqual(closed.data!.closingLines);
  });

  it('re-opens only the latest closed period', async () => {
    const w = await world(['2026-07', '2026-08']);
    expect((await post(w.emp, e.close, { period: '2026-07' })).status).toBe(200);
    expect((await post(w.emp, e.close, { period: '2026-08' })).status).toBe(200);
    const old = await post(w.sa, e.reopen, { period: '2026-07', reason: '调整' });
    expect(old.body).toMatchObject({ code: 1, errorCode: 'accounting.not_latest_closed' });
    expect((await post(w.sa, e.reopen, { period: '2026-08', reason: '调整' })).status).toBe(200);
  });
});

describe('期间 (periods)', () => {
  it('lists the periods and the range, opens the next one, and keeps other companies out', async () => {
    const w = await world(['2026-01', '2026-02']);
    const opened = await post(w.emp, e.openNext);
    expect(opened.data).toMatchObject({ period: '2026-03', status: 'open' });
    const range = await post(w.emp, e.periodRange);
    expect(range.data).toEqual({ start: '2026-01', end: '2026-03', current: '2026-01', periods: ['2026-01', '2026-02', '2026-03'] });
    const other = await post(outsider, e.period);
    expect(other.data).toEqual({ current: null, latestClosed: null, periods: [] });
    expect((await post(outsider, e.openNext)).body).toMatchObject({ code: 1, errorCode: 'accounting.no_book' });
    void sa;
  });
});
