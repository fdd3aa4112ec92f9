import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Voucher } from '@pm/contracts';
import { voucherEndpoints } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildAccountingWorld, lines, type AccountingWorld } from '../../../../test/factories/accounting';

// Issue 25 item 2: an unbalanced voucher used to be saved silently with a number (500 / 300 as
// 记-0065), so drafts abandoned half-typed left gaps (断号). Now saving may still be unbalanced, but
// such a draft is 暂存: no number, the answer says so with its totals; it takes the next number of
// its period the first time it is saved balanced.

let t: TestApp;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildAccountingWorld(t, { openPeriods: ['2030-02'] });
});
afterAll(() => t.close());

const unbalanced = (x: AccountingWorld) => lines(x, [['1002', '500.00', '0'], ['112201', '0', '300.00']]);
const balanced = (x: AccountingWorld, amount = '500.00') => lines(x, [['1002', amount, '0'], ['112201', '0', amount]]);

async function save(x: AccountingWorld, body: object): Promise<Voucher> {
  const res = await t.as(x.maker).post('/api/accounting/voucher-info', { voucherDate: '2030-01-15', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return voucherEndpoints.saveVoucher.output.parse(res.body.data);
}
const numbersOf = async (x: AccountingWorld, period = '2030-01') =>
  (
    await t.database.db
      .select({ number: schema.acctVouchers.number })
      .from(schema.acctVouchers)
      .where(and(eq(schema.acctVouchers.companyId, x.companyId), eq(schema.acctVouchers.period, period)))
      .orderBy(schema.acctVouchers.number)
  ).map((r) => r.number);

describe('暂存: a voucher is numbered when it first balances', () => {
  it('500 / 300 is saved as 暂存 without a number, with its totals; fixed to 500 / 500 it takes the next number', async () => {
    const x = await buildAccountingWorld(t);
    const first = await save(x, { lines: balanced(x) });
    expect(first).toMatchObject({ number: 1, label: '记-0001', statusName: '待修改', balanced: true });

    const held = await save(x, { lines: unbalanced(x) });
    expect(held).toMatchObject({ number: null, label: '记-暂存', status: 1, statusName: '暂存', balanced: false, totalDebit: '500.00', totalCredit: '300.00' });
    // Still a draft in every other way: listed, editable and deletable by its maker, not submittable.
    expect(held.allowed).toMatchObject({ save: true, delete: true });
    const submit = await t.as(x.maker).post(`/api/accounting/vouchers/${held.id}/submit`, {});
    expect(submit.status).toBe(409);
    expect(submit.body.msg).toBe('借贷不平：借方合计500.00，贷方合计300.00');
    const listed = await t.as(x.maker).post(voucherEndpoints.listVouchers.path, { period: '2030-01' });
    expect(listed.status).toBe(200);
    const rows = voucherEndpoints.listVouchers.output.parse(listed.body.data).rows;
    expect(rows.find((r) => r.id === held.id)).toMatchObject({ number: null, label: '记-暂存', statusName: '暂存', balanced: false });

    // A balanced voucher saved meanwhile takes 2: the held draft kept no place.
    const third = await save(x, { lines: balanced(x, '1.00') });
    expect(third.number).toBe(2);
    // Saved again still unbalanced: still 暂存.
    const again = await save(x, { id: held.id, lines: lines(x, [['1002', '500.00', '0'], ['112201', '0', '400.00']]) });
    expect(again).toMatchObject({ number: null, balanced: false, totalCredit: '400.00' });
    // Balanced: the next number, 3.
    const fixed = await save(x, { id: held.id, lines: balanced(x) });
    expect(fixed).toMatchObject({ id: held.id, number: 3, label: '记-0003', statusName: '待修改', balanced: true });
    expect(await numbersOf(x)).toEqual([1, 2, 3]);
    expect((await t.as(x.maker).post(`/api/accounting/vouchers/${held.id}/submit`, {})).status).toBe(200);
  });

  it('a numbered draft keeps its number when saved unbalanced again, and the warning still comes', async () => {
    const x = await buildAccountingWorld(t);
    const v = await save(x, { lines: balanced(x) });
    const off = await save(x, { id: v.id, lines: unbalanced(x) });
    expect(off).toMatchObject({ number: 1, label: '记-0001', statusName: '待修改', balanced: false, totalDebit: '500.00', totalCredit: '300.00' });
    const next = await save(x, { lines: balanced(x) });
    expect(next.number).toBe(2);
  });

  it('an abandoned 暂存 draft deleted leaves no gap', async () => {
    const x = await buildAccountingWorld(t);
    await save(x, { lines: balanced(x) });
    const held = await save(x, { lines: unbalanced(x) });
    expect((await t.as(x.maker).del(`/api/accounting/vouchers/${held.id}`)).status).toBe(200);
    await save(x, { lines: balanced(x) });
    expect(await numbersOf(x)).toEqual([1, 2]);
  });

  it('a draft moved to another period is numbered there only once balanced', async () => {
    const x = await buildAccountingWorld(t, { openPeriods: ['2030-02'] });
    const v = await save(x, { lines: balanced(x) });
    const moved = await save(x, { id: v.id, voucherDate: '2030-02-03', lines: unbalanced(x) });
    expect(moved).toMatchObject({ period: '2030-02', number: null, statusName: '暂存' });
    const there = await save(x, { id: v.id, voucherDate: '2030-02-03', lines: balanced(x) });
    expect(there).toMatchObject({ period: '2030-02', number: 1 });
  });

  it('the database refuses a voucher leaving 待修改 without a number', async () => {
    const v = await save(w, { lines: balanced(w) });
    await t.database.db.execute(sql`update acct_vouchers set number = null where id = ${v.id}`);
    const failure = await t.database.db.execute(sql`update acct_vouchers set status = 2 where id = ${v.id}`).then(
      () => undefined,
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(`${failure?.message} ${failure?.cause?.message}`).toContain('acct_vouchers_numbered_check');
  });
});
