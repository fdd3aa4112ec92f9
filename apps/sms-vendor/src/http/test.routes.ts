import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SmsVendorKnobs } from '../vendor/knobs';
import type { SmsVendor } from '../vendor/sms-vendor';
import { parseJson } from './request';

const count = z.number().int().min(1).max(1000);
const Answers = z.object({ delayMs: z.number().int().min(0).max(600_000), count: count.optional() });
const FailSends = z.object({
  code: z.string().min(1),
  message: z.string().optional(),
  count: count.optional(),
  status: z.number().int().min(400).max(599).optional(),
});
const Reports = z.object({
  count: count.optional(),
  delayMs: z.number().int().min(0).max(3_600_000).optional(),
  lose: z.boolean().optional(),
  times: z.number().int().min(1).max(100).optional(),
  errCode: z.string().min(1).optional(),
  errMsg: z.string().optional(),
});
const ReportUrl = z.object({ url: z.string().url().nullable() });
const Signatures = z.object({ count: count.default(1) }).default({ count: 1 });
const Clock = z.union([
  z.object({ advanceMs: z.number().int() }),
  z.object({ to: z.union([z.string(), z.number().int()]) }),
]);
const Timing = z.object({
  reportDelayMs: z.number().int().min(0).max(3_600_000).optional(),
  retryScale: z.number().min(0).max(10).optional(),
  pushTimeoutMs: z.number().int().min(1).max(60_000).optional(),
});
const limit = z.number().int().min(0).nullable().optional();
const Quota = z.object({ perDay: limit, perMonth: limit, balance: limit });

const done = { Code: 'OK' };

/**
 * The control API for tests and people (JSON; not signed). Every knob has the same function on
 * `RunningSmsVendor.knobs` for in-process tests.
 */
export function registerTestRoutes(app: FastifyInstance, vendor: SmsVendor, knobs: SmsVendorKnobs): void {
  app.post('/__test/reset', async () => {
    knobs.reset();
    return done;
  });
  app.post('/__test/answers', async (request) => {
    const { delayMs, count: n } = parseJson(Answers, request);
    knobs.delayAnswers(delayMs, n);
    return done;
  });
  app.post('/__test/sends/fail', async (request) => {
    knobs.failSends(parseJson(FailSends, request));
    return done;
  });
  app.post('/__test/reports', async (request) => {
    knobs.nextReports(parseJson(Reports, request));
    return done;
  });
  app.post('/__test/report-url', async (request) => {
    knobs.setReportUrl(parseJson(ReportUrl, request).url);
    return done;
  });
  app.post('/__test/signatures/bad', async (request) => {
    knobs.badSignatures(parseJson(Signatures, request).count);
    return done;
  });
  app.post('/__test/clock', async (request) => ({ now: knobs.moveClock(parseJson(Clock, request)) }));
  app.post('/__test/timing', async (request) => knobs.setTiming(parseJson(Timing, request)));
  app.post('/__test/quota', async (request) => {
    const q = parseJson(Quota, request);
    const unset = (v: number | null | undefined) => (v === null ? undefined : v);
    return knobs.setQuota({
      ...('perDay' in q ? { perDay: unset(q.perDay) } : {}),
      ...('perMonth' in q ? { perMonth: unset(q.perMonth) } : {}),
      ...('balance' in q ? { balance: unset(q.balance) } : {}),
    });
  });
  app.get<{ Querystring: { phone?: string } }>('/__test/messages', async (request) => ({
    messages: knobs.messages(request.query.phone),
  }));
  app.get('/__test/state', async () => knobs.state());
  // The demo AccessKey (generated, never a real one), for a product that runs the fake in another process.
  app.get('/__test/keys', async () => ({
    accessKeyId: vendor.options.accessKeys[0]?.id,
    accessKeySecret: vendor.options.accessKeys[0]?.secret,
  }));
}
