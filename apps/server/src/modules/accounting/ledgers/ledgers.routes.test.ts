import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEndpoints as l, reportEndpoints as r } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { readXlsx } from '../../../../test/factories/records';
import { buildUser, type TestUser } from '../../../../test/factories/users';
import { buildBook, buildVoucher, setOpenings, type Book } from '../../../../test/factories/accounting-books';

// The ledgers and reports over the A12 month: opening 1002 D 50,000 / 3001 C 50,000; A1 (Dr 112201
// 617.34 / Cr 500101 582.40 / Cr 222101 34.94), the collection (Dr 1002 / Cr 112201 617.34) and a
// prepayment (Dr 1002 / Cr 220301 1,200), all posted in 2026-03, then one line in 2026-04.

let t: TestApp;
let emp: TestUser;
let supervisor: TestUser;
let outsider: TestUser;
let book: Book;
const purpose = { usage: '对账', auditor: '王经理', auditDate: '2026.11.26' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const a = await buildCompany(db);
  const b = await buildCompany(db);
  emp = await buildUser(db, { companyId: a.id, role: 'emp' });
  supervisor = await buildUser(db, { companyId: a.id, role: 'sa' });
  outsider = await buildUser(db, { companyId: b.id, role: 'emp' });
  book = await buildBook(db, a.id, { periods: ['2026-03', '2026-04'] });
  await setOpenings(db, book, { '1002': '50000.00', '3001': '-50000.00' });
  await buildVoucher(db, book, '2026-03', [{ code: '112201', debit: '617.34', summary: 'A1' }, { code: '500101', credit: '582.40' }, { code: '222101', credit: '34.94' }], { number: 1, day: '05' });
  await buildVoucher(db, book, '2026-03', [{ code: '1002', debit: '617.34', summary: '收款' }, { code: '112201', credit: '617.34', summary: '收款' }], { number: 2, day: '10' });
  await buildVoucher(db, book, '2026-03', [{ code: '1002', debit: '1200.00', summary: '预收' }, { code: '220301', credit: '1200.00' }], { number: 3, day: '20' });
  await buildVoucher(db, book, '2026-03', [{ code: '1002', debit: '9.99' }, { code: '1001', credit: '9.99' }], { number: 4, status: 3 });
  await buildVoucher(db, book, '2026-04', [{ code: '1001', debit: '100.00', summary: '提现' }, { code: '1002', credit: '100.00', summary: '提现' }], { number: 1, day: '02' });
  // Another company's book with figures of its own, never seen by emp.
  const other = await buildBook(db, b.id, { periods: ['2026-03'] });
  await buildVoucher(db, other, '2026-03', [{ code: '1002', debit: '777.00' }, { code: '3001', credit: '777.00' }]);
});
afterAll(() => t.close());

const post = async <T>(who: TestUser, endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object) => {
  const res = await t.as(who).post(endpoint.path, body);
  return { ...res, data: res.body.code === 200 ? endpoint.output.parse(res.body.data) : undefined };
};

describe('科目余额表 / 试算平衡表', () => {
  it('gives the A12 closing balances, balanced at 51,817.34, rolled up to level 1', async () => {
    const res = await post(emp, l.balance, { from: '2026-03', to: '2026-03' });
    expect(res.status).toBe(200);
    const row = (code: string) => res.data!.rows.find((x) => x.code === code);
    expect(row('1002')).toMatchObject({ openingDebit: '50000.00', debit: '1817.34', closingDebit: '51817.34', closingCredit: '0.00' });
    expect(row('1122')).toMatchObject({ debit: '617.34', credit: '617.34', closingDebit: '0.00', closingCredit: '0.00' });
    expect(row('2203')).toMatchObject({ closingCredit: '1200.00' });
    expect(row('5001')).toMatchObject({ closingCredit: '582.40', level: 1 });
    expect(row('500101')).toMatchObject({ closingCredit: '582.40', level: 2 });
    expect(row('2221')).toMatchObject({ closingCredit: '34.94' });
    expect(row('3001')).toMatchObject({ openingCredit: '50000.00', closingCredit: '50000.00' });
    expect(res.data!.totals).toMatchObject({ openingDebit: '50000.00', openingCredit: '50000.00', debit: '2434.68', credit: '2434.68', closingDebit: '51817.34', closingCredit: '51817.34' });
    expect(res.data!.balanced).toBe(true);
    // The 待登账 voucher is not in the books.
    expect(row('1001')).toBeUndefined();
  });

  it('carries the balance into the next period and keeps 本年累计', async () => {
    const res = await post(emp, l.balance, { from: '2026-04', to: '2026-04', level: 1 });
    const row = (code: string) => res.data!.rows.find((x) => x.code === code);
    expect(row('1002')).toMatchObject({ openingDebit: '51817.34', credit: '100.00', closingDebit: '51717.34', yearDebit: '1817.34', yearCredit: '100.00' });
    expect(res.data!.rows.every((x) => x.level === 1)).toBe(true);
  });

  it('refuses a range that ends before it starts, without a session, and for another company shows its own book only', async () => {
    const bad = await post(emp, l.balance, { from: '2026-04', to: '2026-03' });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('from');
    expect((await t.call({ method: 'POST', url: l.balance.path, payload: { from: '2026-03', to: '2026-03' } })).status).toBe(401);
    const other = await post(outsider, l.balance, { from: '2026-03', to: '2026-03' });
    expect(other.data!.rows.find((x) => x.code === '1002')).toMatchObject({ closingDebit: '777.00' });
    expect(other.data!.totals.closingDebit).toBe('777.00');
  });
});

