import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLBACK_ATTEMPTS } from '../src/index';
import {
  nuonuoSign,
  startCallbackReceiver,
  until,
  type CallbackReceiver,
  type ReceivedCallback,
} from '../src/testing/index';
import { M, order, settled, startTestVendor, type TestVendor } from './support/vendor';

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
  receiver.answerWith(() => ({}));
});

const signedWell = (c: ReceivedCallback) =>
  c.query.appkey === t.vendor.appKey &&
  c.sign ===
    nuonuoSign(
      t.vendor.appSecret,
      {
        appKey: c.query.appkey,
        senid: c.query.senid ?? '',
        nonce: c.query.nonce ?? '',
        timestamp: c.query.timestamp ?? '',
      },
      c.body,
    );

const issue = (orderNo: string, over: Record<string, unknown> = {}) =>
  t.client.call(M.issue, order(orderNo, { callBackUrl: receiver.url, ...over }));

describe("callbacks to the seller's URL", () => {
  it('calls back the final result once issued: a signed form with operater, orderno and the result as content', async () => {
    await issue('CB-1');
    const [callback] = await receiver.waitFor(1);
    expect(callback?.fields).toEqual({ operater: 'callback', orderno: 'CB-1', content: expect.any(String) });
    expect(callback?.query).toEqual({
      senid: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      nonce: expect.stringMatching(/^\d{8}$/),
      timestamp: expect.stringMatching(/^\d{10}$/),
      appkey: t.vendor.appKey,
    });
    expect(signedWell(callback!)).toBe(true);
    expect(callback?.content).toMatchObject({
      orderNo: 'CB-1',
      status: '2',
      invoiceNo: expect.stringMatching(/^\d{20}$/),
      orderAmount: '4872.00',
    });
    expect(String(callback?.content.pdfUrl)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/fp\//);
    await until(() => t.vendor.knobs.callbacks()[0]?.state === 'accepted');
  });

  it("calls back a failure with its cause, to the console's URL when the order names none", async () => {
    t.vendor.knobs.setCallbackUrl(receiver.url);
    t.vendor.knobs.nextIssues({ fail: '购方名称与税号不符' });
    await t.client.call(M.issue, order('CB-2'));
    const [callback] = await receiver.waitFor(1);
    expect(callback?.content).toMatchObject({ orderNo: 'CB-2', status: '22', failCause: '购方名称与税号不符' });
  });

  it('signs badly when told: the receiver can tell', async () => {
    await t.client.call(M.query, { orderNos: ['x'] });
    t.vendor.knobs.badSignatures(1);
    await issue('CB-3');
    await issue('CB-4');
    const callbacks = await receiver.waitFor(2);
    expect(callbacks.map(signedWell).sort()).toEqual([false, true]);
    expect(
      t.vendor.knobs
        .callbacks()
        .map((c) => c.badSignature)
        .sort(),
    ).toEqual([false, true]);
  });

  it('loses a callback or repeats it when told (the same body each time: receivers dedupe by orderno)', async () => {
    t.vendor.knobs.nextIssues({ loseCallback: true });
    await issue('CB-5');
    await settled(t, 'CB-5');
    t.vendor.knobs.nextIssues({ callbackTimes: 3 });
    await issue('CB-6');
    const callbacks = await receiver.waitFor(3);
    expect(callbacks.map((c) => c.fields.orderno)).toEqual(['CB-6', 'CB-6', 'CB-6']);
    expect(new Set(callbacks.map((c) => c.body)).size).toBe(1);
    expect(t.vendor.knobs.invoices().find((i) => i.orderNo === 'CB-5')?.callbacks).toEqual([]);
  });

  it(`tries a callback ${CALLBACK_ATTEMPTS} times in all when not answered {"status":"0000"}, then gives up`, async () => {
    receiver.answerWith(() => ({ status: 500, body: 'busy' }));
    await issue('CB-7');
    await receiver.waitFor(CALLBACK_ATTEMPTS);
    await until(() => t.vendor.knobs.callbacks()[0]?.state === 'failed');
    await new Promise((r) => setTimeout(r, 100));
    expect(receiver.callbacks).toHaveLength(CALLBACK_ATTEMPTS);
  });

  it('takes no answer within the timeout, or another body, as not received', async () => {
    receiver.answerWith((c) => (c.index === 0 ? { delayMs: 600 } : c.index === 1 ? { body: 'success' } : {}));
    await issue('CB-8');
    await receiver.waitFor(3);
    await until(() => t.vendor.knobs.callbacks()[0]?.state === 'accepted');
    expect(t.vendor.knobs.callbacks()[0]?.attempts[0]?.error).toMatch(/未应答/);
  });
});
