import { randomBytes } from 'node:crypto';
import { startPayVendor, type DemoMerchant, type PayVendorOptions, type RunningPayVendor } from '../../src/index';
import { MerchantClient, startNotifyReceiver, type NotifyReceiver } from '../../src/testing/index';

/** Timings compressed for tests: 15 s between retries becomes 15 ms; an answer slower than 300 ms fails. */
export const TEST_TIMING = { retryScale: 0.001, answerTimeoutMs: 300, refundSettleMs: 20 };

export interface TestVendor {
  vendor: RunningPayVendor;
  merchant: DemoMerchant;
  client: MerchantClient;
  receiver: NotifyReceiver;
  /** Back to a fresh fake and an empty receiver (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** The fake on a free port with its demo merchant, a signing client and a local notify_url. */
export async function startTestVendor(options: PayVendorOptions = {}): Promise<TestVendor> {
  const vendor = await startPayVendor({ port: 0, logLevel: 'silent', timing: TEST_TIMING, ...options });
  const merchant = vendor.demoMerchant as DemoMerchant;
  const client = new MerchantClient(vendor.url, merchant, vendor.platform);
  const receiver = await startNotifyReceiver({ platform: vendor.platform, apiV3Key: merchant.apiV3Key });
  return {
    vendor,
    merchant,
    client,
    receiver,
    reset() {
      vendor.knobs.reset();
      receiver.reset();
    },
    async close() {
      await receiver.close();
      await vendor.close();
    },
  };
}

export const newTradeNo = () => `PM${randomBytes(8).toString('hex')}`;

/** A Native order body for the demo merchant; amounts in fen. */
export function nativeOrder(t: TestVendor, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appid: t.merchant.appids[0],
    mchid: t.merchant.mchid,
    description: '物业费 2024年5月 1-1-101',
    out_trade_no: newTradeNo(),
    notify_url: t.receiver.url,
    amount: { total: 28551, currency: 'CNY' },
    ...overrides,
  };
}

/** Creates a Native order and pays it on the payer side; answers the order body and the paid transaction. */
export async function createAndPay(t: TestVendor, overrides: Record<string, unknown> = {}) {
  const body = nativeOrder(t, overrides);
  const created = await t.client.post<{ code_url: string }>('/v3/pay/transactions/native', body);
  if (created.status !== 200) throw new Error(`下单失败：${created.text}`);
  const paid = t.vendor.payer.pay(created.json.code_url);
  return { body, codeUrl: created.json.code_url, paid, outTradeNo: body.out_trade_no as string };
}

/** POSTs JSON to the fake without a signature (payer page and knobs). */
export async function postJson(
  t: TestVendor,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${t.vendor.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
