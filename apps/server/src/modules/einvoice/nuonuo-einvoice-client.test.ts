import { redLetter, taxFromGross, type BlueLine } from '@pm/domain';
import { startEinvoiceVendor, type RunningEinvoiceVendor } from '@pm/einvoice-vendor';
import { startCallbackReceiver, until, type CallbackReceiver } from '@pm/einvoice-vendor/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EinvoiceConfig, einvoiceConfigFromFake } from './einvoice-config';
import type { EinvoiceOrder, EinvoiceResult } from './einvoice-platform';
import { NuonuoEinvoiceClient } from './nuonuo-einvoice-client';

let fake: RunningEinvoiceVendor;
let receiver: CallbackReceiver;
let client: NuonuoEinvoiceClient;
beforeAll(async () => {
  receiver = await startCallbackReceiver();
  fake = await startEinvoiceVendor({
    port: 0,
    logLevel: 'silent',
    timing: { issueDelayMs: 20, sealDelayMs: 10, confirmDelayMs: 10, callbackTimeoutMs: 300, callbackRetryDelayMs: 0 },
  });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(() => {
  fake.knobs.reset();
  receiver.callbacks.length = 0;
  client = new NuonuoEinvoiceClient(einvoiceConfigFromFake(fake), { timeoutMs: 2000 });
});

const fields = () => {
  const c = einvoiceConfigFromFake(fake);
  return { url: c.url, tokenUrl: c.tokenUrl, appKey: c.appKey, appSecret: c.appSecret, sellerTaxId: c.sellerTaxId };
};

/** G3 as the domain computes it: 物业费 1272.00 at 6 % and 停车费 3600.00 at 9 %, tax-inclusive, rounded per line. */
const g3Lines = () => [
  {
    name: '物业管理服务',
    taxCode: '3040801010000000000',
    rate: '0.06',
    ...taxFromGross('1272.00', '0.06'),
    quantity: '12',
    unit: '月',
    unitPrice: '106',
  },
  { name: '车辆停放服务', taxCode: '3040502020200000000', rate: '0.09', ...taxFromGross('3600.00', '0.09') },
];
const companyOrder = (orderNo: string, over: Partial<EinvoiceOrder> = {}): EinvoiceOrder => ({
  orderNo,
  orderedAt: new Date('2026-03-10T10:00:00+08:00'),
  kind: 'normal',
  buyer: { name: '上海某某物流有限公司', taxId: '91440300708461136T' },
  clerk: '王会计',
  remark: '3栋1201 2026年物业费、停车费',
  lines: g3Lines(),
  ...over,
});

/** The order's result once final (issued, failed or seal failed). */
async function finalResult(orderNo: string, c = client): Promise<EinvoiceResult> {
  return until(async () => {
    const answer = await c.query({ orderNos: [orderNo] });
    const r = answer.ok ? answer.results[0] : undefined;
    return r && ['issued', 'failed', 'seal_failed'].includes(r.status) ? r : undefined;
  });
}

describe('NuonuoEinvoiceClient against the fake platform', () => {
  it('issues a 数电票 from the domain’s lines: accepted with a 流水号, then issued with a 20-digit number and its files', async () => {
    const accepted = await client.issue(companyOrder('P-1001'));
    expect(accepted).toEqual({ ok: true, serialNo: expect.stringMatching(/^\d{20}$/) });
    const r = await finalResult('P-1001');
    expect(r).toMatchObject({
      serialNo: accepted.ok ? accepted.serialNo : '',
      orderNo: 'P-1001',
      status: 'issued',
      statusCode: '2',
      kind: 'blue',
      net: '4502.75',
      tax: '369.25',
      gross: '4872.00',
      buyerTaxId: '91440300708461136T',
      sellerTaxId: fake.sellerTaxNums[0],
      blueNumber: null,
    });
    expect(r.number).toMatch(/^\d{2}312\d{15}$/);
    expect(r.issuedAt).toBeInstanceOf(Date);
    const [call] = fake.knobs.calls().filter((c) => c.method.endsWith('requestBillingNew'));
    expect(JSON.parse(call!.request)).toMatchObject({
      order: {
        invoiceDate: '2026-03-10 10:00:00',
        invoiceLine: 'pc',
        pushMode: '-1',
        invoiceDetail: [
          {
            withTaxFlag: '1',
            taxExcludedAmount: '1200.00',
            tax: '72.00',
            taxIncludedAmount: '1272.00',
            num: '12',
            price: '106',
          },
          {},
        ],
      },
    });
    const pdf = await client.download(r.pdfUrl);
    expect(pdf).toMatchObject({ ok: true, contentType: 'application/pdf' });
    expect(pdf.ok && pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await client.download(r.xmlUrl);
    expect(xml.ok && xml.data.toString('utf8')).toContain(`<EIid>${r.number}</EIid>`);
    const ofd = await client.download(r.ofdUrl);
    expect(ofd.ok && ofd.data.subarray(0, 2).toString()).toBe('PK');
    expect(await client.download(`${fake.url}/fp/${'x'.repeat(43)}.pdf`)).toMatchObject({
      ok: false,
      code: 'HTTP_404',
    });
  });

  it('keeps the token: one /accessToken for many calls; a refused token is fetched again once and the call resent', async () => {
    const fetched: string[] = [];
    const counting = new NuonuoEinvoiceClient(einvoiceConfigFromFake(fake), {
      fetch: (input, init) => {
        fetched.push(new URL(input instanceof Request ? input.url : input).pathname);
        return fetch(input, init);
      },
    });
    await counting.query({ orderNos: ['a'] });
    await counting.query({ orderNos: ['b'] });
    expect(fetched.filter((p) => p === '/accessToken')).toHaveLength(1);
    fake.knobs.expireTokens();
    expect(await counting.query({ orderNos: ['c'] })).toEqual({ ok: true, results: [] });
    expect(fetched.filter((p) => p === '/accessToken')).toHaveLength(2);
  });

  it('answers a repeated orderNo as a duplicate (E9106): the first one stands and is found by query', async () => {
    const first = await client.issue(companyOrder('P-DUP'));
    const again = await client.issue(companyOrder('P-DUP'));
    expect(again).toMatchObject({ ok: false, code: 'E9106', duplicate: true, retryable: false });
    expect((await finalResult('P-DUP')).serialNo).toBe(first.ok ? first.serialNo : '');
  });

  it("gives the platform's reason for a failed invoice, and retries it under the same 流水号", async () => {
    await client.issue(companyOrder('P-BADTAX', { buyer: { name: '某公司', taxId: '91330100799655058C' } }));
    expect(await finalResult('P-BADTAX')).toMatchObject({
      status: 'failed',
      statusCode: '22',
      failCause: '购方税号有误',
      number: null,
      pdfUrl: '',
    });
    fake.knobs.nextIssues({ fail: '税局系统繁忙' });
    const accepted = await client.issue(companyOrder('P-RETRY'));
    expect(await finalResult('P-RETRY')).toMatchObject({ status: 'failed', failCause: '税局系统繁忙' });
    expect(await client.retry({ serialNo: accepted.ok ? accepted.serialNo : '', orderNo: 'P-RETRY' })).toEqual({
      ok: true,
    });
    expect(await until(async () => ((await finalResult('P-RETRY')).status === 'issued' ? true : undefined))).toBe(true);
  });

  it('answers a synchronous refusal with its code, not to be retried (G11: 277 lines of 0.10)', async () => {
    const tenFen = Array.from({ length: 277 }, () => ({
      name: '物业管理服务',
      taxCode: '3040801010000000000',
      rate: '0.06',
      ...taxFromGross('0.10', '0.06'),
    }));
    expect(await client.issue(companyOrder('P-G11', { lines: tenFen }))).toMatchObject({
      ok: false,
      code: 'E9108',
      retryable: false,
      duplicate: false,
    });
    expect(await client.issue(companyOrder('P-SELLER', { sellerTaxId: '91110108551385082Q' }))).toMatchObject({
      ok: false,
      code: 'E9201',
    });
  });

  it('answers an outage, a timeout and a closed port as retryable; only a refused connection surely did nothing', async () => {
    fake.knobs.outage({ count: 1 });
    expect(await client.query({ orderNos: ['x'] })).toMatchObject({
      ok: false,
      code: 'HTTP_503',
      message: expect.stringContaining('accessToken'),
      retryable: true,
    });
    await client.query({ orderNos: ['warm-up'] });
    fake.knobs.outage({ count: 1 });
    expect(await client.query({ orderNos: ['x'] })).toMatchObject({
      ok: false,
      code: 'HTTP_503',
      retryable: true,
      outcomeUnknown: true,
    });
    const impatient = new NuonuoEinvoiceClient(einvoiceConfigFromFake(fake), { timeoutMs: 150 });
    await impatient.query({ orderNos: ['warm-up'] });
    fake.knobs.slowAnswers({ delayMs: 600 });
    expect(await impatient.issue(companyOrder('P-SLOW'))).toMatchObject({
      ok: false,
      code: 'TIMEOUT',
      retryable: true,
      outcomeUnknown: true,
    });
    expect(await client.issue(companyOrder('P-SLOW'))).toMatchObject({ ok: false, duplicate: true });
    expect((await finalResult('P-SLOW')).status).toBe('issued');
    const closed = new NuonuoEinvoiceClient(
      new EinvoiceConfig({ ...fields(), url: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9/accessToken' }),
    );
    expect(await closed.query({ orderNos: ['x'] })).toMatchObject({
      ok: false,
      code: 'NETWORK',
      retryable: true,
      outcomeUnknown: false,
    });
  });

  it('answers a wrong secret as refused, not retryable', async () => {
    const wrong = new NuonuoEinvoiceClient(new EinvoiceConfig({ ...fields(), appSecret: 'WRONGSECRET00000' }));
    expect(await wrong.query({ orderNos: ['x'] })).toMatchObject({
      ok: false,
      code: 'invalid_client',
      retryable: false,
    });
  });
});

describe('red letters through the client (红字确认单, then the red invoice)', () => {
  const blueOf = async (orderNo: string) => {
    await client.issue(companyOrder(orderNo));
    return finalResult(orderNo);
  };
  const confirmationIn = (billId: string, state: string) =>
    until(async () => {
      const answer = await client.queryRed({ billId });
      return answer.ok && answer.confirmation?.state === state ? answer.confirmation : undefined;
    });

  it('reverses a whole invoice at once before the buyer confirmed use; the red invoice names the blue one', async () => {
    const blue = await blueOf('P-BLUE-1');
    const applied = await client.applyRed({
      blueNumber: blue.number!,
      kind: 'normal',
      buyer: { name: blue.buyerName, taxId: blue.buyerTaxId },
      reason: '2',
      orderNo: 'P-RED-1',
    });
    expect(applied).toEqual({ ok: true, billId: expect.any(String) });
    const confirmation = await confirmationIn(applied.ok ? applied.billId : '', '01');
    expect(confirmation).toMatchObject({
      stateText: '无需确认',
      blueNumber: blue.number,
      redSerialNo: expect.stringMatching(/^\d{20}$/),
      net: '-4502.75',
      tax: '-369.25',
    });
    expect(await finalResult('P-RED-1')).toMatchObject({
      kind: 'red',
      status: 'issued',
      blueNumber: blue.number,
      gross: '-4872.00',
    });
    expect(
      await client.applyRed({ blueNumber: blue.number!, kind: 'normal', buyer: { name: blue.buyerName }, reason: '2' }),
    ).toMatchObject({ ok: false, code: 'E9706' });
  });

  it('G10: a partial red from the domain’s redLetter waits for the buyer, then is issued by fastInvoiceRed', async () => {
    const blue = await blueOf('P-BLUE-2');
    fake.knobs.confirmUse(blue.number!);
    const blueLines: BlueLine[] = g3Lines().map((l) => ({ net: l.net, tax: l.tax, gross: l.gross, rate: l.rate }));
    const red = redLetter(blueLines, [], { lines: [{ blueLine: 2, gross: '900.00' }] });
    if (!red.ok) throw new Error('refused');
    const applied = await client.applyRed({
      blueNumber: blue.number!,
      kind: 'normal',
      buyer: { name: blue.buyerName, taxId: blue.buyerTaxId },
      reason: '3',
      billId: 'HZ-P-BLUE-2-1',
      lines: red.lines.map((l) => ({
        blueLine: l.blueLine,
        taxCode: '3040502020200000000',
        rate: l.rate,
        net: l.net,
        tax: l.tax,
      })),
    });
    expect(applied).toEqual({ ok: true, billId: 'HZ-P-BLUE-2-1' });
    const waiting = await confirmationIn('HZ-P-BLUE-2-1', '02');
    expect(waiting).toMatchObject({ net: '-825.69', tax: '-74.31', redSerialNo: null });
    expect(
      await client.issueRed({ orderNo: 'P-RED-2', billNo: waiting.billNo, blueNumber: blue.number!, kind: 'normal' }),
    ).toMatchObject({ ok: false, code: 'E9707' });
    fake.knobs.buyerAnswers('HZ-P-BLUE-2-1', true);
    const confirmed = await confirmationIn('HZ-P-BLUE-2-1', '04');
    expect(
      await client.issueRed({ orderNo: 'P-RED-2', billNo: confirmed.billNo, blueNumber: blue.number!, kind: 'normal' }),
    ).toEqual({ ok: true, serialNo: expect.any(String) });
    expect(await finalResult('P-RED-2')).toMatchObject({
      kind: 'red',
      net: '-825.69',
      tax: '-74.31',
      gross: '-900.00',
    });
    expect(await client.queryRed({ billId: 'nobody' })).toEqual({ ok: true, confirmation: null });
  });
});

describe("callbacks: the platform's signature checked, the content read", () => {
  const req = (i: number) => {
    const c = receiver.callbacks[i]!;
    return { query: c.query, sign: c.sign, body: c.body };
  };

  it('verifies a callback of ours and reads the result it carries, the same as a query answers', async () => {
    await client.issue(companyOrder('P-CB-1', { callbackUrl: receiver.url }));
    await receiver.waitFor(1);
    const read = client.readCallback(req(0));
    expect(read).toMatchObject({
      verified: true,
      callback: { type: 'invoice', orderNo: 'P-CB-1', result: { status: 'issued', gross: '4872.00' } },
    });
    const queried = await client.query({ orderNos: ['P-CB-1'] });
    expect(read.verified && read.callback?.type === 'invoice' && read.callback.result).toEqual(
      queried.ok && queried.results[0],
    );
  });

  it('refuses a bad signature, a changed body, an old timestamp and another application', async () => {
    fake.knobs.badSignatures(1);
    await client.issue(companyOrder('P-CB-2', { callbackUrl: receiver.url }));
    await receiver.waitFor(1);
    expect(client.readCallback(req(0))).toEqual({ verified: false });
    await client.issue(companyOrder('P-CB-3', { callbackUrl: receiver.url }));
    await receiver.waitFor(2);
    const good = req(1);
    expect(client.readCallback(good).verified).toBe(true);
    expect(client.readCallback({ ...good, body: good.body.replace('P-CB-3', 'P-CB-4') }).verified).toBe(false);
    expect(client.readCallback(good, Date.now() + 10 * 60_000).verified).toBe(false);
    const other = new NuonuoEinvoiceClient(new EinvoiceConfig({ ...fields(), appKey: 'SD00000000' }));
    expect(other.readCallback(good).verified).toBe(false);
  });

  it('reads a 确认单 callback', async () => {
    await client.issue(companyOrder('P-CB-5'));
    const blue = await finalResult('P-CB-5');
    await client.applyRed({
      blueNumber: blue.number!,
      kind: 'normal',
      buyer: { name: blue.buyerName },
      reason: '1',
      billId: 'CB-BILL-5',
      callbackUrl: receiver.url,
    });
    await receiver.waitFor(1);
    expect(client.readCallback(req(0))).toMatchObject({
      verified: true,
      callback: { type: 'redConfirmation', billId: 'CB-BILL-5', confirmation: { state: '01' } },
    });
  });
});
