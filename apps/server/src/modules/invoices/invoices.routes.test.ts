import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '@pm/domain';
import { startEinvoiceVendor, type RunningEinvoiceVendor } from '@pm/einvoice-vendor';
import { nuonuoSign } from '@pm/einvoice-vendor/testing';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildUser } from '../../../test/factories/users';
import { buildInvoiceWorld, invoicedOf, paidAtCounter, settled, type InvoiceWorld, type RequestView } from '../../../test/factories/invoices';
import type { Session } from '../../http/session';
import { einvoiceConfigFromFake, NuonuoEinvoiceClient } from '../einvoice/index';
import { issueRequest, PlatformUnavailable, StillIssuing, type IssueDeps } from './issue-invoice';
import { writeRequests } from './request-invoice';

// 电子发票 through HTTP with the fake platform in-process, on PGlite and PostgreSQL: requests from counter payments
// issued once whatever the retries, failures with the platform's words, red letters for a reversed receipt and a
// partial one (G10), the signed callback, tenant scope and rights. The parallel tests are in
// invoices.concurrency.test.ts (PostgreSQL).

let fake: RunningEinvoiceVendor;
let t: TestApp;
let w: InvoiceWorld;
let other: InvoiceWorld;
const db = () => t.database.db;

beforeAll(async () => {
  fake = await startEinvoiceVendor({
    port: 0,
    logLevel: 'silent',
    timing: { issueDelayMs: 20, sealDelayMs: 10, confirmDelayMs: 10, callbackTimeoutMs: 300, callbackRetryDelayMs: 0 },
  });
  t = await createTestApp({ einvoice: einvoiceConfigFromFake(fake) });
  w = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 6 });
  other = await buildInvoiceWorld(t, fake.sellerTaxNums[1]!, { houses: 1 });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const house = (i: number) => w.houses[i]!.id;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sessionOf = (world: InvoiceWorld): Session => ({
  userId: world.clerk.id,
  companyId: world.companyId,
  role: 'emp',
  username: world.clerk.username,
  jti: 'test',
  exp: 0,
  mustChangePassword: false,
  menuStamp: 0,
});
/** The issue work as a job delivery does it, through a client that gives up after 300 ms. */
const impatient = (pollMs = 10_000): IssueDeps => ({
  db: db(),
  platform: new NuonuoEinvoiceClient(einvoiceConfigFromFake(fake), { timeoutMs: 300 }),
  callbackUrl: undefined,
  pollMs,
});
/** A request written as the counter writes it, but with no job sending it (the test sends it). */
const unsentRequest = async (paymentId: number) => {
  const [id] = await db().transaction((tx) => writeRequests(tx, sessionOf(w), { paymentId }));
  return id!;
};
const request = async (paymentId: number, buyer?: object) => {
  const res = await t.as(w.clerk).post<{ requests: RequestView[] }>('/api/invoices/requests', { paymentId, ...(buyer ? { buyer } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.requests;
};
const atFake = (requestNo: string) => fake.knobs.invoices().filter((i) => i.orderNo === requestNo);

describe('tax setup (收费规则)', () => {
  it('lists every charge item with its tax code and rate, and refuses rates and codes the platforms do not take', async () => {
    const setup = await t.as(w.clerk).get<{ seller: { sellerTaxId: string; mergeMode: string }; items: { itemId: number; rate: string | null; taxCode: string | null }[] }>('/api/invoices/tax-setup');
    expect(setup.status).toBe(200);
    expect(setup.body.data.seller).toMatchObject({ sellerTaxId: w.sellerTaxId, mergeMode: 'merged' });
    const items = setup.body.data.items;
    expect(items.find((i) => i.itemId === w.items.property)).toMatchObject({ rate: '0.06', taxCode: '3040801010000000000' });
    expect(items.find((i) => i.itemId === w.items.water)).toMatchObject({ rate: null, taxCode: null });

    const put = (itemId: number, body: object) => t.as(w.clerk).put<unknown>(`/api/invoices/tax-setup/items/${itemId}`, body);
    const sevenPercent = await put(w.items.water, { taxCode: '1100301010000000000', rate: '0.07' });
    expect([sevenPercent.status, sevenPercent.body.msg]).toEqual([400, expect.stringContaining('不是可用的税率')]);
    const shortCode = await put(w.items.water, { taxCode: '11003', rate: '0.09' });
    expect([shortCode.status, shortCode.body.msg]).toEqual([400, expect.stringContaining('19位数字')]);
    const zeroWithoutPolicy = await put(w.items.water, { taxCode: '1100301010000000000', rate: '0' });
    expect([zeroWithoutPolicy.status, zeroWithoutPolicy.body.msg]).toEqual([400, '税率为0时请选择优惠政策（免税或不征税）']);
    const simplified = await put(w.items.water, { taxCode: '1100301010000000000', rate: '0.03', policyFlag: '01' });
    expect(simplified.status).toBe(200);
    expect(simplified.body.data).toMatchObject({ rate: '0.03', policyFlag: '01', priceIncludesTax: true });

    const badSeller = await t.as(w.clerk).put<unknown>('/api/invoices/tax-setup/seller', { sellerName: '某物业', sellerTaxId: '91310115MA1K4PM3XD' });
    expect([badSeller.status, badSeller.body.msg]).toEqual([400, '销方税号应为18位统一社会信用代码（校验位正确）']);
    const othersItem = await put(other.items.water, { taxCode: '1100301010000000000', rate: '0.09' });
    expect(othersItem.status).toBe(404);
  });
});

describe('requests at the counter', () => {
  it('issues one invoice for a company owner’s payment of 物业费 and 停车费 (G3), with its 20-digit number and files', async () => {
    const paymentId = await paidAtCounter(t, w, house(0), [
      { itemId: w.items.property, amount: '1272.00' },
      { itemId: w.items.parking, amount: '3600.00' },
    ]);
    const [asked] = await request(paymentId);
    expect(asked).toMatchObject({ direction: 'blue', buyerType: 'company', net: '4502.75', tax: '369.25', gross: '4872.00' });
    expect(asked!.lines.map((l) => [l.rate, l.gross, l.net, l.tax])).toEqual([
      ['0.06', '1272.00', '1200.00', '72.00'],
      ['0.09', '3600.00', '3302.75', '297.25'],
    ]);
    const done = await settled(t, w.clerk, asked!.id);
    expect(done).toMatchObject({ state: 'issued', stateText: '已开具', failReason: '' });
    expect(done.invoice!.number).toMatch(/^\d{20}$/);
    expect(done.invoiceNumber).toBe(done.invoice!.number);
    expect(done.invoice).toMatchObject({ direction: 'blue', net: '4502.75', tax: '369.25', gross: '4872.00' });
    expect(done.invoice!.pdfUrl).toMatch(/^http/);
    expect(done.invoice!.ofdUrl).toMatch(/^http/);
    expect(atFake(done.requestNo)).toHaveLength(1);
    const pdf = await t.call({ method: 'GET', url: `/api/invoices/requests/${done.id}/file/pdf`, headers: await t.as(w.clerk).headers() });
    expect(pdf.status).toBe(200);
    expect(pdf.response.headers['content-type']).toBe('application/pdf');
    expect(pdf.response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(String(pdf.response.headers['content-disposition'])).toContain(encodeURIComponent(`发票${done.invoice!.number}.pdf`));
    const xml = await t.call({ method: 'GET', url: `/api/invoices/requests/${done.id}/file/xml`, headers: await t.as(w.clerk).headers() });
    expect([xml.status, xml.response.headers['content-type']]).toEqual([200, 'application/xml']);
    const strangers = await t.call({ method: 'GET', url: `/api/invoices/requests/${done.id}/file/pdf`, headers: await t.as(other.clerk).headers() });
    expect(strangers.status).toBe(404);
    // nothing is left of this receipt to invoice
    const again = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId });
    expect([again.status, again.body.msg]).toEqual([409, expect.stringContaining('没有可开票的金额')]);
    const onHouse = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { houseId: house(0) });
    expect(onHouse.body.data.rows.map((r) => r.id)).toContain(asked!.id);
    // 申请日期: China days, both ends included; a reversed range is a 400
    const today = chinaToday();
    const onDay = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { houseId: house(0), from: today, to: today });
    expect(onDay.body.data.rows.map((r) => r.id)).toContain(asked!.id);
    const later = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { from: addDays(today, 1) });
    expect(later.body.data.rows).toEqual([]);
    const before = await t.as(w.clerk).post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { to: addDays(today, -1) });
    expect(before.body.data.rows.map((r) => r.id)).not.toContain(asked!.id);
    const reversed = await t.as(w.clerk).post<unknown>('/api/invoices/requests/list', { from: today, to: addDays(today, -1) });
    expect([reversed.status, reversed.body.msg]).toEqual([400, '开始日期不能晚于结束日期']);
  });

  it('issues one invoice per charge item when the company asks so, for a person with no tax id', async () => {
    const per = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 1, mergeMode: 'per_item', ownerType: '1' });
    const paymentId = await paidAtCounter(t, per, per.houses[0]!.id, [
      { itemId: per.items.property, amount: '1000.00' },
      { itemId: per.items.parking, amount: '300.00' },
    ]);
    const res = await t.as(per.clerk).post<{ requests: RequestView[] }>('/api/invoices/requests', { paymentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const asked = res.body.data.requests;
    expect(asked.map((r) => [r.gross, r.tax])).toEqual([
      ['1000.00', '56.60'],
      ['300.00', '24.77'],
    ]);
    for (const r of asked) expect((await settled(t, per.clerk, r.id)).state).toBe('issued');
  });

  it('refuses a company buyer without a valid tax id, and an item with no tax setup, before anything is written', async () => {
    const paymentId = await paidAtCounter(t, w, house(1), [{ itemId: w.items.property, amount: '100.00' }]);
    const noTaxId = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId, buyer: { kind: 'company', name: '某某公司' } });
    expect([noTaxId.status, noTaxId.body.msg]).toEqual([400, '企业购买方须提供纳税人识别号（国家税务总局公告2017年第16号）']);
    const typo = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId, buyer: { kind: 'company', name: '某某公司', taxId: '91440300708461136A' } });
    expect([typo.status, typo.body.msg]).toEqual([400, '购买方纳税人识别号格式不正确']);
    const garbage = await paidAtCounter(t, w, house(1), [{ itemId: w.items.garbage, amount: '20.00' }]);
    const noSetup = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId: garbage });
    expect([noSetup.status, noSetup.body.msg]).toEqual([409, expect.stringContaining('“垃圾清运费”未设置税收分类编码和税率')]);
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['0']);
  });

  it('issues once a request whose answer was lost, however often and however concurrently it is sent again', async () => {
    const paymentId = await paidAtCounter(t, w, house(2), [{ itemId: w.items.property, amount: '1000.00' }]);
    const id = await unsentRequest(paymentId);
    fake.knobs.slowAnswers({ delayMs: 800, count: 1 });
    // the platform takes the order but the answer comes after the client gave up: outcome unknown
    await expect(issueRequest(impatient(), id)).rejects.toBeInstanceOf(PlatformUnavailable);
    const retries = await Promise.all([issueRequest(impatient(), id), issueRequest(impatient(), id), issueRequest(impatient(), id)]);
    expect(retries).toEqual(['final', 'final', 'final']);
    expect(await issueRequest(impatient(), id)).toBe('final');
    const done = await settled(t, w.clerk, id);
    expect(done.state).toBe('issued');
    expect(atFake(done.requestNo)).toHaveLength(1);
    const sends = fake.knobs.calls().filter((c) => c.method.endsWith('requestBillingNew') && c.request.includes(done.requestNo));
    expect(sends.length).toBeGreaterThan(1);
    expect(sends.filter((c) => c.code === 'E0000')).toHaveLength(1);
    expect(sends.filter((c) => c.code === 'E9106').length).toBe(sends.length - 1);
  });
});

