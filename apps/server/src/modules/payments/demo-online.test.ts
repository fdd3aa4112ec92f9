import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { startPayVendor, type RunningPayVendor } from '@pm/pay-vendor';
import { schema } from '@pm/db';
import { addDays, chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seedDemoOnline } from './demo-online';
import { PayGateway, localNotifyUrl } from './pay-gateway';
import { wechatpayConfigFromFake } from './wechatpay-config';

// npm start's demo online payments, on the demo seed with the fake WeChat Pay: six QR codes paid two days ago
// (payments of that business day with receipts, the fake's clock back to now), a link and a QR code left open; once.

let t: TestApp;
let vendor: RunningPayVendor;

beforeAll(async () => {
  vendor = await startPayVendor({ port: 0, logLevel: 'silent' });
  t = await createTestApp({ wechatpay: wechatpayConfigFromFake(vendor) }, { demoSeed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

describe('demo online payments', () => {
  it('pays six orders two days ago through the product, leaves a link and a QR code open, and runs once', async () => {
    const gateway = new PayGateway(t.config.wechatpay!, () => localNotifyUrl(t.app.server.address(), 0));
    expect(await seedDemoOnline(t.database.db, gateway, vendor)).toBe(8);
    const orders = await t.database.db.select().from(schema.payOrders);
    expect(orders.filter((o) => o.state === 'paid')).toHaveLength(6);
    expect(orders.filter((o) => o.state === 'open').map((o) => o.method).sort()).toEqual(['10', '6']);
    const payments = await t.database.db.select().from(schema.payments).where(inArray(schema.payments.id, orders.flatMap((o) => (o.paymentId ? [o.paymentId] : []))));
    expect(new Set(payments.map((p) => p.businessDate))).toEqual(new Set([addDays(chinaToday(), -2)]));
    expect(await t.database.db.select().from(schema.receipts).where(inArray(schema.receipts.paymentId, payments.map((p) => p.id)))).toHaveLength(6);
    expect(Math.abs(Date.parse(String(vendor.knobs.state().now)) - Date.now())).toBeLessThan(60_000);
    expect(await seedDemoOnline(t.database.db, gateway, vendor)).toBe(0);
    expect(await t.database.db.select().from(schema.seedMarks).where(eq(schema.seedMarks.step, 'online-pay-demo'))).toHaveLength(1);
  });
});
