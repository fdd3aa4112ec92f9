import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { WechatVendorKnobs } from '../vendor/knobs';
import { OAUTH_SCOPES } from '../vendor/oauth';
import type { WechatVendor } from '../vendor/wechat-vendor';
import { parseJson } from './request';

const count = z.number().int().min(1).max(1000);
const FailSends = z.object({
  errcode: z.number().int(),
  errmsg: z.string().optional(),
  count: count.optional(),
  status: z.number().int().min(400).max(599).optional(),
});
const Finishes = z.object({
  count: count.optional(),
  delayMs: z.number().int().min(0).max(3_600_000).optional(),
  lose: z.boolean().optional(),
  times: z.number().int().min(1).max(100).optional(),
  status: z.enum(['success', 'failed:user block', 'failed: system failed']).optional(),
});
const EventUrl = z.object({ url: z.string().url().nullable() });
const Signatures = z.object({ count: count.default(1) }).default({ count: 1 });
const NewUser = z
  .object({ nickname: z.string().min(1).max(20).optional(), following: z.boolean().optional() })
  .default({});
const Authorize = z.object({
  openid: z.string().min(1),
  redirectUri: z.string().url(),
  state: z.string().max(128).optional(),
  scope: z.enum(OAUTH_SCOPES).optional(),
});
const Clock = z.union([
  z.object({ advanceMs: z.number().int() }),
  z.object({ to: z.union([z.string(), z.number().int()]) }),
]);
const Timing = z.object({
  finishDelayMs: z.number().int().min(0).max(3_600_000).optional(),
  pushTimeoutMs: z.number().int().min(1).max(60_000).optional(),
  retryDelayMs: z.number().int().min(0).max(600_000).optional(),
});

const done = { errcode: 0, errmsg: 'ok' };

/** The control API for tests and people (JSON; no token). Every knob is also a function on `vendor.knobs`. */
export function registerTestRoutes(app: FastifyInstance, vendor: WechatVendor, knobs: WechatVendorKnobs): void {
  app.post('/__test/reset', async () => {
    knobs.reset();
    return done;
  });
  app.post('/__test/sends/fail', async (request) => {
    knobs.failSends(parseJson(FailSends, request));
    return done;
  });
  app.post('/__test/finishes', async (request) => {
    knobs.nextFinishes(parseJson(Finishes, request));
    return done;
  });
  app.post('/__test/event-url', async (request) => {
    knobs.setEventUrl(parseJson(EventUrl, request).url);
    return done;
  });
  app.post('/__test/signatures/bad', async (request) => {
    knobs.badSignatures(parseJson(Signatures, request).count);
    return done;
  });
  app.post('/__test/tokens/expire', async () => ({ ...done, expired: knobs.expireTokens() }));
  app.get('/__test/users', async () => ({ users: knobs.users() }));
  app.post('/__test/users', async (request) => knobs.createUser(parseJson(NewUser, request)));
  app.post<{ Params: { openid: string } }>('/__test/users/:openid/follow', async (request) =>
    knobs.setFollowing(request.params.openid, true),
  );
  app.post<{ Params: { openid: string } }>('/__test/users/:openid/unfollow', async (request) =>
    knobs.setFollowing(request.params.openid, false),
  );
  app.post('/__test/oauth/authorize', async (request) => ({
    redirect: knobs.authorize(parseJson(Authorize, request)),
  }));
  app.post('/__test/server-check', async () => knobs.checkServer());
  app.post('/__test/clock', async (request) => ({ now: knobs.moveClock(parseJson(Clock, request)) }));
  app.post('/__test/timing', async (request) => knobs.setTiming(parseJson(Timing, request)));
  app.get<{ Querystring: { openid?: string } }>('/__test/messages', async (request) => ({
    messages: knobs.messages(request.query.openid),
  }));
  app.get('/__test/events', async () => ({ pushes: knobs.eventPushes() }));
  app.get('/__test/state', async () => knobs.state());
  // The demo account (generated, never a real one), for a product that runs the fake in another process.
  app.get('/__test/app', async () => ({
    appId: vendor.options.appId,
    appSecret: vendor.options.appSecret,
    token: vendor.options.token,
    originalId: vendor.options.originalId,
  }));
}
