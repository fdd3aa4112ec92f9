import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONFIRM_HOURS, type InvoiceResult } from '../src/index';
import { startCallbackReceiver, until, type CallbackReceiver } from '../src/testing/index';
import {
  COMPANY_BUYER,
  issued,
  M,
  resultOf,
  settled,
  SELLER,
  startTestVendor,
  type TestVendor,
} from './support/vendor';

let t: TestVendor;
let receiver: CallbackReceiver;
beforeAll(async () => {
  receiver = await startCallbackReceiver();
  t = await startTestVendor();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(() => {
  t.vendor.knobs.reset();
  receiver.callbacks.length = 0;
});

const apply = (blue: InvoiceResult, over: Record<string, unknown> = {}) =>
  t.client.call(M.redApply, {
    blueInvoiceLine: 'pc',
    applySource: '0',
    blueInvoiceNumber: blue.invoiceNo,
    sellerTaxNo: SELLER,
    buyerName: blue.payerName,
    buyerTaxNo: blue.payerTaxNo,
    redReason: '3',
    ...over,
  });
const confirmOf = async (billId: string) => {
  const answer = await t.client.call(M.redQuery, { identity: '0', billId });
  return (answer.body.result as { total: number; list: Record<string, unknown>[] }).list[0]!;
};
const stateOf = (billId: string, state: string) =>
  until(async () => ((await confirmOf(billId)).billStatus === state ? confirmOf(billId) : undefined));
/** G10: three months of parking out of the G3 blue invoice: 900.00 incl. 9 % on line 2. */
const G10 = [
  {
    blueDetailIndex: '2',
    goodsCode: '3040502020200000000',
    taxRate: '0.09',
    taxExcludedAmount: '-825.69',
    taxAmount: '-74.31',
  },
];

describe('红字确认单 and red invoices (notes §4, §5)', () => {
  it('a whole red before the buyer confirmed use needs no confirmation (01) and, with an orderNo, issues the red invoice at once', async () => {
    const blue = await issued(t, 'BLUE-1', COMPANY_BUYER);
    const answer = await apply(blue, { orderNo: 'RED-1', redReason: '2', callbackUrl: receiver.url });
    expect(answer.body).toMatchObject({ code: 'E0000', result: expect.stringMatching(/^HZQRD/) });
    const billId = String(answer.body.result);
    const confirm = await stateOf(billId, '01');
    expect(confirm).toMatchObject({
      billMessage: '无需确认',
      blueInvoiceNumber: blue.invoiceNo,
      taxExcludedAmount: '-4502.75',
      taxAmount: '-369.25',
      orderNo: 'RED-1',
      openStatus: 1,
    });
    expect(confirm.billNo).toMatch(/^\d{20}$/);
    const red = await settled(t, 'RED-1', true);
    expect(red).toMatchObject({
      status: '2',
      invoiceType: '2',
      oldEleInvoiceNumber: blue.invoiceNo,
      redReason: '2',
      exTaxAmount: '-4502.75',
      taxAmount: '-369.25',
      orderAmount: '-4872.00',
      payerName: COMPANY_BUYER.buyerName,
      remark: expect.stringContaining(blue.invoiceNo),
    });
    expect(red.invoiceNo).toMatch(/^\d{20}$/);
    expect(red.invoiceNo).not.toBe(blue.invoiceNo);
    const [callback] = await receiver.waitFor(1);
    expect(callback?.fields).toMatchObject({ operater: 'redConfirmCallback', billId });
    expect(callback?.content).toMatchObject({ billStatus: '01', openStatus: 1 });
    expect((await apply(blue)).body).toMatchObject({ code: 'E9706' });
  });

  it('issues the red invoice by fastInvoiceRed when the application named no orderNo', async () => {
    const blue = await issued(t, 'BLUE-2');
    const billId = String((await apply(blue)).body.result);
    const confirm = await stateOf(billId, '01');
    const answer = await t.client.call(M.redIssue, {
      orderNo: 'RED-2',
      taxNum: SELLER,
      elecInvoiceNumber: blue.invoiceNo,
      billNo: confirm.billNo,
      invoiceLine: 'pc',
    });
    expect(answer.body).toMatchObject({
      code: 'E0000',
      result: { invoiceSerialNum: expect.stringMatching(/^\d{20}$/) },
    });
    expect(await settled(t, 'RED-2')).toMatchObject({ status: '2', orderAmount: '-4872.00' });
    expect((await t.client.call(M.redIssue, { orderNo: 'RED-3', billNo: confirm.billNo })).body.code).toBe('E9708');
    expect((await confirmOf(billId)).invoiceSerialNum).toBe(resultOf(answer).invoiceSerialNum);
  });

  it('G10: after the buyer confirmed use, a partial red waits for the buyer (02), then 04 issues it; 3972.00 stays', async () => {
    const blue = await issued(t, 'BLUE-3', COMPANY_BUYER);
    expect((await apply(blue, { detail: G10, orderNo: 'RED-4' })).body.code).toBe('E9704');
    t.vendor.knobs.confirmUse(blue.invoiceNo);
    const billId = String((await apply(blue, { detail: G10, orderNo: 'RED-4' })).body.result);
    expect(await stateOf(billId, '02')).toMatchObject({
      billMessage: '销方录入待购方确认',
      openStatus: 0,
      taxExcludedAmount: '-825.69',
      taxAmount: '-74.31',
    });
    expect((await t.client.call(M.redIssue, { orderNo: 'RED-X', billId })).body.code).toBe('E9707');
    expect((await apply(blue, { detail: G10 })).body.code).toBe('E9703');
    t.vendor.knobs.buyerAnswers(billId, true);
    expect(await stateOf(billId, '04')).toMatchObject({
      billMessage: '购销双方已确认',
      confirmTime: expect.stringMatching(/^\d{4}-/),
    });
    const red = await settled(t, 'RED-4', true);
    expect(red).toMatchObject({ exTaxAmount: '-825.69', taxAmount: '-74.31', orderAmount: '-900.00' });
    expect(red.invoiceItems).toEqual([
      expect.objectContaining({
        itemName: '车辆停放服务',
        itemAmount: '-825.69',
        itemTaxAmount: '-74.31',
        itemTaxRate: '0.09',
      }),
    ]);
    const tooMuch = [{ ...G10[0], taxExcludedAmount: '-2477.07', taxAmount: '-222.94' }];
    expect((await apply(blue, { detail: tooMuch })).body).toMatchObject({
      code: 'E9706',
      describe: expect.stringContaining('2477.06'),
    });
    const rest = String((await apply(blue, { orderNo: 'RED-5' })).body.result);
    await stateOf(rest, '02');
    t.vendor.knobs.buyerAnswers(rest, true);
    expect(await settled(t, 'RED-5')).toMatchObject({
      orderAmount: '-3972.00',
      exTaxAmount: '-3677.06',
      taxAmount: '-294.94',
    });
  });

  it('refuses a partial red for 开票有误, a red of an unknown or other buyer, and a tax-inconsistent line', async () => {
    const blue = await issued(t, 'BLUE-4');
    t.vendor.knobs.confirmUse(blue.invoiceNo);
    expect((await apply(blue, { detail: G10, redReason: '2' })).body.code).toBe('E9705');
    expect((await apply(blue, { blueInvoiceNumber: '26312000000000000001' })).body.code).toBe('E9701');
    expect((await apply(blue, { buyerName: '别人' })).body.code).toBe('E9702');
    expect((await apply(blue, { detail: [{ ...G10[0], taxAmount: '-80.00' }] })).body.code).toBe('E9107');
    expect((await apply(blue, { detail: [{ ...G10[0], taxRate: '0.06' }] })).body.code).toBe('E9101');
  });

  it('voids a 确认单 the buyer refuses (05) or leaves 72 hours (07); what it held can be red-lettered again', async () => {
    const blue = await issued(t, 'BLUE-5');
    t.vendor.knobs.confirmUse(blue.invoiceNo);
    const refused = String((await apply(blue)).body.result);
    await stateOf(refused, '02');
    t.vendor.knobs.buyerAnswers(refused, false);
    expect((await confirmOf(refused)).billStatus).toBe('05');
    const waiting = String((await apply(blue)).body.result);
    await stateOf(waiting, '02');
    t.vendor.knobs.moveClock({ advanceMs: CONFIRM_HOURS * 3600_000 });
    expect(await confirmOf(waiting)).toMatchObject({ billStatus: '07', billMessage: '作废（超72小时未确认）' });
    expect((await apply(blue)).body.code).toBe('E0000');
  });

  it('lists 确认单 by state, newest first', async () => {
    const blue = await issued(t, 'BLUE-6');
    const billId = String((await apply(blue)).body.result);
    await stateOf(billId, '01');
    const answer = await t.client.call(M.redQuery, { identity: '0', billStatus: '01' });
    expect(answer.body.result).toMatchObject({ total: 1, list: [{ billId }] });
  });
});
