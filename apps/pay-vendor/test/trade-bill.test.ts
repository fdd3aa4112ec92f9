import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateMerchant, generatePlatformKey, startPayVendor } from '../src/index';
import { MerchantClient, parseTradeBill, until, yuanToFen } from '../src/testing/index';
import { createAndPay, postJson, startTestVendor, TEST_TIMING, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

interface BillAnswer {
  hash_type: string;
  hash_value: string;
  download_url: string;
  code?: string;
}

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');

async function fetchBill(date: string, type = 'ALL', gzip = false) {
  const answer = await t.client.get<BillAnswer>(
    `/v3/bill/tradebill?bill_date=${date}&bill_type=${type}${gzip ? '&tar_type=GZIP' : ''}`,
  );
  if (answer.status !== 200) throw new Error(answer.text);
  const file = await t.client.download(answer.json.download_url);
  const text = (gzip ? gunzipSync(file.bytes) : file.bytes).toString('utf8');
  return { answer, file, text, bill: parseTradeBill(text) };
}

async function refundSettled(outTradeNo: string, fen: number) {
  const r = await t.client.post<{ out_refund_no: string }>('/v3/refund/domestic/refunds', {
    out_trade_no: outTradeNo,
    out_refund_no: `RF${outTradeNo}`,
    amount: { refund: fen, total: yuanToFen('100.00'), currency: 'CNY' },
  });
  await until(
    async () =>
      (await t.client.get<{ status: string }>(`/v3/refund/domestic/refunds/${r.json.out_refund_no}`)).json.status ===
      'SUCCESS',
  );
}

/** P3: 2024-05-10 at 0.60 %: A 285.51, B 100.00, C 0.50 paid; B refunded 100.00 the same day. */
async function dayOfP3() {
  t.vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
  const a = await createAndPay(t, { amount: { total: yuanToFen('285.51') }, description: '物业费 A' });
  t.vendor.knobs.moveClock({ to: '2024-05-10T09:30:00+08:00' });
  const b = await createAndPay(t, { amount: { total: yuanToFen('100.00') }, description: '物业费 B' });
  t.vendor.knobs.moveClock({ to: '2024-05-10T10:00:00+08:00' });
  const c = await createAndPay(t, { amount: { total: yuanToFen('0.50') }, description: '停车费 C' });
  t.vendor.knobs.moveClock({ to: '2024-05-10T15:00:00+08:00' });
  await refundSettled(b.outTradeNo, yuanToFen('100.00'));
  t.vendor.knobs.moveClock({ to: '2024-05-11T10:05:00+08:00' });
  return { a, b, c };
}

describe('交易账单 (trade bill)', () => {
  it('gives the day of P3 with its fees, summary and SHA1', async () => {
    const { a, b, c } = await dayOfP3();
    const { answer, file, text, bill } = await fetchBill('2024-05-10');
    expect(answer.verified).toEqual({ ok: true });
    expect(answer.json.hash_type).toBe('SHA1');
    expect(answer.json.download_url).toMatch(new RegExp(`^${t.vendor.url}/v3/billdownload/file\\?token=`));
    expect(sha1(file.bytes)).toBe(answer.json.hash_value);
    // the download is not signed (WeChat sends no signature there), but carries a Request-ID
    expect(file.headers.get('wechatpay-signature')).toBeNull();
    expect(file.headers.get('request-id')).toMatch(/-0$/);

    const lines = text.split('\n');
    expect(lines[0]).toBe(
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
    );
    for (const row of lines.slice(1, 5)) {
      const fields = row.split(',');
      expect(fields).toHaveLength(27);
      expect(fields.every((f) => f.startsWith('`'))).toBe(true);
    }
    expect(lines[5]).toBe(
      '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
    );
    expect(lines[6]).toBe('`4,`386.01,`100.00,`0.00,`1.71000,`386.01,`100.00');
    expect(text.endsWith('\n')).toBe(true);

    const byNo = (no: string, state: string) => bill.rows.find((r) => r.商户订单号 === no && r.交易状态 === state);
    expect(byNo(a.outTradeNo, 'SUCCESS')).toMatchObject({
      交易时间: '2024-05-10 09:00:00',
      应结订单金额: '285.51',
      手续费: '1.71000',
      费率: '0.60%',
      订单金额: '285.51',
      特约商户号: '0',
      交易类型: 'NATIVE',
      商品名称: '物业费 A',
    });
    expect(byNo(b.outTradeNo, 'SUCCESS')).toMatchObject({ 应结订单金额: '100.00', 手续费: '0.60000' });
    expect(byNo(c.outTradeNo, 'SUCCESS')).toMatchObject({ 应结订单金额: '0.50', 手续费: '0.00000' });
    expect(byNo(b.outTradeNo, 'REFUND')).toMatchObject({
      交易时间: '2024-05-10 15:00:00',
      应结订单金额: '0.00',
      订单金额: '0.00',
      退款金额: '100.00',
      申请退款金额: '100.00',
      退款类型: 'ORIGINAL',
      退款状态: 'SUCCESS',
      手续费: '-0.60000',
      商户订单号: b.outTradeNo,
    });
    expect(byNo(a.outTradeNo, 'SUCCESS')?.微信订单号).toBe(a.paid.transaction_id);
    // net settled: 386.01 − 100.00 − 1.71 = 284.30
    const s = bill.summary;
    expect(
      yuanToFen(s.应结订单总金额 ?? '') -
        yuanToFen(s.退款总金额 ?? '') -
        yuanToFen((s.手续费总金额 ?? '').slice(0, -3)),
    ).toBe(28430);
  });

  it('serves SUCCESS (payments, 20 columns, 4 summary columns) and REFUND (29 columns with the refund times)', async () => {
    await dayOfP3();
    const success = await fetchBill('2024-05-10', 'SUCCESS');
    expect(success.bill.header).toHaveLength(20);
    expect(success.bill.rows).toHaveLength(3);
    expect(success.bill.summaryHeader).toEqual(['总交易单数', '应结订单总金额', '手续费总金额', '订单总金额']);
    expect(success.bill.summary).toEqual({
      总交易单数: '3',
      应结订单总金额: '386.01',
      手续费总金额: '2.31000',
      订单总金额: '386.01',
    });
    const refund = await fetchBill('2024-05-10', 'REFUND');
    expect(refund.bill.header).toHaveLength(29);
    expect(refund.bill.header.slice(14, 16)).toEqual(['退款申请时间', '退款成功时间']);
    expect(refund.bill.rows).toHaveLength(1);
    expect(refund.bill.rows[0]).toMatchObject({
      退款申请时间: '2024-05-10 15:00:00',
      退款金额: '100.00',
      手续费: '-0.60000',
    });
    expect(refund.bill.rows[0]?.退款成功时间).toMatch(/^2024-05-10 15:00:0\d$/);
    expect(refund.bill.summary).toMatchObject({
      总交易单数: '1',
      应结订单总金额: '0.00',
      退款总金额: '100.00',
      手续费总金额: '-0.60000',
    });
  });

  it('dates a payment by its success_time in China time: 23:59:40 order, 00:00:05 payment lands next day (P4)', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T23:59:40+08:00' });
    const body = {
      appid: t.merchant.appids[0],
      mchid: t.merchant.mchid,
      description: '物业费',
      out_trade_no: 'P4ORDER0001',
      notify_url: t.receiver.url,
      amount: { total: 10000 },
    };
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ advanceMs: 25_000 });
    expect(t.vendor.payer.pay(json.code_url).success_time).toBe('2024-05-11T00:00:05+08:00');
    t.vendor.knobs.moveClock({ to: '2024-05-12T10:00:00+08:00' });
    const tenth = await t.client.get<BillAnswer>('/v3/bill/tradebill?bill_date=2024-05-10');
    expect(tenth.status).toBe(400);
    expect(tenth.json).toMatchObject({ code: 'NO_STATEMENT_EXIST', message: '请求的账单文件不存在' });
    const { bill } = await fetchBill('2024-05-11');
    expect(bill.rows).toHaveLength(1);
    expect(bill.rows[0]).toMatchObject({ 交易时间: '2024-05-11 00:00:05', 商户订单号: 'P4ORDER0001' });
  });

  it('answers STATEMENT_CREATING before 10:00 the next day', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    await createAndPay(t);
    t.vendor.knobs.moveClock({ to: '2024-05-11T09:59:00+08:00' });
    const early = await t.client.get('/v3/bill/tradebill?bill_date=2024-05-10&bill_type=ALL');
    expect(early.status).toBe(400);
    expect(early.json).toMatchObject({ code: 'STATEMENT_CREATING', message: '账单生成中' });
    t.vendor.knobs.moveClock({ to: '2024-05-11T10:00:00+08:00' });
    expect((await t.client.get('/v3/bill/tradebill?bill_date=2024-05-10&bill_type=ALL')).status).toBe(200);
  });

  it('gives a GZIP file whose uncompressed text has the announced SHA1', async () => {
    await dayOfP3();
    const { answer, file, text } = await fetchBill('2024-05-10', 'ALL', true);
    expect(answer.json.download_url).toMatch(/&tartype=gzip$/);
    expect(file.bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(sha1(text)).toBe(answer.json.hash_value);
  });

  it('refuses a bad bill_date, a bill_type, a future day and a day older than three months', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-11T12:00:00+08:00' });
    for (const q of [
      'bill_date=2024-5-10',
      'bill_date=2024-02-30',
      '',
      'bill_date=2024-05-10&bill_type=FOO',
      'bill_date=2024-05-12',
      'bill_date=2024-01-01',
    ]) {
      const answer = await t.client.get(`/v3/bill/tradebill?${q}`);
      expect(answer.status, q).toBe(400);
      expect(answer.json, q).toMatchObject({ code: 'PARAM_ERROR' });
    }
  });

  it('freezes a day once cut: a refund status is the one at bill time', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    const { outTradeNo } = await createAndPay(t, { amount: { total: 10000 } });
    t.vendor.knobs.nextRefunds('PROCESSING');
    await t.client.post('/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: 'RFFROZEN1',
      amount: { refund: 10000, total: 10000, currency: 'CNY' },
    });
    t.vendor.knobs.moveClock({ to: '2024-05-11T10:30:00+08:00' });
    const first = await fetchBill('2024-05-10');
    expect(first.bill.rows.find((r) => r.交易状态 === 'REFUND')?.退款状态).toBe('PROCESSING');
    const again = await fetchBill('2024-05-10');
    expect(again.answer.json.hash_value).toBe(first.answer.json.hash_value);
  });
});

