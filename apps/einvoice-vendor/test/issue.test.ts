import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RETRIES_PER_DAY } from '../src/index';
import { until } from '../src/testing/index';
import {
  COMPANY_BUYER,
  issued,
  line,
  M,
  order,
  queried,
  resultOf,
  settled,
  startTestVendor,
  type TestVendor,
} from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
afterAll(() => t.close());
beforeEach(() => t.vendor.knobs.reset());

const year = () => String(new Date(Date.now() + 8 * 3600_000).getUTCFullYear()).slice(2);

describe('issuing a 数电票 (requestBillingNew, queryInvoiceResult)', () => {
  it('accepts an order with its 流水号, not yet issued: 20 开票中, then 2 with a 20-digit number', async () => {
    t.vendor.knobs.nextIssues({ delayMs: 200 });
    const answer = await t.client.call(M.issue, order('PAY-1001', COMPANY_BUYER));
    expect(answer.body).toEqual({
      code: 'E0000',
      describe: '开票提交成功',
      result: { invoiceSerialNum: expect.stringMatching(/^\d{20}$/) },
    });
    const serialNo = resultOf(answer).invoiceSerialNum;
    expect(await queried(t, 'PAY-1001')).toMatchObject({
      serialNo,
      status: '20',
      statusMsg: '开票中',
      invoiceNo: '',
      pdfUrl: '',
    });
    const done = await settled(t, 'PAY-1001');
    expect(done).toMatchObject({
      serialNo,
      orderNo: 'PAY-1001',
      status: '2',
      statusMsg: '开票完成',
      failCause: '',
      invoiceCode: '',
      invoiceType: '1',
      invoiceLine: 'pc',
      exTaxAmount: '4502.75',
      taxAmount: '369.25',
      orderAmount: '4872.00',
      payerName: COMPANY_BUYER.buyerName,
      payerTaxNo: COMPANY_BUYER.buyerTaxNum,
      saleName: '上海安居物业管理有限公司',
      invoiceTime: expect.any(Number),
    });
    expect(done.allElectronicInvoiceNumber).toBe(done.invoiceNo);
    expect(done.invoiceNo).toMatch(new RegExp(`^${year()}312\\d{15}$`));
    expect(done.pdfUrl).toMatch(new RegExp(`^${t.vendor.url}/fp/[A-Za-z0-9]{43}\\.pdf$`));
    expect(done.ofdUrl).toMatch(/\.ofd$/);
    expect(done.xmlUrl).toMatch(/\.xml$/);
  });

  it('numbers invoices in sequence per province, and answers by serialNos too, with lines when asked', async () => {
    const first = await issued(t, 'A-1');
    const second = await issued(t, 'A-2');
    expect(BigInt(second.invoiceNo) - BigInt(first.invoiceNo)).toBe(1n);
    const answer = await t.client.call(M.query, {
      serialNos: [first.serialNo, second.serialNo, 'unknown'],
      isOfferInvoiceDetail: '1',
    });
    const results = answer.body.result as { serialNo: string; invoiceItems: unknown[] }[];
    expect(results.map((r) => r.serialNo).sort()).toEqual([first.serialNo, second.serialNo].sort());
    expect(results[0]?.invoiceItems).toEqual([
      expect.objectContaining({
        itemName: '物业管理服务',
        itemCode: '3040801010000000000',
        itemTaxRate: '0.06',
        itemAmount: '1200.00',
        itemTaxAmount: '72.00',
        itemSumAmount: '1272.00',
      }),
      expect.objectContaining({
        itemName: '车辆停放服务',
        itemTaxRate: '0.09',
        itemAmount: '3302.75',
        itemTaxAmount: '297.25',
      }),
    ]);
  });

  it("answers only the caller's own orders", async () => {
    await issued(t, 'MINE-1');
    const other = await t.client.call(M.query, { orderNos: ['MINE-1'] }, { userTax: '91330106MA2CFH7E53' });
    expect(other.body).toMatchObject({ code: 'E0000', result: [] });
  });

  it('refuses a repeated orderNo with E9106, while the first is still 开票中 and after', async () => {
    t.vendor.knobs.nextIssues({ delayMs: 300 });
    expect((await t.client.call(M.issue, order('DUP-1'))).body.code).toBe('E0000');
    const again = await t.client.call(M.issue, order('DUP-1'));
    expect(again.body).toEqual({ code: 'E9106', describe: '订单编号或流水号不能重复：DUP-1', result: null });
    await settled(t, 'DUP-1');
    expect((await t.client.call(M.issue, order('DUP-1'))).body.code).toBe('E9106');
    expect(t.vendor.knobs.invoices()).toHaveLength(1);
  });

  it('computes what a line leaves out: 金额 and 税额 from 含税金额 (G1), 税额 from 金额 (G8), 金额 from 单价 × 数量 (G9)', async () => {
    const r = await issued(t, 'CALC-1', {
      invoiceDetail: [
        {
          goodsName: '物业管理服务',
          goodsCode: '3040801010000000000',
          withTaxFlag: '1',
          taxRate: '0.06',
          taxIncludedAmount: '1000.00',
        },
        {
          goodsName: '物业管理服务',
          goodsCode: '3040801010000000000',
          withTaxFlag: '0',
          taxRate: '0.06',
          num: '12',
          price: '100',
          unit: '月',
        },
        {
          goodsName: '物业管理服务',
          goodsCode: '3040801010000000000',
          withTaxFlag: '1',
          taxRate: '0.06',
          num: '1072.44',
          price: '2.35',
        },
      ],
    });
    expect(r.invoiceItems?.map((i) => [i.itemAmount, i.itemTaxAmount, i.itemSumAmount])).toEqual([
      ['943.40', '56.60', '1000.00'],
      ['1200.00', '72.00', '1272.00'],
      ['2377.58', '142.65', '2520.23'],
    ]);
  });

  it.each([
    ['a line whose tax is 0.07 off (E9107)', [line('物业管理服务', '1000.00', '60.07', '1060.07', '0.06')], 'E9107'],
    ['金额 + 税额 ≠ 价税合计 (E9109)', [line('物业管理服务', '1000.00', '60.00', '1060.01', '0.06')], 'E9109'],
    [
      '单价 × 数量 off the amount by more than 0.01 (E9109)',
      [{ ...line('物业管理服务', '943.40', '56.60', '1000.00', '0.06'), num: '1', price: '999.98' }],
      'E9109',
    ],
    ['a rate the platform does not know', [line('物业管理服务', '1000.00', '170.00', '1170.00', '0.17')], 'E9101'],
    [
      'a 19-digit code missing',
      [{ ...line('物业管理服务', '943.40', '56.60', '1000.00', '0.06'), goodsCode: '304080101' }],
      'E9101',
    ],
    ['a negative normal line', [line('物业管理服务', '-943.40', '-56.60', '-1000.00', '0.06')], 'E9101'],
    ['more than 2 decimals', [line('物业管理服务', '943.401', '56.60', '1000.001', '0.06')], 'E9101'],
    [
      'a discount line not named as the line it discounts (E9105)',
      [
        { ...line('物业管理服务', '943.40', '56.60', '1000.00', '0.06'), invoiceLineProperty: '2' },
        { ...line('停车服务', '-94.34', '-5.66', '-100.00', '0.06'), invoiceLineProperty: '1' },
      ],
      'E9105',
    ],
    ['no lines', [], 'E9101'],
  ])('refuses %s at once', async (_case, invoiceDetail, code) => {
    const answer = await t.client.call(M.issue, order('BAD-1', { invoiceDetail }));
    expect(answer.body).toMatchObject({ code, result: null });
    expect(t.vendor.knobs.invoices()).toHaveLength(0);
  });

  it('G11: takes 276 lines of 0.10 at 6 % and refuses 277 (税额累计误差大于1.27, E9108)', async () => {
    const tenFen = (n: number) => Array.from({ length: n }, () => line('物业管理服务', '0.09', '0.01', '0.10', '0.06'));
    const refused = await t.client.call(M.issue, order('G11-277', { invoiceDetail: tenFen(277) }));
    expect(refused.body).toMatchObject({ code: 'E9108', describe: expect.stringContaining('1.27') });
    expect((await t.client.call(M.issue, order('G11-276', { invoiceDetail: tenFen(276) }))).body.code).toBe('E0000');
  });

  it('accepts a discounted line followed by its discount line', async () => {
    const r = await issued(t, 'DISC-1', {
      invoiceDetail: [
        { ...line('物业管理服务', '943.40', '56.60', '1000.00', '0.06'), invoiceLineProperty: '2' },
        { ...line('物业管理服务', '-94.34', '-5.66', '-100.00', '0.06'), invoiceLineProperty: '1' },
      ],
    });
    expect(r.orderAmount).toBe('900.00');
  });

  it.each([
    ['a 专票 without the buyer tax id (E9110)', { invoiceLine: 'bs' }, 'E9110'],
    ['a red invoice asked through requestBillingNew', { invoiceType: '2' }, 'E9101'],
    ['a date that is not yyyy-MM-dd HH:mm:ss', { invoiceDate: '2026-03-10' }, 'E9101'],
    ['no buyer name', { buyerName: '' }, 'E9101'],
    ['pushing by e-mail without one', { pushMode: '0' }, 'E9101'],
    ['an orderNo longer than 20', { orderNo: 'X'.repeat(21) }, 'E9101'],
  ])('refuses %s', async (_case, over, code) => {
    expect((await t.client.call(M.issue, order('BAD-2', over))).body.code).toBe(code);
  });
});

