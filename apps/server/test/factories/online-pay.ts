import { startPayVendor, type RunningPayVendor } from '@pm/pay-vendor';
import { until } from '@pm/pay-vendor/testing';
import { wechatpayConfigFromFake } from '../../src/modules/payments/index';
import { createTestApp, type TestApp } from '../harness';

// A product that collects online: the fake WeChat Pay in this process (its notification retries compressed), and
// the app listening on 127.0.0.1 so the fake's notifications reach its notify_url.

export interface OnlinePayWorld {
  t: TestApp;
  vendor: RunningPayVendor;
  close(): Promise<void>;
}

export async function startOnlinePay(options: { retryScale?: number } = {}): Promise<OnlinePayWorld> {
  const vendor = await startPayVendor({ port: 0, logLevel: 'silent', timing: { retryScale: options.retryScale ?? 0.001, answerTimeoutMs: 5000, refundSettleMs: 50 } });
  const t = await createTestApp({ wechatpay: wechatpayConfigFromFake(vendor) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    vendor,
    close: async () => {
      await t.close();
      await vendor.close();
    },
  };
}

export { until };