describe('bill knobs', () => {
  it('adds a payment the product never saw: in the bill, answering queries, never notified', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    await createAndPay(t, { amount: { total: 10000 } });
    await t.receiver.waitFor(1);
    const added = await postJson(t, '/__knobs/bill/lines', {
      outTradeNo: 'LONGKUAN001',
      total: 12345,
      successTime: '2024-05-10T21:00:00+08:00',
    });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      out_trade_no: 'LONGKUAN001',
      trade_state: 'SUCCESS',
      success_time: '2024-05-10T21:00:00+08:00',
    });
    t.vendor.knobs.moveClock({ to: '2024-05-11T11:00:00+08:00' });
    const { bill } = await fetchBill('2024-05-10');
    expect(bill.rows.map((r) => r.商户订单号)).toContain('LONGKUAN001');
    expect(bill.summary.应结订单总金额).toBe('223.45');
    const query = await t.client.get(`/v3/pay/transactions/out-trade-no/LONGKUAN001?mchid=${t.merchant.mchid}`);
    expect(query.json).toMatchObject({ trade_state: 'SUCCESS', amount: { total: 12345 } });
    expect(t.receiver.received).toHaveLength(1);
  });

  it('changes the amount the bill shows for one payment', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T09:00:00+08:00' });
    const { outTradeNo } = await createAndPay(t, { amount: { total: 10000 } });
    expect((await postJson(t, '/__knobs/bill/amounts', { outTradeNo, total: 9999 })).status).toBe(200);
    t.vendor.knobs.moveClock({ to: '2024-05-11T11:00:00+08:00' });
    const { bill } = await fetchBill('2024-05-10');
    expect(bill.rows[0]).toMatchObject({ 应结订单金额: '99.99', 订单金额: '99.99' });
    const query = await t.client.get(`/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${t.merchant.mchid}`);
    expect(query.json).toMatchObject({ amount: { total: 10000 } });
  });
});