describe('failures with reasons (22), retries (reInvoice)', () => {
  it('fails a buyer tax id the tax bureau does not know: 22 购方税号有误', async () => {
    await t.client.call(M.issue, order('TAX-1', { buyerName: '某公司', buyerTaxNum: '91330100799655058C' }));
    expect(await settled(t, 'TAX-1')).toMatchObject({
      status: '22',
      statusMsg: '开票失败',
      failCause: '购方税号有误',
      invoiceNo: '',
      pdfUrl: '',
    });
  });

  it("fails an invoice over the seller's single-invoice limit", async () => {
    t.vendor.knobs.registerSeller({
      taxNum: '91310115MA1K4PM3XC',
      name: '上海安居物业管理有限公司',
      singleInvoiceLimit: '4000.00',
    });
    await t.client.call(M.issue, order('LIM-1'));
    expect(await settled(t, 'LIM-1')).toMatchObject({
      status: '22',
      failCause: '开票金额4502.75元超过单张发票开票限额4000.00元',
    });
  });

  it('fails with the cause a knob gives; reInvoice then issues it under the same 流水号', async () => {
    t.vendor.knobs.nextIssues({ fail: '税局系统繁忙' });
    const serialNo = resultOf(await t.client.call(M.issue, order('RETRY-1'))).invoiceSerialNum;
    expect(await settled(t, 'RETRY-1')).toMatchObject({ status: '22', failCause: '税局系统繁忙' });
    expect((await t.client.call(M.retry, { fpqqlsh: serialNo, orderno: 'RETRY-1' })).body).toMatchObject({
      code: 'E0000',
      result: null,
    });
    expect(await settled(t, 'RETRY-1')).toMatchObject({ serialNo, status: '2', failCause: '' });
    expect((await t.client.call(M.retry, { fpqqlsh: serialNo })).body.code).toBe('E9611');
  });

  it('seals again after a seal failure (24), keeping the number', async () => {
    t.vendor.knobs.nextIssues({ sealFail: true });
    const serialNo = resultOf(await t.client.call(M.issue, order('SEAL-1'))).invoiceSerialNum;
    const failed = await settled(t, 'SEAL-1');
    expect(failed).toMatchObject({
      status: '24',
      statusMsg: '开票成功签章失败',
      invoiceNo: expect.stringMatching(/^\d{20}$/),
      pdfUrl: '',
    });
    await t.client.call(M.retry, { fpqqlsh: serialNo });
    expect(await settled(t, 'SEAL-1')).toMatchObject({ status: '2', invoiceNo: failed.invoiceNo });
  });

  it(`refuses a retry while 开票中, of an unknown 流水号, and past ${RETRIES_PER_DAY} a day (E9613)`, async () => {
    t.vendor.knobs.nextIssues({ delayMs: 300 });
    const serialNo = resultOf(await t.client.call(M.issue, order('BUSY-1'))).invoiceSerialNum;
    expect((await t.client.call(M.retry, { fpqqlsh: serialNo })).body.code).toBe('E9612');
    expect((await t.client.call(M.retry, { fpqqlsh: '00000000000000000000' })).body.code).toBe('E9301');
    await settled(t, 'BUSY-1');

    t.vendor.knobs.nextIssues({ fail: '失败', count: RETRIES_PER_DAY + 1, delayMs: 0 });
    const failing = resultOf(await t.client.call(M.issue, order('LIMIT-1'))).invoiceSerialNum;
    for (let i = 0; i < RETRIES_PER_DAY; i++) {
      await until(async () => (await queried(t, 'LIMIT-1')).status === '22');
      expect((await t.client.call(M.retry, { fpqqlsh: failing })).body.code).toBe('E0000');
    }
    await until(async () => (await queried(t, 'LIMIT-1')).status === '22');
    expect((await t.client.call(M.retry, { fpqqlsh: failing })).body).toMatchObject({ code: 'E9613' });
  });
});
