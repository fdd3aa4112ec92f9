import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PayVendorKnobs } from '../vendor/knobs';
import type { PayVendor } from '../vendor/pay-vendor';
import { parseJson } from './request';

const count = z.number().int().min(1).max(1000);

const NotificationPlan = z.object({
  count: count.optional(),
  event: z.enum(['TRANSACTION', 'REFUND']).optional(),
  delayMs: z.number().int().min(0).max(3_600_000).optional(),
  times: z.number().int().min(1).max(100).optional(),
  lose: z.boolean().optional(),
  badSignatureAttempts: z.number().int().min(0).max(16).optional(),
  hold: z.boolean().optional(),
  probe: z.boolean().optional(),
});
const Release = z.object({ order: z.enum(['fifo', 'reverse']).default('fifo') }).default({ order: 'fifo' });
const RefundOutcome = z.object({ outcome: z.enum(['ABNORMAL', 'CLOSED', 'PROCESSING']), count: count.optional() });
const Responses = z.object({ badSignature: z.number().int().min(0).max(1000) });
const BillLine = z.object({
  mchid: z.string().optional(),
  outTradeNo: z
    .string()
    .regex(/^[0-9A-Za-z_\-|*]{6,32}$/)
    .optional(),
  total: z.number().int().min(1),
  successTime: z.string().optional(),
  description: z.string().max(127).optional(),
  attach: z.string().max(128).optional(),
  notify: z.boolean().optional(),
  notifyUrl: z.string().url().optional(),
});
const BillAmount = z.object({ mchid: z.string().optional(), outTradeNo: z.string().min(1), total: z.number().int() });
const Clock = z.union([
  z.object({ advanceMs: z.number().int() }),
  z.object({ to: z.union([z.string(), z.number().int()]) }),
]);
const Timing = z.object({
  retryScale: z.number().min(0).max(10).optional(),
  answerTimeoutMs: z.number().int().min(1).max(60_000).optional(),
  refundSettleMs: z.number().int().min(0).max(3_600_000).optional(),
});

/**
 * The control API for tests and people (JSON; not signed). Every knob has the same function on
 * `RunningPayVendor.knobs` for in-process tests.
 */
export function registerKnobRoutes(app: FastifyInstance, vendor: PayVendor, knobs: PayVendorKnobs): void {
  app.post('/__knobs/reset', async () => {
    knobs.reset();
    return { code: 'SUCCESS' };
  });
  app.post('/__knobs/notifications', async (request) => {
    knobs.nextNotifications(parseJson(NotificationPlan, request).data);
    return { code: 'SUCCESS' };
  });
  app.post('/__knobs/notifications/release', async (request) => ({
    released: await knobs.releaseHeld(parseJson(Release, request).data.order),
  }));
  app.post('/__knobs/refunds', async (request) => {
    const { outcome, count: n } = parseJson(RefundOutcome, request).data;
    knobs.nextRefunds(outcome, n);
    return { code: 'SUCCESS' };
  });
  app.post('/__knobs/responses', async (request) => {
    knobs.nextResponses(parseJson(Responses, request).data);
    return { code: 'SUCCESS' };
  });
  app.post('/__knobs/bill/lines', async (request) => knobs.addBillLine(parseJson(BillLine, request).data));
  app.post('/__knobs/bill/amounts', async (request) => {
    knobs.changeBillAmount(parseJson(BillAmount, request).data);
    return { code: 'SUCCESS' };
  });
  app.post('/__knobs/clock', async (request) => ({ now: knobs.moveClock(parseJson(Clock, request).data) }));
  app.post('/__knobs/timing', async (request) => knobs.setTiming(parseJson(Timing, request).data));
  app.get('/__knobs/state', async () => knobs.state());
  // The generated demo keys (never a real key), for a product that runs the fake in another process.
  app.get('/__knobs/keys', async () => ({
    platform: { keyId: vendor.options.platform.keyId, publicKeyPem: vendor.options.platform.publicKeyPem },
    demoMerchant: vendor.options.demoMerchant ?? null,
    merchants: vendor.allMerchants().map(({ apiV3Key: _key, ...m }) => m),
  }));
}
