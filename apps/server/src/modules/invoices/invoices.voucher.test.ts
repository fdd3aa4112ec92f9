import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chargingVoucherEndpoints as e } from '@pm/contracts';
import { startEinvoiceVendor, type RunningEinvoiceVendor } from '@pm/einvoice-vendor';
import { dec } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildBook } from '../../../test/factories/assets-book';
import { buildInvoiceWorld, paidAtCounter, settled, type InvoiceWorld, type RequestView } from '../../../test/factories/invoices';
import { releasedLines } from '../../../test/factories/settlement';
import { einvoiceConfigFromFake } from '../einvoice/index';

// 销项税额 on the charging-day voucher (issue 33): revenue is booked net of tax at each item's own rate from its tax
// setup (物业 6 %, 停车 9 %, 免税 0), the rest to 应交增值税(销项税额); every voucher and the company's books stay
// balanced with invoices issued and red-lettered (invoicing itself books nothing: the tax arose with the revenue).

let fake: RunningEinvoiceVendor;
let t: TestApp;
let w: InvoiceWorld;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const period = today.slice(0, 7);

beforeAll(async () => {
  fake = await startEinvoiceVendor({ port: 0, logLevel: 'silent', timing: { issueDelayMs: 20, sealDelayMs: 10, confirmDelayMs: 10 } });
  t = await createTestApp({ einvoice: einvoiceConfigFromFake(fake) });
  w = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 2 });
  await buildBook(t.database.db, w.companyId, { startPeriod: period, periods: [period] });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('销项税额 on the charging-day voucher', () => {
  it('books revenue net of each item’s rate and the tax to 222101, balanced, with an invoice issued and red-lettered', async () => {
    const exempt = await t.as(w.clerk).put<unknown>(`/api/invoices/tax-setup/items/${w.items.once}`, { taxCode: '3040801010000000000', rate: '0', policyFlag: '03' });
    expect(exempt.status, JSON.stringify(exempt.body)).toBe(200);
    await releasedLines(t.database.db, w, w.houses[1]!.id, [
      { period, net: '1060.00', due: today, itemId: w.items.property },
      { period, net: '1090.00', due: today, itemId: w.items.parking },
      { period, net: '200.00', due: today, itemId: w.items.once },
    ]);
    // the day also has a payment invoiced and then reversed with its red letter
    const paymentId = await paidAtCounter(t, w, w.houses[0]!.id, [{ itemId: w.items.property, amount: '530.00' }]);
    const asked = await t.as(w.clerk).post<{ requests: RequestView[] }>('/api/invoices/requests', { paymentId });
    expect((await settled(t, w.clerk, asked.body.data.requests[0]!.id)).state).toBe('issued');
    expect((await t.as(w.clerk).post<unknown>('/api/settle/reverse', { paymentId, reason: '收错房屋' })).status).toBe(200);
    const reds = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { paymentId, direction: 'red' });
    expect((await settled(t, w.clerk, reds.body.data.rows[0]!.id)).state).toBe('issued');

    const made = await t.as(w.clerk).post<unknown>(e.generateChargingVouchers.path, { dateFrom: today, dateTo: today });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { created } = e.generateChargingVouchers.output.parse(made.body.data);
    const released = created.find((v) => v.tender === null)!;
    const credit = (code: string) => released.lines.filter((l) => l.subjectCode === code).reduce((s, l) => s.plus(dec(l.credit)), dec('0')).toFixed(2);
    // 1060.00 at 6 % → 60.00; 1090.00 at 9 % → 90.00; 免税 200.00 → 0; and the 530.00 line paid (6 %) → 30.00
    expect(credit('222101')).toBe('180.00');
    const revenue = released.lines.filter((l) => l.subjectCode !== '222101').reduce((s, l) => s.plus(dec(l.credit)), dec('0'));
    expect(revenue.toFixed(2)).toBe('2700.00'); // 1000.00 + 1000.00 + 200.00 + 500.00
    for (const v of created) {
      const d = v.lines.reduce((s, l) => s.plus(dec(l.debit)), dec('0'));
      const c = v.lines.reduce((s, l) => s.plus(dec(l.credit)), dec('0'));
      expect(d.equals(c), `voucher ${v.id}`).toBe(true);
    }
    const [books] = await t.database.db.execute<{ debit: string; credit: string }>(sql`
      select coalesce(sum(l.debit), 0)::text as debit, coalesce(sum(l.credit), 0)::text as credit
      from acct_voucher_lines l join acct_vouchers v on v.id = l.voucher_id where v.company_id = ${w.companyId}`);
    expect(dec(books!.debit).equals(dec(books!.credit))).toBe(true);
  });
});