describe('the download URL', () => {
  it('serves only the merchant that asked, for 30 seconds', async () => {
    const base = { ms: Date.now(), now: () => base.ms };
    const one = await generateMerchant({ mchid: '1900000001' });
    const two = await generateMerchant({ mchid: '1900000002' });
    const platform = await generatePlatformKey();
    const vendor = await startPayVendor({
      port: 0,
      logLevel: 'silent',
      merchants: [one, two],
      platformKey: platform,
      clock: base,
      timing: TEST_TIMING,
    });
    try {
      const c1 = new MerchantClient(vendor.url, one, vendor.platform);
      const c2 = new MerchantClient(vendor.url, two, vendor.platform);
      vendor.knobs.addBillLine({ mchid: one.mchid, total: 100, successTime: '2024-05-10T09:00:00+08:00' });
      vendor.knobs.moveClock({ to: '2024-05-11T11:00:00+08:00' });
      const answer = await c1.get<BillAnswer>('/v3/bill/tradebill?bill_date=2024-05-10');
      expect(answer.verified).toEqual({ ok: true });
      const other = await c2.download(answer.json.download_url);
      expect(other.status).toBe(403);
      expect(JSON.parse(other.bytes.toString())).toMatchObject({ code: 'NO_AUTH' });
      // merchant two has no bill that day
      expect((await c2.get('/v3/bill/tradebill?bill_date=2024-05-10')).json).toMatchObject({
        code: 'NO_STATEMENT_EXIST',
      });
      // the base clock (signatures, download lifetime) moves 31 s; the client still signs within 5 minutes
      base.ms += 31_000;
      const late = await c1.download(answer.json.download_url);
      expect(late.status).toBe(400);
      expect(JSON.parse(late.bytes.toString())).toMatchObject({ code: 'INVALID_REQUEST' });
      expect((await c1.download(`/v3/billdownload/file?token=nosuchtoken`)).status).toBe(400);
    } finally {
      await vendor.close();
    }
  });

  it('requires a signed request', async () => {
    t.vendor.knobs.addBillLine({ total: 100, successTime: '2024-05-10T09:00:00+08:00' });
    t.vendor.knobs.moveClock({ to: '2024-05-11T11:00:00+08:00' });
    const answer = await t.client.get<BillAnswer>('/v3/bill/tradebill?bill_date=2024-05-10');
    expect((await fetch(answer.json.download_url)).status).toBe(401);
  });
});