describe('failures with the platform’s reason', () => {
  it('keeps the platform’s words for a buyer tax id the bureau does not know, and frees the amount for a new request', async () => {
    const paymentId = await paidAtCounter(t, w, house(3), [{ itemId: w.items.property, amount: '530.00' }]);
    fake.knobs.nextIssues({ fail: '购方税号有误' });
    const [asked] = await request(paymentId);
    const failed = await settled(t, w.clerk, asked!.id);
    expect(failed).toMatchObject({ state: 'failed', stateText: '失败', failReason: '购方税号有误', invoice: null });
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['0.00']);
    const noFile = await t.call<{ msg: string }>({ method: 'GET', url: `/api/invoices/requests/${failed.id}/file/pdf`, headers: await t.as(w.clerk).headers() });
    expect([noFile.status, noFile.body.msg]).toEqual([404, '该发票尚无此格式的文件']);
    const [second] = await request(paymentId, { kind: 'person', name: '张三' });
    expect((await settled(t, w.clerk, second!.id)).state).toBe('issued');
  });

  it('fails an invoice over the seller’s single-invoice limit with the platform’s reason', async () => {
    const paymentId = await paidAtCounter(t, w, house(3), [{ itemId: w.items.property, amount: '120000.00' }]);
    const [asked] = await request(paymentId);
    const failed = await settled(t, w.clerk, asked!.id);
    expect(failed.state).toBe('failed');
    expect(failed.failReason).toContain('超过单张发票开票限额');
  });
});