describe('总账 and 明细账', () => {
  it('lists a level-1 subject per month with opening, movements, closing and 本年累计', async () => {
    const res = await post(emp, l.general, { from: '2026-03', to: '2026-04', subjectCode: '1002' });
    expect(res.data).toEqual([
      { code: '1002', name: '银行存款', period: '2026-03', opening: '50000.00', openingSide: '借', debit: '1817.34', credit: '0.00', closing: '51817.34', closingSide: '借', yearDebit: '1817.34', yearCredit: '0.00' },
      { code: '1002', name: '银行存款', period: '2026-04', opening: '51817.34', openingSide: '借', debit: '0.00', credit: '100.00', closing: '51717.34', closingSide: '借', yearDebit: '1817.34', yearCredit: '100.00' },
    ]);
  });

  it('lists a subject\'s posted lines with the running balance and its side, across pages', async () => {
    const first = await post(emp, l.detail, { from: '2026-03', to: '2026-04', subjectCode: '1122', page: 1, size: 1 });
    expect(first.data).toMatchObject({ total: 2, code: '1122', opening: '0.00', openingSide: '平', debit: '617.34', credit: '617.34', closing: '0.00', closingSide: '平' });
    expect(first.data!.rows).toEqual([expect.objectContaining({ voucherNo: '记-0001', summary: 'A1', subjectCode: '112201', debit: '617.34', credit: '0.00', balance: '617.34', side: '借' })]);
    const second = await post(emp, l.detail, { from: '2026-03', to: '2026-04', subjectCode: '1122', page: 2, size: 1 });
    expect(second.data!.rows).toEqual([expect.objectContaining({ voucherNo: '记-0002', credit: '617.34', balance: '0.00', side: '平' })]);
    const cash = await post(emp, l.detail, { from: '2026-03', to: '2026-04', subjectCode: '1002', page: 1, size: 10 });
    expect(cash.data!.rows.map((x) => x.balance)).toEqual(['50617.34', '51817.34', '51717.34']);
    expect((await post(emp, l.detail, { from: '2026-03', to: '2026-04', subjectCode: '9999', page: 1, size: 10 })).status).toBe(404);
  });

  it('exports the subject balances as an audited workbook', async () => {
    const res = await t.call({ method: 'POST', url: l.exportBalance.path, headers: await t.as(emp).headers(), payload: { from: '2026-03', to: '2026-03', level: 1, ...purpose } });
    expect(res.status).toBe(200);
    const sheets = await readXlsx(res.response.rawPayload);
    const rows = Object.values(sheets)[0]!;
    expect(rows[0]).toEqual(['科目编码', '科目名称', '期初借方', '期初贷方', '本期借方', '本期贷方', '期末借方', '期末贷方', '本年累计借方', '本年累计贷方']);
    expect(rows.find((x) => x[0] === '1002')?.[6]).toBe('51817.34');
    expect(rows[rows.length - 1]?.[1]).toBe('合计（平衡）');
    const noPurpose = await t.call({ method: 'POST', url: l.exportBalance.path, headers: await t.as(emp).headers(), payload: { from: '2026-03', to: '2026-03' } });
    expect(noPurpose.status).toBe(400);
  });
});

