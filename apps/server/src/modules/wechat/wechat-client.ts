import type { WechatConfig } from './wechat-config';
import type {
  WechatCodeResult,
  WechatOauthScope,
  WechatSender,
  WechatSendResult,
  WechatTemplateMessage,
} from './wechat-sender';

// The 公众号 API (messages note §8): the access token from /cgi-bin/stable_token, template messages, 网页授权.
//
// Why stable_token: every server instance asks for the token; /cgi-bin/token would hand each a new one and end the
// others' five minutes later, while stable_token answers the same token to all until it expires (no shared cache
// needed). A refused token (40001 / 42001) is dropped and fetched again once, then the send is retried once: the
// client_msg_id keeps that retry from sending twice.

/** Refresh this long before `expires_in` runs out, so a call never carries a token about to die. */
const TOKEN_MARGIN_MS = 5 * 60_000;
const TOKEN_REFUSED = new Set([40001, 42001]);

export interface WechatMpClientOptions {
  /** Covers one HTTP call, answer included (default 5 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

type Outcome = { status: number; text: string } | { error: string };

interface ErrAnswer {
  errcode?: unknown;
  errmsg?: unknown;
}

export class WechatMpClient implements WechatSender {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | undefined;
  private pending: Promise<{ token: string } | WechatFailure> | undefined;

  constructor(
    private readonly config: WechatConfig,
    options: WechatMpClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  async sendTemplate(message: WechatTemplateMessage): Promise<WechatSendResult> {
    const body = JSON.stringify({
      touser: message.openid,
      template_id: message.templateId,
      ...(message.url ? { url: message.url } : {}),
      client_msg_id: message.clientMsgId,
      data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
    });
    let result = await this.sendOnce(body);
    if (!result.ok && result.tokenRefused) {
      this.token = undefined;
      result = await this.sendOnce(body);
    }
    if (result.ok) return result;
    const { tokenRefused, ...refused } = result;
    return tokenRefused ? { ...refused, retryable: true } : refused;
  }

  oauthUrl(redirectUri: string, state: string, scope: WechatOauthScope = 'snsapi_base'): string {
    // WeChat reads the parameters in this order; the fragment tells its browser to go on.
    return `${this.config.oauthBase}/connect/oauth2/authorize?appid=${this.config.appId}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=${scope}&state=${encodeURIComponent(state)}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatCodeResult> {
    const url = `${this.config.apiBase}/sns/oauth2/access_token?${new URLSearchParams({
      appid: this.config.appId,
      secret: this.config.appSecret,
      code,
      grant_type: 'authorization_code',
    }).toString()}`;
    const outcome = await this.call(url);
    const answer = readAnswer(outcome);
    if ('error' in answer) return { ok: false, reason: 'unavailable', errcode: -1, errmsg: answer.error };
    const body = answer.body as ErrAnswer & { openid?: unknown };
    if (typeof body.openid === 'string' && body.openid !== '') return { ok: true, openid: body.openid };
    const { errcode, errmsg } = errOf(body, answer.status);
    const reason =
      errcode === 40029 ? 'invalid_code' : errcode === 40163 ? 'code_used' : errcode === -1 || answer.status >= 500 ? 'unavailable' : 'refused';
    return { ok: false, reason, errcode, errmsg };
  }

  private async sendOnce(body: string): Promise<{ ok: true; msgid: string } | WechatFailure> {
    const token = await this.accessToken();
    if ('errcode' in token) return token;
    const outcome = await this.call(`${this.config.apiBase}/cgi-bin/message/template/send?access_token=${encodeURIComponent(token.token)}`, body);
    const answer = readAnswer(outcome);
    if ('error' in answer) return failure(-1, answer.error, true);
    const { errcode, errmsg } = errOf(answer.body as ErrAnswer, answer.status);
    // msgid is read from the text: JSON.parse would round a 64-bit integer.
    const msgid = /"msgid"\s*:\s*"?(\d+)/.exec(answer.text)?.[1];
    if (answer.status === 200 && errcode === 0 && msgid) return { ok: true, msgid };
    if (TOKEN_REFUSED.has(errcode)) return { ...failure(errcode, errmsg, false), tokenRefused: true };
    return { ...failure(errcode, errmsg, answer.status >= 500 || errcode === -1), unfollowed: errcode === 43004 };
  }

  /** The cached token, or one fetched (one fetch at a time per instance). */
  private async accessToken(): Promise<{ token: string } | WechatFailure> {
    if (this.token && this.token.renewAt > this.now()) return { token: this.token.value };
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<{ token: string } | WechatFailure> {
    const outcome = await this.call(
      `${this.config.apiBase}/cgi-bin/stable_token`,
      JSON.stringify({ grant_type: 'client_credential', appid: this.config.appId, secret: this.config.appSecret, force_refresh: false }),
    );
    const answer = readAnswer(outcome);
    if ('error' in answer) return failure(-1, answer.error, true);
    const body = answer.body as ErrAnswer & { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token === 'string' && body.access_token !== '') {
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 7200;
      this.token = { value: body.access_token, renewAt: this.now() + Math.max(seconds * 1000 - TOKEN_MARGIN_MS, seconds * 500) };
      return { token: body.access_token };
    }
    const { errcode, errmsg } = errOf(body, answer.status);
    return failure(errcode, `获取 access_token 失败：${errmsg}`, answer.status >= 500 || errcode === -1);
  }

  private async call(url: string, body?: string): Promise<Outcome> {
    try {
      const response = await this.fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        error: timeout
          ? `微信服务器 ${this.timeoutMs} ms 内未应答（是否已发送未知，按 client_msg_id 重试不会重复发送）`
          : `无法连接微信服务器：${error instanceof Error ? error.message : String(error)}`,
      };
    }
  }
}

type WechatFailure = { ok: false; errcode: number; errmsg: string; retryable: boolean; unfollowed: boolean; tokenRefused?: boolean };

const failure = (errcode: number, errmsg: string, retryable: boolean): WechatFailure => ({
  ok: false,
  errcode,
  errmsg,
  retryable,
  unfollowed: false,
});

function readAnswer(outcome: Outcome): { status: number; text: string; body: unknown } | { error: string } {
  if ('error' in outcome) return outcome;
  try {
    return { ...outcome, body: JSON.parse(outcome.text) as unknown };
  } catch {
    return outcome.status >= 500
      ? { error: `微信服务器暂时不可用（HTTP ${outcome.status}）` }
      : { ...outcome, body: {} };
  }
}

/** errcode and errmsg of an answer; one without them is -1 (5xx) or -2 (anything else unreadable). */
function errOf(body: ErrAnswer, status: number): { errcode: number; errmsg: string } {
  const errcode = typeof body.errcode === 'number' ? body.errcode : status >= 500 ? -1 : -2;
  const errmsg = typeof body.errmsg === 'string' ? body.errmsg : `微信服务器的应答无法识别（HTTP ${status}）`;
  return { errcode, errmsg };
}
