import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, PlatformFeeBill, PlatformFeeBillList, PlatformFeePayment } from '@pm/contracts';
import { schema } from '@pm/db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';

let t: TestApp;
const u: Record<'platformSa' | 'staffA' | 'saA' | 'govA' | 'staffB', TestUser> = {} as never;
let tenantA = 0;
let tenantB = 0;

/** A platform (root company), two tenants below it, a year of bills each; tenant A paid January in full. */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const root = await buildCompany(db, { level: 1, type: 'AB' });
  tenantA = (await buildCompany(db, { parentId: root.id })).id;
  tenantB = (await buildCompany(db, { parentId: root.id })).id;
  u.platformSa = await buildUser(db, { companyId: root.id, role: 'sa' });
  u.staffA = await buildUser(db, { companyId: tenantA, role: 'emp', name: '王晓燕' });
  u.saA = await buildUser(db, { companyId: tenantA, role: 'sa' });
  u.govA = await buildUser(db, { companyId: tenantA, role: 'gov' });
  u.staffB = await buildUser(db, { companyId: tenantB, role: 'emp' });
  for (const companyId of [tenantA, tenantB]) {
    const rows = await db
      .insert(schema.platformFeeBills)
      .values(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((period) => ({
        companyId, period, houses: 1203, flatFee: '500.00', perHouseFee: '0.35', amount: '921.05', dueDate: `${period}-15`,
      })))
      .returning();
    await db.insert(schema.platformFeePayments).values({ billId: rows[0]!.id, companyId, amount: '921.05', method: 'transfer', paidBy: u.staffA.id });
    await db.insert(schema.platformFeePayments).values({ billId: rows[1]!.id, companyId, amount: '400.00', method: 'transfer', paidBy: u.staffA.id });
  }
});
afterAll(() => t.close());

