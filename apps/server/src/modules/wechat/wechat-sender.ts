/**
 * The 服务号 as the product uses it (issue 32): template messages to owners who follow it, and 网页授权 to learn an
 * owner's openid in the portal. The client speaks the real API (or the bundled fake that speaks it).
 */
export interface WechatSender {
  sendTemplate(message: WechatTemplateMessage): Promise<WechatSendResult>;
  /** The 网页授权 URL to open in WeChat's browser; WeChat returns to `redirectUri?code=…&state=…`. */
  oauthUrl(redirectUri: string, state: string, scope?: WechatOauthScope): string;
  /** The openid behind a 网页授权 code (single use, 5 minutes), or why not. */
  exchangeCode(code: string): Promise<WechatCodeResult>;
}

export type WechatOauthScope = 'snsapi_base' | 'snsapi_userinfo';

export interface WechatTemplateMessage {
  openid: string;
  templateId: string;
  /** Where tapping 详情 leads (the portal's page). */
  url?: string;
  /** The template's keys (thing1, amount2 …) and their values, typed as the template says (note §7). */
  data: Record<string, string>;
  /**
   * Ours, required: WeChat sends one message per (openid, clientMsgId), so a retry after a timeout is not sent twice
   * (our message row's id is a good one). ≤ 64 characters.
   */
  clientMsgId: string;
}

export type WechatSendResult =
  /** msgid as decimal text: it is a 64-bit integer, beyond JavaScript numbers. TEMPLATESENDJOBFINISH carries it. */
  | { ok: true; msgid: string }
  /**
   * WeChat's errcode and errmsg (-1 also for a network failure, a timeout or an unreadable 5xx, and -2 for another
   * unreadable answer, with a Chinese errmsg); `retryable` for
   * transient failures (network, timeout, 5xx, -1 system busy, a token refused twice); `unfollowed` for 43004.
   */
  | { ok: false; errcode: number; errmsg: string; retryable: boolean; unfollowed: boolean };

export type WechatCodeRefusal =
  /** 40029: unknown or older than 5 minutes. */
  | 'invalid_code'
  /** 40163: used before (a reload of the return page, or a replay). */
  | 'code_used'
  /** Network, timeout, 5xx or -1: WeChat could not be asked. */
  | 'unavailable'
  /** Anything else WeChat refused (a wrong AppSecret …). */
  | 'refused';

export type WechatCodeResult =
  | { ok: true; openid: string }
  | { ok: false; reason: WechatCodeRefusal; errcode: number; errmsg: string };
