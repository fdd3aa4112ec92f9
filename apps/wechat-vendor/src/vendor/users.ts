import { openid as newOpenid } from '../protocol/ids';
import type { UserConfig } from '../options';

/** A fake WeChat user of this 公众号 (its openid is per account, as WeChat's are). */
export interface WechatUser {
  openid: string;
  nickname: string;
  following: boolean;
  /** Business time of the last follow / unfollow (ms); undefined for users configured as they are. */
  changedAt: number | undefined;
}

export class Users {
  private users = new Map<string, WechatUser>();

  constructor(private readonly initial: Required<UserConfig>[]) {
    this.reset();
  }

  get(openid: string): WechatUser | undefined {
    return this.users.get(openid);
  }

  all(): WechatUser[] {
    return [...this.users.values()];
  }

  create(user: { nickname: string; following: boolean; openid?: string }): WechatUser {
    let openid = user.openid ?? newOpenid();
    while (this.users.has(openid) && user.openid === undefined) openid = newOpenid();
    if (this.users.has(openid)) throw new Error(`openid ${openid} 已存在`);
    const created = { openid, nickname: user.nickname, following: user.following, changedAt: undefined };
    this.users.set(openid, created);
    return created;
  }

  /** Sets the follow state; answers whether it changed (only a change pushes an event). */
  setFollowing(openid: string, following: boolean, now: number): boolean {
    const user = this.users.get(openid);
    if (!user || user.following === following) return false;
    user.following = following;
    user.changedAt = now;
    return true;
  }

  /** Back to the configured users (those created since are gone). */
  reset(): void {
    this.users = new Map(this.initial.map((u) => [u.openid, { ...u, changedAt: undefined }]));
  }
}
