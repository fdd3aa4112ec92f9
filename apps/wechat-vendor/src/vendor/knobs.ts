import { chinaDateTime } from '../protocol/china-time';
import type { WechatVendorTiming } from '../options';
import { WechatError } from './errors';
import type { EventPush, FinishPlanRequest, ServerCheck } from './events';
import type { OauthScope } from './oauth';
import type { WechatUser } from './users';
import { type MessageView, messageView, selectMessages } from './views';
import type { WechatVendor } from './wechat-vendor';

const unknownUser = (openid: string) => new WechatError(40003, `没有该用户：${openid}`, 404);

/** Test knobs as functions (the HTTP control API under /__test calls the same ones). */
export class WechatVendorKnobs {
  constructor(private readonly vendor: WechatVendor) {}

  /** Forget messages, tokens, codes, pushes and knobs; users, clock, timings and event URL as started. */
  reset(): void {
    this.vendor.reset();
  }

  /** The next `count` template sends answer `errcode` (HTTP 200, or `status`) and send nothing. */
  failSends(failure: { errcode: number; errmsg?: string; count?: number; status?: number }): void {
    this.vendor.sends.forced = {
      errcode: failure.errcode,
      errmsg: failure.errmsg ?? (failure.errcode === -1 ? 'system error' : `errcode ${failure.errcode}`),
      status: failure.status,
      remaining: failure.count ?? 1,
    };
  }

  /** How the next accepted messages' TEMPLATESENDJOBFINISH go: delayed, lost, repeated, failed:user block … */
  nextFinishes(plan: FinishPlanRequest): void {
    this.vendor.pusher.addPlan(plan);
  }

  /** Where events are pushed from now on (服务器地址); null stops pushing. */
  setEventUrl(url: string | null): void {
    this.vendor.eventUrl = url ?? undefined;
  }

  /** The next `count` event pushes carry a wrong signature. */
  badSignatures(count = 1): void {
    this.vendor.pusher.badSignatures = count;
  }

  /** Every access_token issued so far answers 42001 (a client must fetch a new one). Answers how many. */
  expireTokens(): number {
    return this.vendor.tokens.expireAll();
  }

  /** The user follows (关注) or unfollows; a change pushes subscribe / unsubscribe. */
  setFollowing(openid: string, following: boolean): WechatUser {
    const user = this.vendor.setFollowing(openid, following);
    if (!user) throw unknownUser(openid);
    return { ...user };
  }

  /** A new fake WeChat user (following pushes subscribe); answers it, openid included. */
  createUser(user: { nickname?: string; following?: boolean } = {}): WechatUser {
    const n = this.vendor.users.all().length + 1;
    return { ...this.vendor.createUser(user.nickname ?? `微信用户${n}`, user.following ?? true) };
  }

  users(): WechatUser[] {
    return this.vendor.users.all().map((u) => ({ ...u }));
  }

  /**
   * What the 网页授权 page does when a user picks who they are: the redirect URL with a fresh code (for tests that
   * skip the page). The redirect_uri is taken as given.
   */
  authorize(p: { openid: string; redirectUri: string; state?: string; scope?: OauthScope }): string {
    if (!this.vendor.users.get(p.openid)) throw unknownUser(p.openid);
    return this.vendor.oauth.authorize(p.openid, p.scope ?? 'snsapi_base', p.redirectUri, p.state ?? '');
  }

  /** 服务器配置 → 提交: the GET echostr check against the event URL. */
  checkServer(): Promise<ServerCheck> {
    return this.vendor.pusher.checkServer();
  }

  /** Moves the business clock (token and code lifetimes, CreateTime). */
  moveClock(move: { advanceMs: number } | { to: string | number }): string {
    if ('advanceMs' in move) this.vendor.clock.advance(move.advanceMs);
    else {
      const to = typeof move.to === 'number' ? move.to : Date.parse(move.to);
      if (Number.isNaN(to)) throw new WechatError(47001, 'to 应为 ISO 8601 时间或毫秒数', 400);
      this.vendor.clock.set(to);
    }
    return chinaDateTime(this.vendor.clock.now());
  }

  setTiming(timing: Partial<WechatVendorTiming>): WechatVendorTiming {
    this.vendor.timing = { ...this.vendor.timing, ...timing };
    return this.vendor.timing;
  }

  /** Template send calls, newest first; one user's when `openid` is given. */
  messages(openid?: string): MessageView[] {
    return selectMessages(this.vendor.log.all(), openid).map(messageView);
  }

  eventPushes(): readonly EventPush[] {
    return this.vendor.pusher.list();
  }

  state() {
    const v = this.vendor;
    return {
      now: chinaDateTime(v.clock.now()),
      clockOffsetMs: v.clock.offset,
      appId: v.options.appId,
      originalId: v.options.originalId,
      timing: v.timing,
      eventUrl: v.eventUrl ?? null,
      users: this.users(),
      templates: [...v.options.templates.values()],
      messages: this.messages(),
      eventPushes: v.pusher.list(),
      serverCheck: v.pusher.lastCheck ?? null,
      oauth: v.oauth.list(),
    };
  }
}
