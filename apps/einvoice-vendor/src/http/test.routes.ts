import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';
import type { EinvoiceVendorKnobs } from '../vendor/knobs';
import { baseOf, parseJson } from './request';

const count = z.number().int().min(1).max(1000);
const ms = z.number().int().min(0).max(3_600_000);
const Issues = z.object({
  count: count.optional(),
  delayMs: ms.optional(),
  fail: z.string().min(1).max(200).optional(),
  sealFail: z.boolean().optional(),
  loseCallback: z.boolean().optional(),
  callbackTimes: z.number().int().min(1).max(100).optional(),
});
const CallbackUrl = z.object({ url: z.string().url().nullable() });
const Signatures = z.object({ count: count.default(1) }).default({ count: 1 });
const Outage = z.object({ status: z.number().int().min(400).max(599).optional(), count: count.optional() }).default({});
const Slow = z.object({ delayMs: ms, count: count.optional() });
const ConfirmUse = z.object({ invoiceNumber: z.string().regex(/^\d{20}$/) });
const Answer = z.object({ billId: z.string().min(1), agree: z.boolean() });
const Seller = z.object({
  taxNum: z.string().min(1),
  name: z.string().min(1).max(100),
  address: z.string().max(100).optional(),
  tel: z.string().max(40).optional(),
  bankAccount: z.string().max(100).optional(),
  singleInvoiceLimit: z.string().optional(),
});
const Clock = z.union([
  z.object({ advanceMs: z.number().int() }),
  z.object({ to: z.union([z.string(), z.number().int()]) }),
]);
const Timing = z.object({
  issueDelayMs: ms.optional(),
  sealDelayMs: ms.optional(),
  confirmDelayMs: ms.optional(),
  callbackTimeoutMs: z.number().int().min(1).max(60_000).optional(),
  callbackRetryDelayMs: ms.optional(),
});

const done = { code: 'E0000', describe: '成功' };

/** The control API for tests and people (JSON; no signature). Every knob is also a function on `vendor.knobs`. */
export function registerTestRoutes(app: FastifyInstance, vendor: EinvoiceVendor, knobs: EinvoiceVendorKnobs): void {
  app.post('/__test/reset', async () => {
    knobs.reset();
    return done;
  });
  app.post('/__test/issues', async (request) => {
    knobs.nextIssues(parseJson(Issues, request));
    return done;
  });
  app.post('/__test/callback-url', async (request) => {
    knobs.setCallbackUrl(parseJson(CallbackUrl, request).url);
    return done;
  });
  app.post('/__test/signatures/bad', async (request) => {
    knobs.badSignatures(parseJson(Signatures, request).count);
    return done;
  });
  app.post('/__test/outage', async (request) => {
    knobs.outage(parseJson(Outage, request));
    return done;
  });
  app.post('/__test/outage/end', async () => {
    knobs.endOutage();
    return done;
  });
  app.post('/__test/slow', async (request) => {
    knobs.slowAnswers(parseJson(Slow, request));
    return done;
  });
  app.post('/__test/tokens/expire', async () => ({ ...done, expired: knobs.expireTokens() }));
  app.post('/__test/confirm-use', async (request) => {
    knobs.confirmUse(parseJson(ConfirmUse, request).invoiceNumber);
    return done;
  });
  app.post('/__test/red/answer', async (request) => {
    const a = parseJson(Answer, request);
    return knobs.buyerAnswers(a.billId, a.agree);
  });
  app.get('/__test/sellers', async () => ({ sellers: knobs.sellers() }));
  app.post('/__test/sellers', async (request) => knobs.registerSeller(parseJson(Seller, request)));
  app.post('/__test/clock', async (request) => ({ now: knobs.moveClock(parseJson(Clock, request)) }));
  app.post('/__test/timing', async (request) => knobs.setTiming(parseJson(Timing, request)));
  app.get('/__test/invoices', async (request) => ({ invoices: knobs.invoices(baseOf(request)) }));
  app.get('/__test/red', async () => ({ redConfirms: knobs.redConfirms() }));
  app.get('/__test/calls', async () => ({ calls: knobs.calls() }));
  app.get('/__test/callbacks', async () => ({ callbacks: knobs.callbacks() }));
  app.get('/__test/state', async () => knobs.state());
  // The demo application (generated, never a real one), for a product that runs the fake in another process.
  app.get('/__test/app', async () => ({
    appKey: vendor.options.appKey,
    appSecret: vendor.options.appSecret,
    sellers: knobs.sellers().map((s) => ({ taxNum: s.taxNum, name: s.name })),
  }));
}
