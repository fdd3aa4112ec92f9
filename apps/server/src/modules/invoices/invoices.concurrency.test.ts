import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEinvoiceVendor, type RunningEinvoiceVendor } from '@pm/einvoice-vendor';
import type { Db } from '@pm/db';
import { fromDatabaseError } from '../../errors/db-errors';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildInvoiceWorld, invoicedOf, paidAtCounter, settled, type InvoiceWorld, type RequestView } from '../../../test/factories/invoices';
import { einvoiceConfigFromFake } from '../einvoice/index';
import * as repo from './invoices.repo';
import { newRequestNo } from './request-invoice';
import './invoices.errors';

// The database's guard: a receipt line is never invoiced beyond what was paid, however many ask at once. The
// races need several connections: PostgreSQL only (PGlite serves one at a time); the serial refusal runs on both.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let fake: RunningEinvoiceVendor;
let t: TestApp;
let w: InvoiceWorld;
const db = () => t.database.db;

beforeAll(async () => {
  fake = await startEinvoiceVendor({ port: 0, logLevel: 'silent', timing: { issueDelayMs: 20, sealDelayMs: 10, confirmDelayMs: 10 } });
  t = await createTestApp({ einvoice: einvoiceConfigFromFake(fake) });
  w = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 4 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A request with one line invoicing `covered` of the allocation, written straight through the repository (no payment lock). */
async function rawRequest(database: Db, paymentId: number, allocationId: number, covered: string) {
  return database.transaction(async (tx) => {
    const r = await repo.insertRequest(tx, {
      companyId: w.companyId,
      estateId: w.estateId,
      houseId: w.houses[0]!.id,
      paymentId,
      direction: 'blue',
      buyerType: 'person',
      buyerName: '张三',
      requestNo: newRequestNo(),
      net: covered,
      tax: '0.00',
      gross: covered,
    });
    await repo.insertLines(tx, [
      { companyId: w.companyId, requestId: r.id, seq: 1, allocationId, itemId: w.items.property, name: '物业服务', taxCode: '3040801010000000000', rate: '0', policyFlag: '03', covered, gross: covered, net: covered, tax: '0.00' },
    ]);
    return r.id;
  });
}

describe('the guard on what is invoiced', () => {
  it('refuses a line beyond what the receipt line paid, and a red beyond what was invoiced', async () => {
    const paymentId = await paidAtCounter(t, w, w.houses[1]!.id, [{ itemId: w.items.property, amount: '100.00' }]);
    const [allocation] = await invoicedOf(db(), paymentId);
    await rawRequest(db(), paymentId, allocation!.allocation_id, '60.00');
    const over = await rawRequest(db(), paymentId, allocation!.allocation_id, '40.01').catch((e: unknown) => e);
    expect(fromDatabaseError(over)).toMatchObject({ status: 409, errorCode: 'invoices.over_invoiced' });
    await rawRequest(db(), paymentId, allocation!.allocation_id, '40.00');
    const red = await rawRequest(db(), paymentId, allocation!.allocation_id, '-100.01').catch((e: unknown) => e);
    expect(fromDatabaseError(red)).toMatchObject({ status: 409, errorCode: 'invoices.over_red' });
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['100.00']);
  });
});

describe.skipIf(!onPostgres)('many requests for one payment at once (PostgreSQL)', () => {
  it('issues exactly one of twelve parallel requests; the others get a Chinese 409 and nothing is invoiced twice', async () => {
    const paymentId = await paidAtCounter(t, w, w.houses[0]!.id, [
      { itemId: w.items.property, amount: '1272.00' },
      { itemId: w.items.parking, amount: '3600.00' },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.as(w.clerk).post<{ requests: RequestView[] }>('/api/invoices/requests', { paymentId })),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status !== 200);
    expect(won).toHaveLength(1);
    expect(new Set(lost.map((a) => a.status))).toEqual(new Set([409]));
    for (const a of lost) expect(a.body.msg).toMatch(/没有可开票的金额|超过该收款已收未开票的金额/);
    const rows = await invoicedOf(db(), paymentId);
    expect(rows.map((r) => [r.paid, r.invoiced])).toEqual([
      ['1272.00', '1272.00'],
      ['3600.00', '3600.00'],
    ]);
    expect((await settled(t, w.clerk, won[0]!.body.data.requests[0]!.id)).state).toBe('issued');
  });

  it('lets the database alone keep the sum within what was paid when the payment lock is bypassed', async () => {
    const paymentId = await paidAtCounter(t, w, w.houses[2]!.id, [{ itemId: w.items.property, amount: '1000.00' }]);
    const [allocation] = await invoicedOf(db(), paymentId);
    const tries = await Promise.allSettled(Array.from({ length: 10 }, () => rawRequest(db(), paymentId, allocation!.allocation_id, '300.00')));
    const committed = tries.filter((x) => x.status === 'fulfilled');
    expect(committed).toHaveLength(3);
    for (const x of tries)
      if (x.status === 'rejected') expect(fromDatabaseError(x.reason)).toMatchObject({ status: 409, message: expect.stringContaining('超过该收款已收未开票的金额') });
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['900.00']);
  });

  it('a 冲红 racing a request for the same payment leaves nothing invoiced of the reversed receipt', async () => {
    for (let round = 0; round < 4; round++) {
      const paymentId = await paidAtCounter(t, w, w.houses[3]!.id, [{ itemId: w.items.property, amount: '50.00' }]);
      const [asked, reversed] = await Promise.all([
        t.as(w.clerk).post<{ requests: RequestView[] }>('/api/invoices/requests', { paymentId }),
        t.as(w.clerk).post<unknown>('/api/settle/reverse', { paymentId, reason: '收错房屋' }),
      ]);
      if (reversed.status !== 200) {
        // the request was taken first and is being issued: the reversal says so, and waits for the outcome
        expect(reversed.body.msg).toBe('该收款的发票正在开具中，请待开具结果后再冲红收款');
        continue;
      }
      if (asked.status === 200) expect(['cancelled', 'issued', 'reversed']).toContain((await settled(t, w.clerk, asked.body.data.requests[0]!.id)).state);
      else expect(asked.body.msg).toBe('该收款已冲红，不能开具发票');
      const reds = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { paymentId, direction: 'red' });
      for (const red of reds.body.data.rows) await settled(t, w.clerk, red.id);
      expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual([asked.status === 200 ? '0.00' : '0']);
    }
  });
});
