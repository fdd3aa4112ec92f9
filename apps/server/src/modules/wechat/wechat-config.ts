import { inspect } from 'node:util';

/** The environment variables of the WeChat 服务号, all optional; no AppID, secret or token → WeChat is off. */
export const WECHAT_VARIABLES = [
  'WECHAT_MP_APP_ID',
  'WECHAT_MP_APP_SECRET',
  'WECHAT_MP_TOKEN',
  'WECHAT_MP_API_BASE',
  'WECHAT_MP_OAUTH_BASE',
] as const;
export type WechatVariable = (typeof WECHAT_VARIABLES)[number];
export type WechatEnv = Partial<Record<WechatVariable, string>>;

export const DEFAULT_WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const DEFAULT_WECHAT_OAUTH_BASE = 'https://open.weixin.qq.com';

/**
 * The 公众号 the product sends template messages through and signs owners in with (网页授权). The AppSecret and the
 * event Token never appear in `JSON.stringify` or `util.inspect`.
 */
export class WechatConfig {
  readonly appId: string;
  readonly appSecret: string;
  /** 服务器配置 → 令牌(Token): what events pushed to us are signed with. */
  readonly token: string;
  readonly apiBase: string;
  readonly oauthBase: string;

  constructor(fields: { appId: string; appSecret: string; token: string; apiBase: string; oauthBase: string }) {
    this.appId = fields.appId;
    this.appSecret = fields.appSecret;
    this.token = fields.token;
    this.apiBase = fields.apiBase.replace(/\/+$/, '');
    this.oauthBase = fields.oauthBase.replace(/\/+$/, '');
  }

  toJSON(): Record<string, unknown> {
    return {
      appId: this.appId,
      appSecret: '[已隐藏]',
      token: '[已隐藏]',
      apiBase: this.apiBase,
      oauthBase: this.oauthBase,
    };
  }

  [inspect.custom](): string {
    return `WechatConfig ${JSON.stringify(this.toJSON())}`;
  }
}

export interface WechatConfigProblem {
  variable: WechatVariable;
  message: string;
}

const BASE = /^https?:\/\/[^/?#]+\/?$/;

/**
 * The account from the environment: undefined with no problem when none of AppID, secret and token is set (WeChat
 * off); a problem per missing or malformed variable when only part is. Messages never quote the secret or token.
 */
export function wechatConfigFromEnv(env: WechatEnv): { config: WechatConfig | undefined; problems: WechatConfigProblem[] } {
  const given = (name: WechatVariable) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const problems: WechatConfigProblem[] = [];
  const apiBase = given('WECHAT_MP_API_BASE') ?? DEFAULT_WECHAT_API_BASE;
  const oauthBase = given('WECHAT_MP_OAUTH_BASE') ?? DEFAULT_WECHAT_OAUTH_BASE;
  if (!BASE.test(apiBase))
    problems.push({ variable: 'WECHAT_MP_API_BASE', message: '应为 http(s)://主机[:端口]，如 https://api.weixin.qq.com' });
  if (!BASE.test(oauthBase))
    problems.push({ variable: 'WECHAT_MP_OAUTH_BASE', message: '应为 http(s)://主机[:端口]，如 https://open.weixin.qq.com' });
  const appId = given('WECHAT_MP_APP_ID');
  const appSecret = given('WECHAT_MP_APP_SECRET');
  const token = given('WECHAT_MP_TOKEN');
  if (appId === undefined && appSecret === undefined && token === undefined) return { config: undefined, problems };

  for (const name of ['WECHAT_MP_APP_ID', 'WECHAT_MP_APP_SECRET', 'WECHAT_MP_TOKEN'] as const)
    if (given(name) === undefined) problems.push({ variable: name, message: '启用微信公众号时须与 AppID、AppSecret、Token 一同设置' });
  if (appId !== undefined && !/^wx[0-9a-f]{16}$/.test(appId))
    problems.push({ variable: 'WECHAT_MP_APP_ID', message: 'AppID 应形如 wx 加 16 位十六进制数字' });
  if (appSecret !== undefined && !/^[0-9a-f]{32}$/.test(appSecret))
    problems.push({ variable: 'WECHAT_MP_APP_SECRET', message: 'AppSecret 应为 32 位十六进制数字' });
  if (token !== undefined && !/^[A-Za-z0-9]{3,32}$/.test(token))
    problems.push({ variable: 'WECHAT_MP_TOKEN', message: 'Token 应为 3–32 位字母或数字（与公众平台“服务器配置”一致）' });

  if (problems.length > 0 || !appId || !appSecret || !token) return { config: undefined, problems };
  return { config: new WechatConfig({ appId, appSecret, token, apiBase, oauthBase }), problems };
}

/** The bundled fake's demo account (its page shows what it received), for `npm start` when no account is set. */
export function wechatConfigFromFake(fake: { url: string; appId: string; appSecret: string; token: string }): WechatConfig {
  return new WechatConfig({ appId: fake.appId, appSecret: fake.appSecret, token: fake.token, apiBase: fake.url, oauthBase: fake.url });
}