const bills = async (user: TestUser, query = '') => {
  const res = await t.as(user).get(`/api/platform-fees/bills${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelopeOf(PlatformFeeBillList).parse(res.body).data!;
};

describe('服务器管理收费 bills', () => {
  it('answer 401 without a session and 403 for a role outside the list', async () => {
    expect((await t.call({ method: 'GET', url: '/api/platform-fees/bills' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/platform-fees/payments', payload: {} })).status).toBe(401);
    expect((await t.as(u.govA).get('/api/platform-fees/bills')).status).toBe(403);
  });

  it('show a tenant only its own bills, with paid and outstanding as exact decimals', async () => {
    const list = await bills(u.staffA);
    expect(list.platform).toBe(false);
    expect(list.bills.length).toBeGreaterThan(0);
    expect(list.bills.every((b) => b.companyId === tenantA)).toBe(true);
    expect(list.bills.find((b) => b.period === '2026-01')).toMatchObject({ status: 'paid', outstanding: '0.00', paid: '921.05' });
    expect(list.bills.find((b) => b.period === '2026-02')).toMatchObject({ status: 'overdue', outstanding: '521.05', paid: '400.00' });
    expect(list.totals).toEqual({ amount: '4605.25', paid: '1321.05', outstanding: '3284.20' });
    const unpaid = await bills(u.staffA, '?status=unpaid');
    expect(unpaid.bills.every((b) => b.status !== 'paid')).toBe(true);
    // The totals are the exact sums of the rows.
    const cents = (s: string) => BigInt(s.replace('.', ''));
    expect(cents(unpaid.totals.outstanding)).toBe(unpaid.bills.reduce((s, b) => s + cents(b.outstanding), 0n));
  });

  it('let the platform administrator see every tenant, one tenant by id, and refuse another company to a tenant (404)', async () => {
    const all = await bills(u.platformSa);
    expect(all.platform).toBe(true);
    expect(new Set(all.bills.map((b) => b.companyId))).toEqual(new Set([tenantA, tenantB]));
    const hz = tenantB;
    const one = await bills(u.platformSa, `?companyId=${hz}`);
    expect(one.bills.every((b) => b.companyId === hz)).toBe(true);
    expect((await t.as(u.staffA).get(`/api/platform-fees/bills?companyId=${hz}`)).status).toBe(404);
    // A company's own sa is not the platform's.
    expect((await bills(u.saA)).platform).toBe(false);
    const hzBill = one.bills[0]!;
    expect((await t.as(u.staffA).get(`/api/platform-fees/bills/${hzBill.id}/payments`)).status).toBe(404);
    expect((await t.as(u.staffA).post('/api/platform-fees/payments', { billId: hzBill.id, amount: '1.00', method: 'transfer' })).status).toBe(404);
  });

  it('answer 400 naming the field for bad input', async () => {
    const open = (await bills(u.staffA, '?status=unpaid')).bills[0]!;
    const bad = async (body: object, path: string) => {
      const res = await t.as(u.staffA).post<unknown>('/api/platform-fees/payments', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { details: { path: string }[] }).details[0]?.path).toBe(path);
    };
    await bad({ billId: open.id, amount: '-1', method: 'transfer' }, 'amount');
    await bad({ billId: open.id, amount: '1.001', method: 'transfer' }, 'amount');
    await bad({ billId: open.id, amount: '0', method: 'transfer' }, 'amount');
    await bad({ billId: open.id, amount: '1.00', method: 'cheque' }, 'method');
    await bad({ billId: 'x', amount: '1.00', method: 'transfer' }, 'billId');
    expect((await t.as(u.staffA).get('/api/platform-fees/bills?status=nope')).status).toBe(400);
  });

  it('record a payment as a new row, refuse more than is outstanding and a paid bill', async () => {
    const open = (await bills(u.staffA, '?status=unpaid')).bills.find((b) => b.paid === '0.00')!;
    const res = await t.as(u.staffA).post('/api/platform-fees/payments', { billId: open.id, amount: '0.10', method: 'online', reference: 'WX001' });
    expect(res.status).toBe(200);
    const after = envelopeOf(PlatformFeeBill).parse(res.body).data!;
    expect(after.paid).toBe('0.10');
    const over = await t.as(u.staffA).post<unknown>('/api/platform-fees/payments', { billId: open.id, amount: open.amount, method: 'transfer' });
    expect(over.status).toBe(409);
    expect((over.body as { errorCode: string }).errorCode).toBe('platform_fees.overpaid');
    const rest = await t.as(u.staffA).post('/api/platform-fees/payments', { billId: open.id, amount: after.outstanding, method: 'transfer' });
    expect(envelopeOf(PlatformFeeBill).parse(rest.body).data).toMatchObject({ status: 'paid', outstanding: '0.00', paid: open.amount });
    const again = await t.as(u.staffA).post<unknown>('/api/platform-fees/payments', { billId: open.id, amount: '0.01', method: 'transfer' });
    expect((again.body as { errorCode: string }).errorCode).toBe('platform_fees.bill_paid');
    const payments = envelopeOf(z.array(PlatformFeePayment)).parse((await t.as(u.staffA).get(`/api/platform-fees/bills/${open.id}/payments`)).body).data!;
    expect(payments.map((p) => p.amount)).toEqual(['0.10', after.outstanding]);
    expect(payments[0]).toMatchObject({ method: 'online', reference: 'WX001', paidByName: '王晓燕' });
  });

  it('refuses a payment by the platform administrator (403)', async () => {
    const open = (await bills(u.platformSa, '?status=unpaid')).bills[0]!;
    expect((await t.as(u.platformSa).post('/api/platform-fees/payments', { billId: open.id, amount: '1.00', method: 'transfer' })).status).toBe(403);
  });

  it('pays exactly once when two payments of the whole outstanding arrive together', async () => {
    const open = (await bills(u.staffA, '?status=unpaid')).bills.find((b) => b.status !== 'paid')!;
    const pay = () => t.as(u.staffA).post('/api/platform-fees/payments', { billId: open.id, amount: open.outstanding, method: 'transfer' });
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const [sum] = await t.database.db.execute<{ paid: string }>(
      sql`select sum(amount)::numeric(14,2)::text as paid from platform_fee_payments where bill_id = ${open.id}`,
    );
    expect(sum?.paid).toBe(open.amount);
  });

  it('keeps bills and payments append-only in the database', async () => {
    await expect(t.database.db.execute(sql`update platform_fee_bills set amount = 0`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from platform_fee_payments`)).rejects.toThrow();
    const [bill] = await t.database.db.select().from(schema.platformFeeBills).limit(1);
    // Past the guard in code: the trigger still refuses an overpayment.
    await expect(
      t.database.db.insert(schema.platformFeePayments).values({ billId: bill!.id, companyId: bill!.companyId, amount: '999999.00', method: 'cash', paidBy: 1 }),
    ).rejects.toThrow();
  });
});
