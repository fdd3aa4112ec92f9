import type { ResolvedOptions, WechatVendorTiming } from '../options';
import { VendorClock } from './clock';
import { wechatError } from './errors';
import { EventPusher } from './events';
import { MessageLog } from './messages';
import { OauthCodes } from './oauth';
import { Sends } from './sends';
import { AccessTokens } from './tokens';
import { Users, type WechatUser } from './users';

/** The fake 公众号 platform's state and use cases, without HTTP; the app and the knobs both drive it. */
export class WechatVendor {
  readonly clock: VendorClock;
  readonly log = new MessageLog();
  readonly tokens: AccessTokens;
  readonly users: Users;
  readonly pusher: EventPusher;
  readonly sends: Sends;
  readonly oauth: OauthCodes;
  timing: WechatVendorTiming;
  eventUrl: string | undefined;

  constructor(
    readonly options: ResolvedOptions,
    logLine: (line: string) => void,
  ) {
    this.clock = new VendorClock(options.clock);
    this.timing = { ...options.timing };
    this.eventUrl = options.eventUrl;
    this.tokens = new AccessTokens(this.clock);
    this.users = new Users(options.users);
    this.oauth = new OauthCodes(this.clock);
    this.pusher = new EventPusher({
      clock: this.clock,
      timing: () => this.timing,
      eventUrl: () => this.eventUrl,
      token: options.token,
      originalId: options.originalId,
      log: logLine,
    });
    this.sends = new Sends({ options, clock: this.clock, log: this.log, users: this.users, pusher: this.pusher });
  }

  /** 40013 unknown appid, 40125 wrong secret (41002 / 41004 when absent). */
  checkApp(appid: string | undefined, secret: string | undefined): void {
    if (!appid) throw wechatError(41002);
    if (appid !== this.options.appId) throw wechatError(40013);
    if (!secret) throw wechatError(41004);
    if (secret !== this.options.appSecret) throw wechatError(40125);
  }

  /** Follows or unfollows; a change pushes subscribe / unsubscribe. Undefined for an unknown openid. */
  setFollowing(openid: string, following: boolean): WechatUser | undefined {
    const user = this.users.get(openid);
    if (!user) return undefined;
    if (this.users.setFollowing(openid, following, this.clock.now())) this.pusher.followChanged(openid, following);
    return user;
  }

  /** A new user; one created following pushes subscribe (it has just followed). */
  createUser(nickname: string, following: boolean): WechatUser {
    const user = this.users.create({ nickname, following });
    if (following) this.pusher.followChanged(user.openid, true);
    return user;
  }

  /** Back to a fresh fake: the configured users, no messages, tokens, codes, pushes or knobs. */
  reset(): void {
    this.pusher.reset();
    this.log.clear();
    this.sends.clear();
    this.tokens.clear();
    this.oauth.clear();
    this.users.reset();
    this.clock.reset();
    this.timing = { ...this.options.timing };
    this.eventUrl = this.options.eventUrl;
  }

  close(): void {
    this.pusher.close();
  }
}
