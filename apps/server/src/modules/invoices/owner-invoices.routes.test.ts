import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerInvoiceEndpoints as o, type OwnerInvoiceRow } from '@pm/contracts';
import { startEinvoiceVendor, type RunningEinvoiceVendor } from '@pm/einvoice-vendor';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildInvoiceWorld, paidAtCounter, type InvoiceWorld } from '../../../test/factories/invoices';
import { ownerAuthorization, ownerOnFile } from '../../../test/factories/owner-portal';
import { einvoiceConfigFromFake } from '../einvoice/index';

// 电子发票 in the 业主端, on PGlite and PostgreSQL: an owner asks for the invoice of a payment of their house with a
// person's title, the job issues it through the fake platform and the owner downloads the PDF; nothing is left to ask
// twice; another house's payment and its invoice answer 404, a staff token 401.

let fake: RunningEinvoiceVendor;
let t: TestApp;
let w: InvoiceWorld;
const PHONE = '13912345678';
let asOwner: { authorization: string };

beforeAll(async () => {
  fake = await startEinvoiceVendor({
    port: 0,
    logLevel: 'silent',
    timing: { issueDelayMs: 20, sealDelayMs: 10, confirmDelayMs: 10, callbackTimeoutMs: 300, callbackRetryDelayMs: 0 },
  });
  t = await createTestApp({ einvoice: einvoiceConfigFromFake(fake) });
  w = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 2, ownerType: '1' });
  await ownerOnFile(t.database.db, w.companyId, w.houses[0]!.id, { name: '李业主', mobile: PHONE, idNumber: '310101199001011234' });
  asOwner = await ownerAuthorization(t.database.db, PHONE);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = asOwner) =>
  t.call<{ code: number; msg: string; data: unknown }>({ method, url, headers, ...(payload ? { payload } : {}) });
const invoicesOf = async (paymentId: number) => {
  const res = await call('GET', `/api/owner/payments/${paymentId}/invoices`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return o.paymentInvoices.output.parse(res.body.data);
};

describe('电子发票 in the 业主端', () => {
  it('an owner asks for the invoice of their payment as a person, it is issued and the PDF downloads', async () => {
    const paymentId = await paidAtCounter(t, w, w.houses[0]!.id, [{ itemId: w.items.property, amount: '530.00' }]);
    expect(await invoicesOf(paymentId)).toEqual([]);

    const asked = await call('POST', `/api/owner/payments/${paymentId}/invoices`, { buyer: { kind: 'person', name: '李业主', phone: PHONE } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const [row] = o.requestInvoice.output.parse(asked.body.data);
    expect(row).toMatchObject({ direction: 'blue', buyerType: 'person', buyerName: '李业主', gross: '530.00', hasPdf: false });

    let issued: OwnerInvoiceRow | undefined;
    await expect
      .poll(async () => {
        issued = (await invoicesOf(paymentId)).find((r) => r.id === row!.id);
        return issued?.state;
      }, { timeout: 20_000, interval: 200 })
      .toBe('issued');
    expect(issued).toMatchObject({ stateText: '已开具', hasPdf: true });
    expect(issued!.invoiceNumber).toMatch(/^\d{20}$/);
    expect(issued!.issuedAt).not.toBeNull();

    const pdf = await t.call({ method: 'GET', url: `/api/owner/invoices/${row!.id}/pdf`, headers: asOwner });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const again = await call('POST', `/api/owner/payments/${paymentId}/invoices`, { buyer: { kind: 'person', name: '李业主' } });
    expect([again.status, again.body.msg]).toEqual([409, '该收款没有可开票的金额（已全部开票，或只有押金、代收代付等不开票的款项）']);
  });

  it('refuses a company title without a valid tax id, with the reason', async () => {
    const paymentId = await paidAtCounter(t, w, w.houses[0]!.id, [{ itemId: w.items.property, amount: '100.00' }]);
    const res = await call('POST', `/api/owner/payments/${paymentId}/invoices`, { buyer: { kind: 'company', name: '某某科技有限公司', taxId: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('购买方纳税人识别号格式不正确');
    expect(await invoicesOf(paymentId)).toEqual([]);
  });

  it("another house's payment and its invoice answer 404; a staff token is not an owner's", async () => {
    const theirs = await paidAtCounter(t, w, w.houses[1]!.id, [{ itemId: w.items.parking, amount: '300.00' }]);
    const staffAsked = await t.as(w.clerk).post<{ requests: { id: number }[] }>('/api/invoices/requests', { paymentId: theirs });
    expect(staffAsked.status, JSON.stringify(staffAsked.body)).toBe(200);
    const list = await call('GET', `/api/owner/payments/${theirs}/invoices`);
    expect([list.status, list.body.msg]).toEqual([404, '未找到该收款记录！']);
    const ask = await call('POST', `/api/owner/payments/${theirs}/invoices`, { buyer: { kind: 'person', name: '李业主' } });
    expect(ask.status).toBe(404);
    const pdf = await call('GET', `/api/owner/invoices/${staffAsked.body.data.requests[0]!.id}/pdf`);
    expect([pdf.status, pdf.body.msg]).toEqual([404, '未找到该开票申请！']);
    const asStaff = await call('GET', `/api/owner/payments/${theirs}/invoices`, undefined, await t.as(w.clerk).headers());
    expect(asStaff.status).toBe(401);
  });
});