describe('资产负债表 and 利润表', () => {
  it('computes the balance sheet of 2026-03 with the check pair balanced', async () => {
    const res = await post(emp, r.reporting, { period: '2026-03' });
    expect(res.status).toBe(200);
    const row = (name: string) => res.data!.find((x) => x.name === name);
    expect(row('货币资金')).toMatchObject({ total1: '51817.34', total2: '50000.00', category: 11, type: 2 });
    expect(row('预收款项') ?? row('预收账款')).toMatchObject({ total1: '1200.00' });
    expect(row('应交税费')).toMatchObject({ total1: '34.94' });
    expect(row('资产总计')).toMatchObject({ total1: '51817.34', type: 5 });
    const claims = row('负债和所有者权益总计')!;
    expect(claims).toMatchObject({ total1: '51817.34', should: '51817.34', actual: '51817.34', category: 12 });
    const heading = res.data!.find((x) => x.type === 1)!;
    expect(res.data!.some((x) => x.parentId === heading.id)).toBe(true);
  });

  it('computes the income statement of a period and of a range, 本年累计 from January', async () => {
    const march = await post(emp, r.reporting2, { period: '2026-03' });
    const row = (rows: typeof march.data, name: string) => rows!.find((x) => x.name === name);
    expect(row(march.data, '一、营业收入')).toMatchObject({ total1: '582.40', total2: '582.40' });
    expect(row(march.data, '四、净利润')).toMatchObject({ total1: '582.40', should: '582.40', actual: '582.40' });
    const april = await post(emp, r.reporting2, { from: '2026-04', to: '2026-04' });
    expect(row(april.data, '一、营业收入')).toMatchObject({ total1: '0.00', total2: '582.40' });
    expect((await post(emp, r.reporting2, { from: '2025-12', to: '2026-01' })).status).toBe(400);
  });

  it('refuses a formula with an unknown subject when the row is saved (A18), saves a valid one', async () => {
    const def = await post(emp, r.definition, { kind: 'balance_sheet' });
    const cash = def.data!.rows.find((x) => x.name === '货币资金')!;
    const put = (who: TestUser, body: object, id = cash.id) => t.as(who).put(r.updateRow.path.replace(':id', String(id)), body);
    const bad = await put(supervisor, { formula1: 'SUBJ(1999,QM)' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('科目1999不存在');
    // a syntax error and a row that does not exist are refused at save too, naming the line
    const syntax = await put(supervisor, { formula1: 'SUBJ(1001,QM)*2' });
    expect([syntax.status, syntax.body.msg]).toEqual([400, expect.stringMatching(/^第\d+行：/)]);
    expect((await put(supervisor, { formula2: 'ROW(999)' })).status).toBe(400);
    // nothing of a refused save was written
    expect((await post(emp, r.definition, { kind: 'balance_sheet' })).data!.rows.find((x) => x.id === cash.id)).toEqual(cash);
    const ok = await put(supervisor, { formula1: 'SUBJ(1001,QM)+SUBJ(1002,QM)', name: '货币资金' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id: cash.id, formula1: 'SUBJ(1001,QM)+SUBJ(1002,QM)' });
    const sheet = await post(emp, r.reporting, { period: '2026-03' });
    expect(sheet.data!.find((x) => x.name === '货币资金')).toMatchObject({ total1: '51817.34' });
    // Another company cannot change this company's row.
    expect((await put(outsider, { formula1: 'SUBJ(1001,QM)' })).status).toBe(403);
    const outsiderSa = await buildUser(t.database.db, { companyId: outsider.companyId, role: 'sa' });
    expect((await put(outsiderSa, { formula1: 'SUBJ(1001,QM)' })).status).toBe(404);
    expect((await post(emp, r.reporting, { period: '2026-03', companyId: outsider.companyId })).status).toBe(404);
  });

  it('keeps the formulas to the supervisors (sa, super): staff read them, a change is refused 403', async () => {
    const def = await post(emp, r.definition, { kind: 'income' });
    expect(def.status).toBe(200);
    const row = def.data!.rows.find((x) => x.type === 2)!;
    const res = await t.as(emp).put(r.updateRow.path.replace(':id', String(row.id)), { formula1: row.formula1 });
    expect([res.status, res.body.msg]).toEqual([403, '报表公式只能由会计主管修改']);
  });
});