describe('red letters', () => {
  it('a 冲红 of a paid receipt red-letters its invoice in the same step; the blue request ends 已红冲', async () => {
    const paymentId = await paidAtCounter(t, w, house(4), [
      { itemId: w.items.property, amount: '1272.00' },
      { itemId: w.items.parking, amount: '3600.00' },
    ]);
    const [asked] = await request(paymentId);
    const blue = await settled(t, w.clerk, asked!.id);
    expect(blue.state).toBe('issued');
    const reversed = await t.as(w.clerk).post<unknown>('/api/settle/reverse', { paymentId, reason: '收错房屋' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    const list = await t.as(w.clerk).post<{ rows: { id: number; direction: string; blueRequestId: number | null }[] }>('/api/invoices/requests/list', { paymentId, direction: 'red' });
    const [redRow] = list.body.data.rows;
    expect(redRow).toMatchObject({ direction: 'red', blueRequestId: blue.id });
    const red = await settled(t, w.clerk, redRow!.id);
    expect(red).toMatchObject({ state: 'issued', net: '-4502.75', tax: '-369.25', gross: '-4872.00' });
    expect(red.redLetter).toMatchObject({ state: '01', reason: '1', partial: false });
    expect(red.invoice!.number).toMatch(/^\d{20}$/);
    expect(red.invoice!.blueInvoiceId).not.toBeNull();
    expect(atFake(red.requestNo)[0]).toMatchObject({ invoiceType: '2', oldEleInvoiceNumber: blue.invoice!.number });
    expect((await settled(t, w.clerk, blue.id)).state).toBe('reversed');
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['0.00', '0.00']);
    const afterwards = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId });
    expect([afterwards.status, afterwards.body.msg]).toEqual([409, '该收款已冲红，不能开具发票']);
  });

  it('refuses a 冲红 of a receipt while its invoice is being issued, and cancels a request not yet sent', async () => {
    const issuingPayment = await paidAtCounter(t, w, house(5), [{ itemId: w.items.property, amount: '200.00' }]);
    const issuing = await unsentRequest(issuingPayment);
    fake.knobs.outage({ count: 1 });
    await expect(issueRequest(impatient(), issuing)).rejects.toBeInstanceOf(PlatformUnavailable);
    const refused = await t.as(w.clerk).post<unknown>('/api/settle/reverse', { paymentId: issuingPayment, reason: '收错房屋' });
    expect([refused.status, refused.body.msg]).toEqual([409, '该收款的发票正在开具中，请待开具结果后再冲红收款']);

    const pendingPayment = await paidAtCounter(t, w, house(5), [{ itemId: w.items.property, amount: '300.00' }]);
    const pending = await unsentRequest(pendingPayment);
    const reversed = await t.as(w.clerk).post<unknown>('/api/settle/reverse', { paymentId: pendingPayment, reason: '收错房屋' });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect((await settled(t, w.clerk, pending)).state).toBe('cancelled');
    // the job of a cancelled request sends nothing
    expect(await issueRequest(impatient(), pending)).toBe('final');
    expect(atFake((await settled(t, w.clerk, pending)).requestNo)).toHaveLength(0);
    expect((await invoicedOf(db(), pendingPayment)).map((r) => r.invoiced)).toEqual(['0.00']);
  });

  it('a partial red of 3 months of parking (G10) waits for the buyer’s confirmation, then is issued', async () => {
    const paymentId = await paidAtCounter(t, w, house(1), [
      { itemId: w.items.property, amount: '1272.00' },
      { itemId: w.items.parking, amount: '3600.00' },
    ]);
    const [asked] = await request(paymentId);
    const blue = await settled(t, w.clerk, asked!.id);
    const parking = blue.lines.find((l) => l.rate === '0.09')!;
    const partialBeforeUse = await t.as(w.clerk).post<unknown>(`/api/invoices/requests/${blue.id}/red`, { reason: '3', lines: [{ lineId: parking.id, gross: '900.00' }] });
    expect([partialBeforeUse.status, partialBeforeUse.body.msg]).toEqual([409, '购买方尚未用途确认，只能全额冲红']);
    const tooMuch = await t.as(w.clerk).post<unknown>(`/api/invoices/requests/${blue.id}/red`, { reason: '3', buyerConfirmedUse: true, lines: [{ lineId: parking.id, gross: '3600.01' }] });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, '发票行2的冲红金额超过尚未冲红的3600.00元']);

    fake.knobs.confirmUse(blue.invoice!.number);
    const res = await t.as(w.clerk).post<RequestView>(`/api/invoices/requests/${blue.id}/red`, { reason: '3', buyerConfirmedUse: true, lines: [{ lineId: parking.id, gross: '900.00' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const redId = res.body.data.id;
    expect(res.body.data.lines.map((l) => [l.gross, l.net, l.tax, l.blueLineId])).toEqual([['-900.00', '-825.69', '-74.31', parking.id]]);
    // 02: the seller's 确认单 waits for the buyer; the job leaves it there
    const waiting = await until(async () => {
      const view = (await t.as(w.clerk).get<RequestView>(`/api/invoices/requests/${redId}`)).body.data;
      return view.redLetter?.state === '02' ? view : undefined;
    });
    expect(waiting.state).toBe('issuing');
    const second = await t.as(w.clerk).post<unknown>(`/api/invoices/requests/${blue.id}/red`, { reason: '1' });
    expect([second.status, second.body.msg]).toEqual([409, '该发票已有红字确认单在办理中，请待其完成后再冲红']);
    fake.knobs.buyerAnswers(fake.knobs.redConfirms().find((c) => c.orderNo === waiting.requestNo)!.billId, true);
    const refreshed = await until(async () => {
      const view = (await t.as(w.clerk).post<RequestView>(`/api/invoices/requests/${redId}/refresh`, {})).body.data;
      return view.state === 'issued' ? view : undefined;
    });
    expect(refreshed.invoice).toMatchObject({ direction: 'red', gross: '-900.00' });
    expect(refreshed.redLetter).toMatchObject({ state: '04', partial: true, reason: '3' });
    expect((await settled(t, w.clerk, blue.id)).state).toBe('issued');
    expect((await invoicedOf(db(), paymentId)).map((r) => r.invoiced)).toEqual(['1272.00', '2700.00']);
  });
});

describe('the platform’s callback', () => {
  const signed = (body: string, secret = fake.appSecret) => {
    const params = { appKey: fake.appKey, senid: 'a'.repeat(32), nonce: '12345678', timestamp: String(Math.floor(Date.now() / 1000)) };
    const query = `senid=${params.senid}&nonce=${params.nonce}&timestamp=${params.timestamp}&appkey=${params.appKey}`;
    return { url: `/api/vendor/einvoice/callback?${query}`, sign: nuonuoSign(secret, params, body) };
  };
  const post = (body: string, secret?: string) => {
    const { url, sign } = signed(body, secret);
    return t.call<{ status: string }>({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-nuonuo-sign': sign }, payload: body });
  };

  it('applies a signed result once, however often it comes, and refuses a forged one', async () => {
    const paymentId = await paidAtCounter(t, w, house(2), [{ itemId: w.items.property, amount: '88.00' }]);
    const id = await unsentRequest(paymentId);
    // sent, but no delivery waits for the outcome: the callback brings it (the outcome held back a second, so a
    // loaded machine's slow query after the send cannot already find it)
    fake.knobs.nextIssues({ delayMs: 1000 });
    await expect(issueRequest(impatient(0), id)).rejects.toBeInstanceOf(StillIssuing);
    const view = (await t.as(w.clerk).get<RequestView>(`/api/invoices/requests/${id}`)).body.data;
    expect(view.state).toBe('issuing');
    const result = await until(() => atFake(view.requestNo).find((i) => i.status === '2'));
    const body = new URLSearchParams({ operater: 'callback', orderno: view.requestNo, content: JSON.stringify(result) }).toString();

    const forged = await post(body, 'not-the-secret');
    expect(forged.status).toBe(401);
    expect((await t.as(w.clerk).get<RequestView>(`/api/invoices/requests/${id}`)).body.data.state).toBe('issuing');

    for (let i = 0; i < 3; i++) {
      const answer = await post(body);
      expect([answer.status, answer.body.status]).toEqual([200, '0000']);
    }
    const done = (await t.as(w.clerk).get<RequestView>(`/api/invoices/requests/${id}`)).body.data;
    expect(done).toMatchObject({ state: 'issued', invoiceNumber: result.allElectronicInvoiceNumber });
    const failedLater = JSON.stringify({ ...result, status: '22', failCause: '迟到的失败' });
    await post(new URLSearchParams({ operater: 'callback', orderno: view.requestNo, content: failedLater }).toString());
    expect((await t.as(w.clerk).get<RequestView>(`/api/invoices/requests/${id}`)).body.data.state).toBe('issued');
  });
});

describe('scope and rights', () => {
  it('another company cannot read or act on the requests, and a colleague without the function gets 403 on every change', async () => {
    const paymentId = await paidAtCounter(t, w, house(0), [{ itemId: w.items.property, amount: '10.00' }]);
    const [asked] = await request(paymentId);
    await settled(t, w.clerk, asked!.id);
    const stranger = t.as(other.clerk);
    expect((await stranger.get<unknown>(`/api/invoices/requests/${asked!.id}`)).status).toBe(404);
    expect((await stranger.post<unknown>('/api/invoices/requests', { paymentId })).status).toBe(404);
    expect((await stranger.post<unknown>(`/api/invoices/requests/${asked!.id}/red`, { reason: '2' })).status).toBe(404);
    expect((await stranger.post<unknown>(`/api/invoices/requests/${asked!.id}/refresh`, {})).status).toBe(404);
    const theirs = await stranger.post<{ rows: { id: number }[] }>('/api/invoices/requests/list', { paymentId });
    expect(theirs.body.data.rows).toEqual([]);

    const colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', grants: ['common_house'] });
    expect((await t.as(colleague).post<unknown>('/api/invoices/requests', { paymentId })).status).toBe(403);
    expect((await t.as(colleague).post<unknown>(`/api/invoices/requests/${asked!.id}/red`, { reason: '2' })).status).toBe(403);
    expect((await t.as(colleague).put<unknown>(`/api/invoices/tax-setup/items/${w.items.property}`, { taxCode: '3040801010000000000', rate: '0.06' })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/invoices/tax-setup' })).status).toBe(401);
    const badInput = await t.as(w.clerk).post<unknown>('/api/invoices/requests', { paymentId: 'x' });
    expect(badInput.status).toBe(400);
  });

  it('requests a period in bulk: every payment with something left, reporting those it cannot', async () => {
    const bulkWorld = await buildInvoiceWorld(t, fake.sellerTaxNums[0]!, { houses: 3 });
    const a = await paidAtCounter(t, bulkWorld, bulkWorld.houses[0]!.id, [{ itemId: bulkWorld.items.property, amount: '100.00' }]);
    const b = await paidAtCounter(t, bulkWorld, bulkWorld.houses[1]!.id, [{ itemId: bulkWorld.items.parking, amount: '50.00' }]);
    const c = await paidAtCounter(t, bulkWorld, bulkWorld.houses[2]!.id, [{ itemId: bulkWorld.items.garbage, amount: '20.00' }]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const res = await t.as(bulkWorld.clerk).post<{ created: number; requests: number[]; skipped: { paymentId: number; reason: string }[] }>('/api/invoices/requests/bulk', { from: today, to: today });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.created).toBe(2);
    expect(res.body.data.skipped).toEqual([{ paymentId: c, receiptNumber: expect.any(String), reason: expect.stringContaining('垃圾清运费') }]);
    for (const id of res.body.data.requests) expect((await settled(t, bulkWorld.clerk, id)).state).toBe('issued');
    const again = await t.as(bulkWorld.clerk).post<{ created: number }>('/api/invoices/requests/bulk', { from: today, to: today });
    expect(again.body.data.created).toBe(0);
    expect([a, b].every((id) => id > 0)).toBe(true);
  });
});

async function until<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the requests list', () => {
  type Listed = { total: number; rows: { id: number; houseName: string | null; receiptNumber: string | null; invoiceNumber: string | null; state: string }[] };
  it('pages the newest request first, without overlap, with the house, receipt and invoice numbers beside', async () => {
    const list = async (page: number, size: number) => (await t.as(w.clerk).post<Listed>('/api/invoices/requests/list', { page, size })).body.data;
    const all = await list(1, 100);
    const [first, second] = [await list(1, 2), await list(2, 2)];
    expect(all.rows.length).toBeGreaterThan(3);
    expect(all.rows.map((r) => r.id)).toEqual([...all.rows.map((r) => r.id)].sort((a, b) => b - a));
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 4));
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    for (const row of all.rows) {
      expect(row.houseName).toBeTruthy();
      expect(row.receiptNumber).toBeTruthy();
      if (row.state === 'issued') expect(row.invoiceNumber).toMatch(/^\d{20}$/);
    }
  });
});
