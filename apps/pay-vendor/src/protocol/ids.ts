import { randomBytes, randomInt } from 'node:crypto';

// Identifiers in the shapes the vendor issues them (lengths from the API pages and SDK samples).

function digits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(randomInt(10));
  return out;
}

function compactChinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

function compactChinaTime(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** 28 digits, `4200000925202101284997714292`: `42000` + 5 digits + the China date + 10 digits. */
export const transactionId = (nowMs: number) => `42000${digits(5)}${compactChinaDate(nowMs)}${digits(10)}`;

/** 29 digits, `50300807172021020106006664916`: `503` + 8 digits + the China date + 10 digits. */
export const refundId = (nowMs: number) => `503${digits(8)}${compactChinaDate(nowMs)}${digits(10)}`;

/** 36 characters, `wx` + the China time to the second + 20 hex digits. */
export const prepayId = (nowMs: number) => `wx${compactChinaTime(nowMs)}${randomBytes(10).toString('hex')}`;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function alnum(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ALNUM[randomInt(ALNUM.length)];
  return out;
}

/** The `pr` token of a Native code_url (`weixin://wxpay/bizpayurl?pr=aIQrOYA`). */
export const codeUrlToken = () => alnum(7);

/** A payer's openid under the merchant's appid: 28 characters starting with `o`. */
export const openid = () => `o${randomBytes(20).toString('base64url').slice(0, 27)}`;

/** 40 upper-case hex digits, the shape of a merchant API certificate serial. */
export const certificateSerial = () => randomBytes(20).toString('hex').toUpperCase();

/** A WeChat Pay public key id, `PUB_KEY_ID_` + 34 digits. */
export const publicKeyId = () => `PUB_KEY_ID_01${digits(32)}`;

/** Request-ID: hex, then `-` and the numeric result code (0 for success). */
export const requestId = (code = 0) => `${randomBytes(21).toString('hex').toUpperCase()}-${code}`;
