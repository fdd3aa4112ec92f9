import { rid } from '../protocol/ids';

/**
 * A refusal as WeChat answers it: HTTP 200 (unless a knob says otherwise) with `{errcode, errmsg}`, the message
 * ending in ` rid: …` as the real API writes it.
 */
export class WechatError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly status = 200,
  ) {
    super(errmsg);
  }
}

/** WeChat's texts for the codes the fake answers (errmsg before ` rid:`). */
export const ERRMSG: Record<number, string> = {
  [-1]: 'system error',
  40001: 'invalid credential, access_token is invalid or not latest',
  40002: 'invalid grant_type',
  40003: 'invalid openid',
  40013: 'invalid appid',
  40029: 'invalid code',
  40037: 'invalid template_id',
  40125: 'invalid appsecret',
  40163: 'code been used',
  41001: 'access_token missing',
  41002: 'appid missing',
  41004: 'appsecret missing',
  41008: 'missing code',
  42001: 'access_token expired',
  43004: 'require subscribe',
  45009: 'reach max api daily quota limit',
  47001: 'data format error',
  47003: 'argument invalid!',
};

export const withRid = (text: string) => `${text} rid: ${rid()}`;

export function wechatError(errcode: number, detail?: string, status?: number): WechatError {
  const text = ERRMSG[errcode] ?? 'error';
  return new WechatError(errcode, withRid(detail ? `${text} ${detail}` : text), status);
}

/** 47003 naming the field: `argument invalid! data.thing1.value invalid`. */
export const argumentInvalid = (field: string) => wechatError(47003, `${field} invalid`);
