import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAndPay, nativeOrder, postJson, startTestVendor, type TestVendor } from './support/vendor';

let t: TestVendor;
beforeAll(async () => {
  t = await startTestVendor();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const closePath = (no: string) => `/v3/pay/transactions/out-trade-no/${no}/close`;
const byNo = (no: string) => `/v3/pay/transactions/out-trade-no/${no}?mchid=${t.merchant.mchid}`;

describe('关闭订单', () => {
  it('closes an unpaid order with a signed 204, again and again; it can no longer be paid or re-created', async () => {
    const body = nativeOrder(t);
    const no = body.out_trade_no as string;
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    const closed = await t.client.post(closePath(no), { mchid: t.merchant.mchid });
    expect(closed.status).toBe(204);
    expect(closed.verified).toEqual({ ok: true });
    expect((await t.client.get(byNo(no))).json).toMatchObject({
      trade_state: 'CLOSED',
      trade_state_desc: '订单已关闭',
    });
    expect((await t.client.post(closePath(no), { mchid: t.merchant.mchid })).status).toBe(204);
    const pay = await postJson(t, '/payer/pay', { code_url: json.code_url });
    expect(pay.status).toBe(409);
    expect(pay.json.message).toBe('订单已关闭');
    expect((await t.client.post('/v3/pay/transactions/native', body)).json).toMatchObject({ code: 'ORDER_CLOSED' });
  });

  it('answers 400 ORDER_PAID for a paid order, which stays paid', async () => {
    const { outTradeNo } = await createAndPay(t);
    const closed = await t.client.post(closePath(outTradeNo), { mchid: t.merchant.mchid });
    expect(closed.status).toBe(400);
    expect(closed.json).toMatchObject({ code: 'ORDER_PAID' });
    expect((await t.client.get(byNo(outTradeNo))).json).toMatchObject({ trade_state: 'SUCCESS' });
  });

  it('answers ORDER_PAID when the payer paid in the last seconds before time_expire (P5)', async () => {
    t.vendor.knobs.moveClock({ to: '2024-05-10T10:00:00+08:00' });
    const body = nativeOrder(t, { time_expire: '2024-05-10T10:15:00+08:00' });
    const { json } = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
    t.vendor.knobs.moveClock({ to: '2024-05-10T10:14:59+08:00' });
    t.vendor.payer.pay(json.code_url);
    t.vendor.knobs.moveClock({ to: '2024-05-10T10:15:02+08:00' });
    expect(
      (await t.client.post(closePath(body.out_trade_no as string), { mchid: t.merchant.mchid })).json,
    ).toMatchObject({
      code: 'ORDER_PAID',
    });
  });

  it('accepts closing a number it never saw, as WeChat does (204)', async () => {
    expect((await t.client.post(closePath('NEVERSEEN1'), { mchid: t.merchant.mchid })).status).toBe(204);
  });

  it('refuses a close body without the signer mchid', async () => {
    const answer = await t.client.post(closePath('NEVERSEEN1'), { mchid: '1230000109' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PARAM_ERROR', detail: { field: 'mchid' } });
    expect((await t.client.post(closePath('NEVERSEEN1'), {})).json).toMatchObject({ code: 'PARAM_ERROR' });
  });
});
