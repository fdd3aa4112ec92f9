import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../src/testing/index';
import { createAndPay, nativeOrder, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const REFUNDS = '/v3/refund/domestic/refunds';
let n = 0;
const refundNo = () => `RF${Date.now()}${++n}`;

interface RefundAnswer {
  refund_id: string;
  out_refund_no: string;
  status: string;
  code?: string;
  message?: string;
  success_time?: string;
  amount: { refund: number; total: number; refund_fee: number };
}

function refund(outTradeNo: string, fen: number, extra: Record<string, unknown> = {}) {
  return t.client.post<RefundAnswer>(REFUNDS, {
    out_trade_no: outTradeNo,
    out_refund_no: refundNo(),
    reason: '多收退回',
    amount: { refund: fen, total: 28551, currency: 'CNY' },
    ...extra,
  });
}

/** The refund once it left PROCESSING (the fake settles it after `refundSettleMs`). */
const waitSettled = (outRefundNo: string) =>
  until(async () => {
    const r = await t.client.get<RefundAnswer>(`${REFUNDS}/${outRefundNo}`);
    return r.json.status === 'PROCESSING' ? undefined : r.json;
  });

describe('refunds', () => {
  it('accepts refunds up to the total and refuses the rest (P7: 100.00, 185.51, then 0.01)', async () => {
    const { outTradeNo } = await createAndPay(t);
    const first = await refund(outTradeNo, 10000);
    expect(first.status).toBe(200);
    expect(first.verified).toEqual({ ok: true });
    expect(first.json).toMatchObject({
      status: 'PROCESSING',
      channel: 'ORIGINAL',
      amount: { refund: 10000, total: 28551, refund_fee: 60 },
    });
    expect(first.json.refund_id).toMatch(/^\d{29}$/);
    expect((await refund(outTradeNo, 18551)).json.status).toBe('PROCESSING');
    const third = await refund(outTradeNo, 1);
    expect(third.status).toBe(400);
    expect(third.json).toMatchObject({ code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });

    const done = await waitSettled(first.json.out_refund_no);
    expect(done.status).toBe('SUCCESS');
    expect(done.success_time).toMatch(/\+08:00$/);
    const order = await t.client.get(`/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${t.merchant.mchid}`);
    expect(order.json).toMatchObject({ trade_state: 'REFUND' });
  });

  it('refuses the 51st partial refund of one order', async () => {
    const { outTradeNo } = await createAndPay(t);
    for (let i = 0; i < 50; i++) expect((await refund(outTradeNo, 1)).status).toBe(200);
    const fiftyFirst = await refund(outTradeNo, 1);
    expect(fiftyFirst.status).toBe(400);
    expect(fiftyFirst.json.code).toBe('INVALID_REQUEST');
  });

  it('refunds once per out_refund_no: the same request answers the same refund, another one is refused', async () => {
    const { outTradeNo, paid } = await createAndPay(t);
    const no = refundNo();
    const body = {
      out_trade_no: outTradeNo,
      out_refund_no: no,
      amount: { refund: 100, total: 28551, currency: 'CNY' },
    };
    const first = await t.client.post<RefundAnswer>(REFUNDS, body);
    // the same refund named by transaction_id is the same request
    const again = await t.client.post<RefundAnswer>(REFUNDS, {
      ...body,
      out_trade_no: undefined,
      transaction_id: paid.transaction_id,
    });
    expect(again.json.refund_id).toBe(first.json.refund_id);
    const other = await t.client.post<RefundAnswer>(REFUNDS, {
      ...body,
      amount: { refund: 200, total: 28551, currency: 'CNY' },
    });
    expect(other.json).toMatchObject({ code: 'INVALID_REQUEST', message: '请求重入时，参数与首次请求时不一致' });
  });

  it('refuses an unpaid order, an unknown order, a wrong total and a refund after a year', async () => {
    const body = nativeOrder(t);
    await t.client.post('/v3/pay/transactions/native', body);
    expect((await refund(body.out_trade_no as string, 1)).json).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await refund('NOSUCH123', 1)).status).toBe(404);
    const { outTradeNo } = await createAndPay(t);
    expect((await refund(outTradeNo, 1, { amount: { refund: 1, total: 28550, currency: 'CNY' } })).json).toMatchObject({
      code: 'INVALID_REQUEST',
    });
    expect((await refund(outTradeNo, 0, { amount: { refund: 0, total: 28551, currency: 'CNY' } })).json).toMatchObject({
      code: 'PARAM_ERROR',
    });
    t.vendor.knobs.moveClock({ advanceMs: 366 * 24 * 3600_000 });
    expect((await refund(outTradeNo, 1)).json).toMatchObject({
      code: 'INVALID_REQUEST',
      message: '订单已超过一年，不能退款',
    });
  });

  it('answers 404 for a refund number it does not know', async () => {
    const answer = await t.client.get(`${REFUNDS}/NOSUCHREFUND`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ code: 'RESOURCE_NOT_EXISTS' });
  });

  it('notifies notify_url of the result with an encrypted refund resource', async () => {
    const { outTradeNo } = await createAndPay(t);
    await t.receiver.waitFor(1);
    const r = await refund(outTradeNo, 10000, { notify_url: t.receiver.url });
    const [, notice] = await t.receiver.waitFor(2);
    expect(notice?.verified).toEqual({ ok: true });
    expect(notice?.notification).toMatchObject({ event_type: 'REFUND.SUCCESS', summary: '退款成功' });
    expect(notice?.notification?.resource).toMatchObject({ original_type: 'refund', associated_data: 'refund' });
    expect(notice?.resource).toMatchObject({
      mchid: t.merchant.mchid,
      out_trade_no: outTradeNo,
      out_refund_no: r.json.out_refund_no,
      refund_id: r.json.refund_id,
      refund_status: 'SUCCESS',
      user_received_account: '支付用户零钱',
      amount: { total: 28551, refund: 10000, payer_total: 28551, payer_refund: 10000 },
    });
  });

  it('makes the next refund ABNORMAL on a knob; 异常退款 then pays it', async () => {
    const { outTradeNo } = await createAndPay(t);
    await t.receiver.waitFor(1);
    t.vendor.knobs.nextRefunds('ABNORMAL');
    const r = await refund(outTradeNo, 10000, { notify_url: t.receiver.url });
    const [, notice] = await t.receiver.waitFor(2);
    expect(notice?.notification?.event_type).toBe('REFUND.ABNORMAL');
    expect(notice?.resource).toMatchObject({ refund_status: 'ABNORMAL' });
    expect((await waitSettled(r.json.out_refund_no)).status).toBe('ABNORMAL');
    // ABNORMAL money is still owed to the payer: it counts against the total
    expect((await refund(outTradeNo, 18552)).json).toMatchObject({ code: 'INVALID_REQUEST' });
    const again = await t.client.post<RefundAnswer>(`${REFUNDS}/${r.json.refund_id}/apply-abnormal-refund`, {
      out_refund_no: r.json.out_refund_no,
      type: 'USER_BANK_CARD',
    });
    expect(again.json.status).toBe('PROCESSING');
    expect((await waitSettled(r.json.out_refund_no)).status).toBe('SUCCESS');
    // the next refund is normal again
    const next = await refund(outTradeNo, 100);
    expect((await waitSettled(next.json.out_refund_no)).status).toBe('SUCCESS');
  });

  it('lets a CLOSED refund free its amount for a new refund number', async () => {
    const { outTradeNo } = await createAndPay(t);
    await postKnob('/__knobs/refunds', { outcome: 'CLOSED' });
    const closed = await refund(outTradeNo, 28551);
    expect((await waitSettled(closed.json.out_refund_no)).status).toBe('CLOSED');
    const second = await refund(outTradeNo, 28551);
    expect((await waitSettled(second.json.out_refund_no)).status).toBe('SUCCESS');
  });

  it('keeps a refund PROCESSING on a knob', async () => {
    const { outTradeNo } = await createAndPay(t);
    t.vendor.knobs.nextRefunds('PROCESSING');
    const r = await refund(outTradeNo, 1);
    await new Promise((res) => setTimeout(res, 100));
    expect((await t.client.get<RefundAnswer>(`${REFUNDS}/${r.json.out_refund_no}`)).json.status).toBe('PROCESSING');
  });
});

async function postKnob(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${t.vendor.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}
